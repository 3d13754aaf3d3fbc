import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { createServer } from 'node:net';
import type { RunningSimulator } from '../../../src/composition/node-servers';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { FleetBrowser, siteForm, startAppliances, startFleetConsole } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

const FIRST = { name: 'claire', password: 'Fleet-pass-1' };

/** A port of 127.0.0.1 where nothing listens (taken, then let go). */
async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface SiteAnswer {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly httpPort: number;
  readonly tags: readonly string[];
}

describe.each(databasesUnderTest())('fleet sites over real HTTP against simulated appliances, on the $kind database', (database) => {
  it('adds sites checked on their appliance, keeps the password sealed, imports and exports CSV, removes a site; a database holding sites starts in fleet mode', { timeout: 240_000 }, async () => {
    const options = await database.fresh();
    const appliances: RunningSimulator[] = await startAppliances(3);
    let server = await startFleetConsole({ ...options, distDir: dist.dir });
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: FIRST })).status).toBe(200);

      const north = await installer.json<{ site: SiteAnswer }>('/fleet/api/sites', { method: 'POST', body: siteForm(appliances[0]!, 'North depot') });
      expect(north.status).toBe(200);
      expect(north.body.site).toMatchObject({ name: 'North depot', address: '127.0.0.1', httpPort: Number(new URL(appliances[0]!.url).port), tags: ['customer:Acme', 'region:north'] });
      expect(JSON.stringify(north.body)).not.toContain('Vigil-admin-1');

      // Each refusal is said on the site's form, not as a global error, and adds nothing.
      const wrong = await installer.json('/fleet/api/sites', { method: 'POST', body: siteForm(appliances[1]!, 'South depot', { password: 'not-the-password' }) });
      expect(wrong).toMatchObject({ status: 422, body: { code: 'FLEET.SITE_CREDENTIALS_REFUSED' } });
      const away = await installer.json('/fleet/api/sites', { method: 'POST', body: { ...siteForm(appliances[1]!, 'Away'), httpPort: await closedPort() } });
      expect(away).toMatchObject({ status: 422, body: { code: 'FLEET.SITE_UNREACHABLE' } });
      const invalid = await installer.json<{ code: string; fields: Record<string, { code: string }> }>('/fleet/api/sites', { method: 'POST', body: { ...siteForm(appliances[1]!, ''), httpPort: 70000 } });
      expect(invalid.status).toBe(400);
      expect(invalid.body.fields).toMatchObject({ name: { code: 'FIELD.REQUIRED' }, httpPort: { code: 'FIELD.INVALID_PORT' } });
      expect((await installer.json('/fleet/api/sites', { method: 'POST', body: siteForm(appliances[1]!, 'north DEPOT') })).body).toMatchObject({ code: 'FLEET.SITE_NAME_TAKEN' });

      // The import adds the good lines and lists the bad ones with their numbers and reasons.
      const port = (index: number) => new URL(appliances[index]!.url).port;
      const csv = [
        'name;address;http_port;username;password;tags',
        `South depot;127.0.0.1;${port(1)};admin;Vigil-admin-1;"customer:Acme;region:south"`,
        `East depot;127.0.0.1;${port(2)};admin;Vigil-admin-1;customer:Bravo`,
        `Bad port;127.0.0.1;99999;admin;Vigil-admin-1;`,
        `North Depot;127.0.0.1;${port(1)};admin;Vigil-admin-1;`,
        `Wrong password;127.0.0.1;${port(2)};admin;nope;`,
        `;127.0.0.1;${port(2)};admin;Vigil-admin-1;`,
      ].join('\n');
      const imported = await installer.json<{ added: { line: number; name: string }[]; bad: { line: number; code: string }[] }>('/fleet/api/sites/import', { method: 'POST', body: { csv } });
      expect(imported.status).toBe(200);
      expect(imported.body.added.map((each) => [each.line, each.name])).toEqual([[2, 'South depot'], [3, 'East depot']]);
      expect(imported.body.bad.map((each) => [each.line, each.code])).toEqual([[4, 'FIELD.INVALID_PORT'], [5, 'FLEET.SITE_NAME_TAKEN'], [6, 'FLEET.SITE_CREDENTIALS_REFUSED'], [7, 'FIELD.REQUIRED']]);

      const exported = await installer.call('/fleet/api/sites/export');
      expect(exported.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const exportedText = await exported.text();
      expect(exportedText).not.toContain('Vigil-admin-1');
      expect(exportedText.replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual([
        'name,address,http_port,https_port,https,insecure,username,password,tags',
        `East depot,127.0.0.1,${port(2)},443,no,no,admin,,customer:Bravo`,
        `North depot,127.0.0.1,${port(0)},443,no,no,admin,,customer:Acme;region:north`,
        `South depot,127.0.0.1,${port(1)},443,no,no,admin,,customer:Acme;region:south`,
      ]);

      if (options.databaseUrl) {
        // At rest, no column holds the password in clear.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        await client.connect();
        try {
          const rows = (await client.query('SELECT * FROM fleet_site')).rows as Record<string, unknown>[];
          expect(rows).toHaveLength(3);
          expect(JSON.stringify(rows)).not.toContain('Vigil-admin-1');
        } finally {
          await client.end();
        }
      }

      const sites = (await installer.json<{ rows: { id: string; name: string }[] }>('/fleet/api/overview')).body.rows;
      const east = sites.find((site) => site.name === 'East depot')!;
      const south = sites.find((site) => site.name === 'South depot')!;
      expect((await installer.json(`/fleet/api/sites/${east.id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await installer.json(`/fleet/api/sites/${south.id}?history=delete`, { method: 'DELETE' })).status).toBe(200);
      expect((await installer.json(`/fleet/api/sites/${south.id}`)).status).toBe(404);
      expect((await installer.json<{ rows: { name: string }[] }>('/fleet/api/overview')).body.rows.map((row) => row.name)).toEqual(['North depot']);

      const { entries } = (await installer.json<{ entries: { action: string; target: string; detail: string; result: string }[] }>('/fleet/api/audit?action=site.add&action=site.remove&action=sites.import&action=sites.export')).body;
      expect(entries.map((entry) => `${entry.action} ${entry.target} ${entry.detail}`.trim()).reverse()).toEqual([
        `site.add North depot 127.0.0.1`,
        'sites.import  2 added, 4 lines refused (lines 4, 5, 6, 7)',
        'sites.export  3 sites',
        'site.remove East depot history kept',
        'site.remove South depot history deleted',
      ]);

      // Restarted without --fleet: the database holds sites, so fleet mode it is.
      await server.close();
      server = await startFleetConsole({ ...options, distDir: dist.dir, fleet: false });
      expect((await new FleetBrowser(server).json('/fleet/api/state')).body).toEqual({ setUp: true });
    } finally {
      await server.close();
      await Promise.all(appliances.map((appliance) => appliance.close()));
    }
  });

  it('plain npm start (no --fleet, no sites) has no fleet calls', { timeout: 60_000 }, async () => {
    const server = await startFleetConsole({ ...(await database.fresh()), distDir: dist.dir, fleet: false });
    try {
      const answer = await new FleetBrowser(server).call('/fleet/api/state');
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ detail: 'this Vigil server is not in fleet mode (npm start -- --fleet)' });
    } finally {
      await server.close();
    }
  });
});
