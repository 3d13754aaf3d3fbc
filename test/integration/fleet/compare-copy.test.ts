import { afterAll, describe, expect, it } from 'vitest';
import type { Calendar } from '../../../src/domain/configuration/calendar';
import type { Configuration } from '../../../src/domain/configuration/configuration';
import type { ModelChange } from '../../../src/domain/configuration/model-change';
import type { Rollout } from '../../../src/domain/fleet/rollout';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { eventually, testCodec } from '../../support/history-console';
import { applianceDocument as documentOf, changedLines, editAppliance as edit, FleetBrowser, startAppliances, startFleetConsole } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

/** A second calendar like the seed's "Opening hours", under another name and identifiers. */
function withHolidays(rangeName: string, ids: string) {
  return (configuration: Configuration): Configuration => {
    const model = configuration.calendars[0]!;
    const holidays: Calendar = { ...model, id: `${ids}-1`, name: 'Holidays', ranges: model.ranges.map((range) => ({ ...range, name: rangeName })), io: { ...model.io, id: `${ids}-2`, name: 'Holidays' } };
    return { ...configuration, calendars: [...configuration.calendars, holidays] };
  };
}

const withPhone = (phone: string) => (configuration: Configuration): Configuration => ({ ...configuration, contacts: configuration.contacts.map((contact) => (contact.name === 'Martin' ? { ...contact, phone } : contact)) });

interface Review {
  kind: 'review';
  site: { id: string; name: string; signature: string };
  document: string;
  summary: string;
  notes: { item: { kind: string; name: string }; outcome: string }[];
  conflicts: { kind: string; name: string }[];
  problems: unknown[];
  changes: ModelChange[];
  before: unknown;
  after: unknown;
}

