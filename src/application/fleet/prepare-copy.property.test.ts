import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfiguration, siteChoices, signedDocument } from '../../../test/generators/configuration-document.arbitrary';
import { propertyParameters } from '../../../test/support/property-seed';
import { codec, SALT } from '../../../test/support/workspace-harness';
import { CryptoJsMd5Adapter } from '../../infrastructure/crypto/crypto-js-md5.adapter';
import { sequentialGuids } from '../../domain/configuration/guid';
import { diffModel } from '../../domain/configuration/model-diff';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { COPY_KINDS, configurationFingerprints, namedItems, type ItemRef } from '../../domain/fleet/cross-site-items';
import type { SignedIn } from './operator-directory';
import { PrepareCopy, type TargetReview } from './prepare-copy';
import type { SiteDocuments } from './site-documents';
import { signatureOf } from './document-block';

const md5 = new CryptoJsMd5Adapter();
const INSTALLER = { operator: { id: 'o1', name: 'claire', role: 'installer', createdAt: '' }, name: 'claire', address: '127.0.0.1' } as SignedIn;
const VIEWER = { ...INSTALLER, operator: { ...INSTALLER.operator, role: 'viewer' } } as SignedIn;

const documentOf = (choices: Parameters<typeof buildConfiguration>[0]) => {
  const generated = buildConfiguration(choices);
  return signedDocument(generated.configuration, generated.date, SALT, (text) => md5.md5(text));
};

/** The sites' documents as the Vigil server would read them from their appliances. */
function documents(texts: Readonly<Record<string, string>>): SiteDocuments {
  return {
    siteName: async (id: string) => `Site ${id}`,
    read: async (id: string) => {
      const reading = codec.read(texts[id]!, { verifySignature: false });
      if (!reading.valid) throw reading.error;
      return { siteId: id, siteName: `Site ${id}`, text: texts[id]!, signature: signatureOf(texts[id]!), reading };
    },
  } as unknown as SiteDocuments;
}

/** A source, two targets and some of the source's items (of every kind, templates and stream settings too). */
const copies = fc
  .tuple(siteChoices().map(documentOf), siteChoices().map(documentOf), siteChoices().map(documentOf), fc.nat(), fc.integer({ min: 1, max: 6 }))
  .map(([source, t1, t2, seed, count]) => {
    const reading = codec.read(source);
    if (!reading.valid) throw reading.error;
    const all: ItemRef[] = COPY_KINDS.flatMap((kind) => [...namedItems(reading.configuration, kind).keys()].map((name) => ({ kind, name })));
    const items = all.filter((_, index) => (index + seed) % Math.max(1, Math.floor(all.length / count)) === 0);
    return { texts: { s: source, t1, t2 }, items };
  })
  .filter(({ items }) => items.length > 0);

describe('a copy prepared for each target from generated sites', () => {
  it('each target gets its own signed draft: the items as on the source, the rest as it was, the conflicts and the new problems said', async () => {
    await fc.assert(
      fc.asyncProperty(copies, async ({ texts, items }) => {
        const prepare = new PrepareCopy(documents(texts), async () => codec, sequentialGuids(77), () => new Date(2026, 10, 28));
        const prepared = await prepare.prepare(INSTALLER, { sourceSiteId: 's', items, targetSiteIds: ['t1', 't2'] });
        const source = (codec.read(texts.s) as { configuration: Parameters<typeof configurationFingerprints>[0] }).configuration;
        const fromPrints = configurationFingerprints(source);
        expect(prepared.targets.map((target) => target.kind)).toEqual(['review', 'review']);
        for (const target of prepared.targets as TargetReview[]) {
          const base = (codec.read(texts[target.site.id as 't1']) as { configuration: typeof source }).configuration;
          // The document sent to the rollout reads back, signed, as the draft reviewed.
          const reading = codec.read(target.document);
          expect(reading.valid && reading.signatureValid).toBe(true);
          if (!reading.valid) return;
          const draft = reading.configuration;
          expect(diffModel(base, draft)).toEqual(target.changes);
          expect(target.site.signature).toBe(signatureOf(texts[target.site.id as 't1']));
          const before = configurationFingerprints(base);
          const after = configurationFingerprints(draft);
          // A template whose wires the target cannot take (signals, recipients it has not) differs by those; every other item is the source's.
          const cut = new Set(target.notes.filter((note) => note.unwiredInputs).map((note) => `${note.item.kind}/${note.item.name}`));
          for (const item of items.filter((each) => each.kind !== 'streams' && !cut.has(`${each.kind}/${each.name}`))) expect(after[`${item.kind}/${item.name}`], `${item.kind}/${item.name}`).toBe(fromPrints[`${item.kind}/${item.name}`]);
          // A conflict is exactly an item the target named already, with other content.
          const expected = items.filter((item) => item.kind !== 'streams' && namedItems(base, item.kind).has(item.name) && before[`${item.kind}/${item.name}`] !== fromPrints[`${item.kind}/${item.name}`]);
          expect(target.conflicts).toEqual(expected);
          // The problems are the draft's that the target did not have already.
          const known = new Set(validateConfiguration(base).map((problem) => `${problem.code}|${problem.path}|${problem.message}`));
          expect(target.problems).toEqual(validateConfiguration(draft).filter((problem) => !known.has(`${problem.code}|${problem.path}|${problem.message}`)));
        }
      }),
      // endOnFailure: each run reads and writes three generated documents, so shrinking would take minutes; the seed replays the failure.
      propertyParameters({ numRuns: 10, endOnFailure: true }),
    );
  });

  it('is refused to a viewer, and without items, targets, or with the source among its targets', async () => {
    const prepare = new PrepareCopy(documents({}), async () => codec, sequentialGuids(1), () => new Date());
    await expect(prepare.prepare(VIEWER, { sourceSiteId: 's', items: [{ kind: 'contacts', name: 'x' }], targetSiteIds: ['t'] })).rejects.toMatchObject({ code: 'FLEET.READ_ONLY' });
    await expect(prepare.prepare(INSTALLER, { sourceSiteId: 's', items: [], targetSiteIds: ['t'] })).rejects.toMatchObject({ code: 'FLEET.INVALID_REQUEST' });
    await expect(prepare.prepare(INSTALLER, { sourceSiteId: 's', items: [{ kind: 'contacts', name: 'x' }], targetSiteIds: [] })).rejects.toMatchObject({ code: 'FLEET.INVALID_REQUEST' });
    await expect(prepare.prepare(INSTALLER, { sourceSiteId: 's', items: [{ kind: 'contacts', name: 'x' }], targetSiteIds: ['s'] })).rejects.toMatchObject({ code: 'FLEET.INVALID_REQUEST' });
  });
});
