import { afterAll, describe, expect, it } from 'vitest';
import { readSignature } from '../../../src/domain/configuration/signature';
import type { Rollout } from '../../../src/domain/fleet/rollout';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { eventually, testCodec } from '../../support/history-console';
import { applianceDocument as documentOf, changedLines, FleetBrowser, saveFails, startAppliances, startFleetConsole } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

const SITES = 20;
const REFUSING = 6;

describe.each(databasesUnderTest())('a rollout over real HTTP to 20 simulated appliances, on the $kind database', (database) => {
  it('stops at the site that refuses with its reason, leaves the next ones untouched, and resumes there after the fix', { timeout: 300_000 }, async () => {
    const options = await database.fresh();
    const appliances = await startAppliances(SITES);
    const server = await startFleetConsole({ ...options, distDir: dist.dir, pollEveryMs: 60_000, fetchEverySeconds: 1 });
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      const csv = ['name,address,http_port,username,password', ...appliances.map((appliance, index) => `Site ${String(index + 1).padStart(2, '0')},127.0.0.1,${new URL(appliance.url).port},admin,Vigil-admin-1`)].join('\n');
      expect((await installer.json<{ added: unknown[] }>('/fleet/api/sites/import', { method: 'POST', body: { csv } })).body.added).toHaveLength(SITES);
      const rows = (await installer.json<{ rows: { id: string; name: string }[] }>('/fleet/api/overview')).body.rows;
      const idOf = (index: number) => rows.find((row) => row.name === `Site ${String(index + 1).padStart(2, '0')}`)!.id;

      // Each target's reviewed document: its own, with one contact's phone changed.
      const before = await Promise.all(appliances.map(documentOf));
      const targets = before.map((text, index) => {
        const edited = text.replace('<phone>+33612345678</phone>', '<phone>+33600000007</phone>');
        expect(edited).not.toBe(text);
        return { siteId: idOf(index), baseSignature: readSignature(text), document: testCodec().sign(edited), summary: 'Contact Martin, Claire: Phone +33612345678 → +33600000007' };
      });
      await saveFails(appliances[REFUSING]!, true);
      const started = await installer.json<{ rollout: Rollout }>('/fleet/api/rollouts', { method: 'POST', body: { sourceSiteId: idOf(0), items: ['Contact Martin, Claire'], targets, waves: [10] } });
      expect(started.status).toBe(200);
      const id = started.body.rollout.id;
      const rolloutNow = async () => (await installer.json<{ rollout: Rollout }>(`/fleet/api/rollouts/${id}`)).body.rollout;

      const stopped = await eventually(async () => {
        const rollout = await rolloutNow();
        return rollout.status === 'stopped' ? rollout : undefined;
      }, 250);
      expect(stopped.targets.map((target) => target.state)).toEqual([...Array(REFUSING).fill('done'), 'refused', ...Array(SITES - REFUSING - 1).fill('pending')]);
      expect(stopped.targets[REFUSING]).toMatchObject({ siteName: 'Site 07', detail: 'unable to write the configuration file: no space left on device' });
      // The waves: the first site alone, then 10 % (two sites), then the rest.
      expect(stopped.targets.map((target) => target.wave)).toEqual([0, 1, 1, ...Array(SITES - 3).fill(2)]);

      // The proof is each document read back: the sites before 7 hold the change and only it, the others nothing.
      const middle = await Promise.all(appliances.map(documentOf));
      for (const [index, text] of middle.entries()) {
        expect(changedLines(before[index]!, text), `Site ${index + 1}`).toEqual(index < REFUSING ? ['- <phone>+33612345678</phone>', '+ <phone>+33600000007</phone>'] : []);
      }
      expect((await installer.json(`/fleet/api/rollouts/${id}/resume`, { method: 'POST', body: {} })).status).toBe(200);
      // Still refusing: it stops at 7 again; fixed, it goes on from there.
      await eventually(async () => ((await rolloutNow()).status === 'stopped' ? true : undefined), 250);
      await saveFails(appliances[REFUSING]!, false);
      expect((await installer.json(`/fleet/api/rollouts/${id}/resume`, { method: 'POST', body: {} })).status).toBe(200);
      const done = await eventually(async () => {
        const rollout = await rolloutNow();
        return rollout.status === 'done' ? rollout : undefined;
      }, 250);
      expect(done.targets.every((target) => target.state === 'done')).toBe(true);
      const after = await Promise.all(appliances.map(documentOf));
      for (const [index, text] of after.entries()) expect(changedLines(before[index]!, text), `Site ${index + 1}`).toEqual(['- <phone>+33612345678</phone>', '+ <phone>+33600000007</phone>']);

      // Each step is a version of its site's history: by the operator who started the rollout, in the review's words.
      for (const index of [0, REFUSING, SITES - 1]) {
        const listed = await installer.json<{ versions: { author: string; source: string; note: string; siteId: string }[] }>(`/fleet/sites/${idOf(index)}/vigil/history/versions`);
        expect(listed.status).toBe(200);
        const rolledOut = listed.body.versions.filter((version) => version.note.includes(`(rollout ${id})`));
        expect(rolledOut, `Site ${index + 1}`).toEqual([expect.objectContaining({ author: 'claire', source: 'vigil', siteId: idOf(index), note: `${targets[index]!.summary} (rollout ${id})` })]);
      }

      const { entries } = (await installer.json<{ entries: { action: string; result: string; detail: string }[] }>('/fleet/api/audit?action=rollout.start&action=rollout.step&action=rollout.resume&limit=200')).body;
      const steps = entries.filter((entry) => entry.action === 'rollout.step').reverse();
      expect(steps.map((entry) => entry.result)).toEqual([...Array(REFUSING).fill('succeeded'), 'refused', 'refused', ...Array(SITES - REFUSING).fill('succeeded')]);
      expect(steps[REFUSING]!.detail).toBe('stopped at Site 07: unable to write the configuration file: no space left on device');
      expect(entries.filter((entry) => entry.action === 'rollout.resume')).toHaveLength(2);
      expect(entries.filter((entry) => entry.action === 'rollout.start')).toHaveLength(1);
    } finally {
      await server.close();
      await Promise.all(appliances.map((appliance) => appliance.close()));
    }
  });

  it('two operators rolling out to one site: the second meets the first change as a conflict, and resumes with the site reviewed again', { timeout: 180_000 }, async () => {
    const options = await database.fresh();
    const [appliance] = await startAppliances(1);
    const server = await startFleetConsole({ ...options, distDir: dist.dir, pollEveryMs: 60_000, fetchEverySeconds: 1 });
    try {
      const claire = new FleetBrowser(server);
      expect((await claire.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      expect((await claire.json('/fleet/api/operators', { method: 'POST', body: { name: 'bruno', password: 'Second-pass-2', role: 'installer' } })).status).toBe(200);
      const bruno = new FleetBrowser(server);
      expect((await bruno.json('/fleet/api/session', { method: 'POST', body: { name: 'bruno', password: 'Second-pass-2' } })).status).toBe(200);
      const url = new URL(appliance!.url);
      const site = (await claire.json<{ site: { id: string } }>('/fleet/api/sites', { method: 'POST', body: { name: 'Depot', address: url.hostname, httpPort: Number(url.port), username: 'admin', password: 'Vigil-admin-1' } })).body.site;
      const base = await documentOf(appliance!);
      // Both reviewed against the same document.
      const target = (phone: string, from = base) => ({ siteId: site.id, baseSignature: readSignature(from), document: testCodec().sign(from.replace('<phone>+33612345678</phone>', `<phone>${phone}</phone>`).replace(/<phone>\+3360000000[12]<\/phone>/, `<phone>${phone}</phone>`)), summary: `Phone → ${phone}` });
      const finished = async (browser: FleetBrowser, id: string) => eventually(async () => {
        const rollout = (await browser.json<{ rollout: Rollout }>(`/fleet/api/rollouts/${id}`)).body.rollout;
        return rollout.status === 'running' ? undefined : rollout;
      }, 250);
      const first = (await claire.json<{ rollout: Rollout }>('/fleet/api/rollouts', { method: 'POST', body: { sourceSiteId: site.id, items: ['Contact'], targets: [target('+33600000001')] } })).body.rollout;
      expect((await finished(claire, first.id)).status).toBe('done');
      const second = (await bruno.json<{ rollout: Rollout }>('/fleet/api/rollouts', { method: 'POST', body: { sourceSiteId: site.id, items: ['Contact'], targets: [target('+33600000002')] } })).body.rollout;
      const stopped = await finished(bruno, second.id);
      expect(stopped.status).toBe('stopped');
      expect(stopped.targets[0]).toMatchObject({ state: 'conflict', detail: "the site's configuration changed since it was reviewed: review it again" });
      // Nothing of the second was written: the site holds the first change.
      expect(changedLines(base, await documentOf(appliance!))).toEqual(['- <phone>+33612345678</phone>', '+ <phone>+33600000001</phone>']);
      const current = await documentOf(appliance!);
      const { baseSignature, document, summary } = target('+33600000002', current);
      expect((await bruno.json(`/fleet/api/rollouts/${second.id}/resume`, { method: 'POST', body: { replacement: { position: 0, baseSignature, document, summary } } })).status).toBe(200);
      expect((await finished(bruno, second.id)).status).toBe('done');
      expect(changedLines(base, await documentOf(appliance!))).toEqual(['- <phone>+33612345678</phone>', '+ <phone>+33600000002</phone>']);
    } finally {
      await server.close();
      await appliance!.close();
    }
  });
});
