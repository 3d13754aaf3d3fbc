import { afterAll, describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../../src/domain/fleet/site-status';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { eventually } from '../../support/history-console';
import { FleetBrowser, siteForm, startAppliances, startFleetConsole } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

interface Row {
  readonly id: string;
  readonly name: string;
  readonly status: SiteStatus;
}

const BASIC = `Basic ${Buffer.from('admin:Vigil-admin-1').toString('base64')}`;

describe.each(databasesUnderTest())('the fleet polls its sites through the job queue, on the $kind database', (database) => {
  it('each site polled: reachable with its version, licence and devices; one that stops answering is unreachable since then; changed credentials are said on that site', { timeout: 240_000 }, async () => {
    const options = await database.fresh();
    const appliances = await startAppliances(3);
    const server = await startFleetConsole({ ...options, distDir: dist.dir, pollEveryMs: 1_000, fetchEverySeconds: 1 });
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      for (const [index, name] of ['Alpha', 'Bravo', 'Charlie'].entries()) {
        expect((await installer.json('/fleet/api/sites', { method: 'POST', body: siteForm(appliances[index]!, name) })).status).toBe(200);
      }
      const rows = async () => (await installer.json<{ rows: Row[] }>('/fleet/api/overview')).body.rows;
      const polled = await eventually(async () => {
        const all = await rows();
        return all.every((row) => row.status.reachability === 'reachable' && row.status.devices !== undefined) ? all : undefined;
      }, 250);
      for (const row of polled) {
        expect(row.status).toMatchObject({ reachability: 'reachable', version: expect.any(String), serverStatus: expect.any(String), licence: { status: expect.any(String) }, problems: { errors: expect.any(Number), warnings: expect.any(Number) } });
        expect(row.status.devices!.total).toBeGreaterThan(0);
      }

      // Bravo stops answering: unreachable, since a time at or after it stopped, and the others go on.
      const stopped = new Date();
      await appliances[1]!.close();
      const bravo = await eventually(async () => (await rows()).find((row) => row.name === 'Bravo' && row.status.reachability === 'unreachable'), 250);
      expect(new Date(bravo.status.since!).getTime()).toBeGreaterThanOrEqual(stopped.getTime() - 1_000);

      // Charlie's root password changed on the appliance: said on Charlie, not as a global error.
      const changed = await fetch(new URL('/api/login/password', appliances[2]!.url), { method: 'POST', headers: { Authorization: BASIC, 'Content-Type': 'application/json' }, body: JSON.stringify({ password: 'Another-pass-9' }) });
      expect(changed.status).toBe(200);
      const charlie = await eventually(async () => (await rows()).find((row) => row.name === 'Charlie' && row.status.reachability === 'credentials-refused'), 250);
      expect(charlie.status.detail).toBeTruthy();
      const alpha = (await rows()).find((row) => row.name === 'Alpha')!;
      expect(alpha.status.reachability).toBe('reachable');

      const { entries } = (await installer.json<{ entries: { action: string; target: string }[] }>('/fleet/api/audit?action=appliance.unreachable')).body;
      expect(entries.map((entry) => entry.target).sort()).toEqual(['Bravo', 'Charlie']);
    } finally {
      await server.close();
      await Promise.all([appliances[0]!.close(), appliances[2]!.close()]);
    }
  });
});
