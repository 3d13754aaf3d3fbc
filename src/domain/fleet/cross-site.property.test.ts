import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildConfiguration, siteChoices, signedDocument } from '../../../test/generators/configuration-document.arbitrary';
import { propertyParameters } from '../../../test/support/property-seed';
import { codec, SALT } from '../../../test/support/workspace-harness';
import { CryptoJsMd5Adapter } from '../../infrastructure/crypto/crypto-js-md5.adapter';
import type { Configuration } from '../configuration/configuration';
import { sequentialGuids } from '../configuration/guid';
import { copyItems } from './copy-items';
import { configurationFingerprints, driftBetween, namedItems, type CopyKind, type ItemRef } from './cross-site-items';
import { compareSites } from './site-comparison';

const md5 = new CryptoJsMd5Adapter();

function read(choices: ReturnType<typeof siteChoices> extends fc.Arbitrary<infer T> ? T : never): Configuration {
  const generated = buildConfiguration(choices);
  const reading = codec.read(signedDocument(generated.configuration, generated.date, SALT, (text) => md5.md5(text)));
  if (!reading.valid) throw reading.error;
  return reading.configuration;
}

/** One site's choices written twice with different identifiers: the same site as two appliances would hold it. */
const sameSiteTwice = siteChoices().chain((choices) => fc.bigInt({ min: 0n, max: 2n ** 60n }).map((base) => [read(choices), read({ ...choices, base })] as const));
const twoSites = fc.tuple(siteChoices().map(read), siteChoices().map(read));

const LIST_KINDS: readonly CopyKind[] = ['calendars', 'contacts', 'emails', 'messages', 'ftpClients', 'alarms'];

describe('two sites compared and copied by name', () => {
  it('holding the same items under other identifiers: no difference, no drift', () => {
    fc.assert(
      fc.property(sameSiteTwice, ([a, b]) => {
        expect(compareSites(a, b).changes).toEqual([]);
        expect(driftBetween(configurationFingerprints(b), configurationFingerprints(a))).toBe(0);
      }),
      propertyParameters({ numRuns: 25 }),
    );
  });

  it('differing: what one site has alone is removed or added, and a drift is always a difference shown', () => {
    fc.assert(
      fc.property(twoSites, ([a, b]) => {
        const { changes } = compareSites(a, b);
        const drift = driftBetween(configurationFingerprints(b), configurationFingerprints(a));
        // Drift never sees a difference the comparison does not show (the comparison also sees references between items, which fingerprints leave out).
        if (drift > 0) expect(changes.length).toBeGreaterThan(0);
        for (const change of changes.filter((each) => each.kind === 'removed' && each.path.length === 2 && typeof each.path[0] === 'string' && LIST_KINDS.includes(each.path[0] as CopyKind))) {
          const kind = change.path[0] as CopyKind;
          // On a only: a holds more items of that name than b (a site may repeat a name).
          const name = (change.before as { name: string }).name;
          const count = (site: Configuration) => (site[kind as 'contacts'] as readonly { name: string }[]).filter((item) => item.name === name).length;
          expect(count(a)).toBeGreaterThan(count(b));
        }
      }),
      propertyParameters({ numRuns: 25 }),
    );
  });

  it('copied: every item copied is the same on the target as on the source, other items untouched', () => {
    fc.assert(
      fc.property(twoSites, ([source, target]) => {
        const items: ItemRef[] = LIST_KINDS.flatMap((kind) => [...namedItems(source, kind).keys()].map((name) => ({ kind, name })));
        const { draft, notes } = copyItems(source, target, items, sequentialGuids(9));
        const after = configurationFingerprints(draft);
        const from = configurationFingerprints(source);
        const before = configurationFingerprints(target);
        for (const item of items) expect(after[`${item.kind}/${item.name}`]).toBe(from[`${item.kind}/${item.name}`]);
        for (const [key, value] of Object.entries(before)) {
          if (!items.some((item) => `${item.kind}/${item.name}` === key) && !key.startsWith('groups/')) expect(after[key]).toBe(value);
        }
        expect(notes.filter((note) => note.outcome === 'replaced').length).toBe(items.filter((item) => namedItems(target, item.kind).has(item.name)).length);
        // Replacing keeps the target's identifier: whatever referred to it still does.
        for (const item of items) {
          const existing = namedItems(target, item.kind).get(item.name) as { id: string } | undefined;
          if (existing) expect((namedItems(draft, item.kind).get(item.name) as { id: string }).id).toBe(existing.id);
        }
      }),
      propertyParameters({ numRuns: 25 }),
    );
  });
});
