import { afterAll, describe, expect, it } from 'vitest';
import type { SiteStatus } from '../../../src/domain/fleet/site-status';
import { demoVariety, startFleetDemo } from '../../../src/composition/fleet-demo';
import { startConsoleServer, startSimulatorServer } from '../../../src/composition/node-servers';
import { ScryptPasswordHasherAdapter } from '../../../src/infrastructure/fleet/scrypt-password-hasher.adapter';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { eventually } from '../../support/history-console';
import { FleetBrowser } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

interface Row {
  readonly name: string;
  readonly status: SiteStatus;
}

describe('npm start -- --fleet-demo N', () => {
  it('starts N simulated appliances as the sites of a fleet, varied as said: unreachable, refused credentials, a configuration error, licences near their end or not activated, a change outside Vigil', { timeout: 180_000 }, async () => {
    const count = 12;
    const server = await startFleetDemo(
      count,
      { host: '127.0.0.1', port: 0, distDir: dist.dir, simulator: { initialised: true }, data: { dir: '', env: {}, drainEveryMs: 0, history: { pollEveryMs: 1_000, retentionEveryMs: 0 } } },
      {
        startSimulatorServer,
        // A cheap scrypt: the first operator below is hashed in the test's time.
        startConsoleServer: (options) => startConsoleServer({ ...options, fleet: { hasher: new ScryptPasswordHasherAdapter({ N: 2 ** 10, r: 8, p: 1 }), pollEveryMs: 1_000, fetchEverySeconds: 1 } }),
      },
    );
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      const expected = Array.from({ length: count }, (_, index) => demoVariety(index));
      const rows = await eventually(async () => {
        const all = (await installer.json<{ rows: Row[] }>('/fleet/api/overview')).body.rows;
        const byName = [...all].sort((a, b) => Number(a.name.slice(-3)) - Number(b.name.slice(-3)));
        const settled = byName.length === count && byName.every((row, index) => {
          const variety = expected[index]!;
          if (variety === 'unreachable') return row.status.reachability === 'unreachable';
          if (variety === 'credentials-refused') return row.status.reachability === 'credentials-refused';
          return row.status.reachability === 'reachable' && row.status.problems !== undefined;
        });
        return settled ? byName : undefined;
      }, 500);
      expected.forEach((variety, index) => {
        const status = rows[index]!.status;
        if (variety === 'problems') expect(status.problems!.errors).toBeGreaterThan(0);
        if (variety === 'expiring') expect(status.licence).toMatchObject({ status: 'activated', days: expect.any(Number) });
        if (variety === 'expiring') expect(status.licence!.days!).toBeLessThanOrEqual(30);
        if (variety === 'deactivated') expect(status.licence!.status).toBe('deactivated');
        if (variety === 'plain') expect(status).toMatchObject({ licence: { status: 'activated' }, problems: { errors: 0 } });
      });
      expect(expected.filter((variety) => variety === 'unreachable')).toHaveLength(1);
      // The site edited on the appliance itself: a change made outside Vigil, in the audit.
      const edited = rows[expected.indexOf('hand-edited')]!.name;
      await eventually(async () => {
        const { entries } = (await installer.json<{ entries: { target: string }[] }>('/fleet/api/audit?action=configuration.outside-change')).body;
        return entries.some((entry) => entry.target === edited) ? true : undefined;
      }, 500);
    } finally {
      await server.close();
    }
  });
});