describe.each(databasesUnderTest())('compare two sites and copy to many over real HTTP, on the $kind database', (database) => {
  it('compares by name, prepares one review per target with its conflicts, and rolls the reviewed documents out, stopping at a refusal', { timeout: 240_000 }, async () => {
    const options = await database.fresh();
    const appliances = await startAppliances(4);
    const server = await startFleetConsole({ ...options, distDir: dist.dir, pollEveryMs: 60_000, fetchEverySeconds: 1 });
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      expect((await installer.json('/fleet/api/operators', { method: 'POST', body: { name: 'victor', password: 'Viewer-pass-2', role: 'viewer' } })).status).toBe(200);
      const viewer = new FleetBrowser(server);
      expect((await viewer.json('/fleet/api/session', { method: 'POST', body: { name: 'victor', password: 'Viewer-pass-2' } })).status).toBe(200);
      const csv = ['name,address,http_port,username,password', ...appliances.map((appliance, index) => `Site ${index + 1},127.0.0.1,${new URL(appliance.url).port},admin,Vigil-admin-1`)].join('\n');
      expect((await installer.json<{ added: unknown[] }>('/fleet/api/sites/import', { method: 'POST', body: { csv } })).body.added).toHaveLength(4);
      const rows = (await installer.json<{ rows: { id: string; name: string }[] }>('/fleet/api/overview')).body.rows;
      const id = (index: number) => rows.find((row) => row.name === `Site ${index + 1}`)!.id;

      // Site 1 has a Holidays calendar and Martin's new phone; Site 3 a Holidays calendar of its own.
      await edit(appliances[0]!, (configuration) => withPhone('+33600000001')(withHolidays('Christmas', '77')(configuration)));
      await edit(appliances[2]!, withHolidays('Summer', '88'));

      // A viewer compares (read only, audited): from Site 2 to Site 1, Holidays is on Site 1 only, Martin's phone differs.
      const compared = await viewer.json<{ a: { name: string }; b: { name: string }; changes: ModelChange[]; before: unknown; after: unknown }>('/fleet/api/compare', { method: 'POST', body: { a: id(1), b: id(0) } });
      expect(compared.status, JSON.stringify(compared.body).slice(0, 600)).toBe(200);
      expect(compared.body).toMatchObject({ a: { name: 'Site 2' }, b: { name: 'Site 1' } });
      const summary = compared.body.changes.map((change) => `${change.kind} ${change.path.filter((step) => typeof step === 'string').join('.')}`);
      expect(summary.sort()).toEqual(['added calendars', 'changed contacts.phone']);
      expect(compared.body.changes.find((change) => change.kind === 'added')?.after).toMatchObject({ name: 'Holidays' });
      // The two sides come as the codec's JSON, which reads back into configurations.
      const json = testCodec();
      expect(json.fromJson(compared.body.after).calendars.map((calendar) => calendar.name)).toEqual(['Opening hours', 'Holidays']);
      expect(JSON.stringify(compared.body).includes('Smtp-Pa55')).toBe(false);
      // The same site twice is no comparison.
      expect((await viewer.json('/fleet/api/compare', { method: 'POST', body: { a: id(1), b: id(1) } })).body).toMatchObject({ code: 'FLEET.INVALID_REQUEST' });

      const items = (await viewer.json<{ items: { kind: string; name: string }[] }>(`/fleet/api/sites/${id(0)}/items`)).body.items;
      expect(items).toEqual(expect.arrayContaining([{ kind: 'calendars', name: 'Holidays' }, { kind: 'contacts', name: 'Martin' }, { kind: 'emails', name: 'Company SMTP' }]));
      const document = await viewer.call(`/fleet/api/sites/${id(0)}/document`);
      expect(document.headers.get('content-type')).toContain('text/xml');
      expect(testCodec().read(await document.text()).valid).toBe(true);

      const request = { sourceSiteId: id(0), items: [{ kind: 'calendars', name: 'Holidays' }, { kind: 'contacts', name: 'Martin' }], targetSiteIds: [id(1), id(2), id(3)] };
      expect((await viewer.json('/fleet/api/copies', { method: 'POST', body: request })).body).toMatchObject({ code: 'FLEET.READ_ONLY' });
      const prepared = await installer.json<{ source: { name: string }; targets: Review[] }>('/fleet/api/copies', { method: 'POST', body: request });
      expect(prepared.status).toBe(200);
      const reviews = prepared.body.targets;
      expect(reviews.map((review) => [review.site.name, review.notes.map((note) => note.outcome), review.conflicts.map((item) => item.name)])).toEqual([
        ['Site 2', ['added', 'replaced'], ['Martin']],
        ['Site 3', ['replaced', 'replaced'], ['Holidays', 'Martin']],
        ['Site 4', ['added', 'replaced'], ['Martin']],
      ]);
      for (const review of reviews) {
        expect(review.problems).toEqual([]);
        expect(review.summary).toBe('Calendar Holidays, Contact Martin copied from Site 1');
        const reading = testCodec().read(review.document);
        expect(reading.valid && reading.signatureValid).toBe(true);
      }
      expect(reviews[0]!.changes.map((change) => change.kind).sort()).toEqual(['added', 'changed']);
      expect(reviews[1]!.changes.every((change) => change.kind === 'changed')).toBe(true);

      const before = await Promise.all(appliances.map(documentOf));
      const fault = (fails: boolean) => fetch(new URL('/__simulator/faults', appliances[3]!.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ configuration: { saveFails: fails } }) });
      expect((await fault(true)).status).toBe(200);
      const targets = reviews.map((review) => ({ siteId: review.site.id, baseSignature: review.site.signature, document: review.document, summary: review.summary }));
      const started = await installer.json<{ rollout: Rollout }>('/fleet/api/rollouts', { method: 'POST', body: { sourceSiteId: id(0), items: ['Calendar Holidays', 'Contact Martin'], targets } });
      expect(started.status).toBe(200);
      const rolloutNow = async () => (await installer.json<{ rollout: Rollout }>(`/fleet/api/rollouts/${started.body.rollout.id}`)).body.rollout;
      const stopped = await eventually(async () => ((await rolloutNow()).status === 'stopped' ? rolloutNow() : undefined), 250);
      expect(stopped.targets.map((target) => target.state)).toEqual(['done', 'done', 'refused']);
      expect(stopped.targets[2]).toMatchObject({ siteName: 'Site 4', detail: 'unable to write the configuration file: no space left on device' });
      expect((await fault(false)).status).toBe(200);
      expect((await installer.json(`/fleet/api/rollouts/${started.body.rollout.id}/resume`, { method: 'POST', body: {} })).status).toBe(200);
      await eventually(async () => ((await rolloutNow()).status === 'done' ? true : undefined), 250);

      // The proof: each target's document read back differs from the one before exactly as its reviewed document does.
      const after = await Promise.all(appliances.map(documentOf));
      expect(after[0]).toBe(before[0]);
      for (const [index, review] of reviews.entries()) {
        const expected = changedLines(before[index + 1]!, review.document);
        expect(expected.length).toBeGreaterThan(0);
        expect(changedLines(before[index + 1]!, after[index + 1]!), review.site.name).toEqual(expected);
      }
      const again = await viewer.json<{ changes: ModelChange[] }>('/fleet/api/compare', { method: 'POST', body: { a: id(1), b: id(0) } });
      expect(again.body.changes).toEqual([]);
      const { entries } = (await installer.json<{ entries: { action: string; actor: string; target: string }[] }>('/fleet/api/audit?action=sites.compare')).body;
      expect(entries.map((entry) => [entry.actor, entry.target])).toEqual([['victor', 'Site 2 / Site 1'], ['victor', 'Site 2 / Site 1']]);
    } finally {
      await server.close();
      await Promise.all(appliances.map((appliance) => appliance.close()));
    }
  });
});
