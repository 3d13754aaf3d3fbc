import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../../../src/composition/node-servers';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { FleetBrowser, siteForm, startAppliances, startFleetConsole } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

const BASIC = `Basic ${Buffer.from('admin:Vigil-admin-1').toString('base64')}`;

/** The appliance's own document, read directly (not through the Vigil server). */
async function documentOf(appliance: RunningSimulator): Promise<string> {
  return (await fetch(new URL('/api/configuration', appliance.url), { headers: { Authorization: BASIC } })).text();
}

/** The status of a POST that declares 2 MB and sends only 64 kB of it (a refusal must come before the rest). */
function declaredTooLarge(url: URL, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'POST', headers: { Cookie: cookie, 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) } }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
      outgoing.destroy();
    });
    outgoing.on('error', reject);
    outgoing.write('x'.repeat(64 * 1024));
  });
}

describe.each(databasesUnderTest())('a site\'s console through the fleet\'s proxy over real HTTP, on the $kind database', (database) => {
  it('reaches each site\'s own appliance with its stored credentials, records saves in that site\'s history by the operator, refuses a viewer\'s changes, an unknown site, and says wrong credentials or silence on that site', { timeout: 240_000 }, async () => {
    const appliances = await startAppliances(3);
    const server = await startFleetConsole({ ...(await database.fresh()), distDir: dist.dir });
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'Fleet-pass-1' } })).status).toBe(200);
      const ids: string[] = [];
      for (const [index, name] of ['North depot', 'South depot', 'East depot'].entries()) {
        const added = await installer.json<{ site: { id: string } }>('/fleet/api/sites', { method: 'POST', body: siteForm(appliances[index]!, name) });
        expect(added.status).toBe(200);
        ids.push(added.body.site.id);
      }
      const [north, south, east] = ids as [string, string, string];

      // Not signed in: nothing reaches the site.
      const anonymous = new FleetBrowser(server);
      expect((await anonymous.json(`/fleet/sites/${north}/api/configuration/online`)).body).toMatchObject({ code: 'FLEET.NOT_SIGNED_IN' });
      expect((await anonymous.call(`/fleet/sites/${north}/api/configuration/online`)).status).toBe(401);

      // The console's sign-in check: whatever the browser sends, the site's stored root credentials are the ones asked.
      const signIn = await installer.json(`/fleet/sites/${north}/api/login?user=nobody&password=nothing`);
      expect(signIn).toMatchObject({ status: 200, body: { root: true } });
      // Opening a site's console gives its name and is in the audit.
      expect((await installer.json(`/fleet/api/sites/${north}/console`)).body).toMatchObject({ site: { id: north, name: 'North depot' }, operator: { name: 'claire', role: 'installer' } });
      const opened = await installer.json<{ entries: { action: string; actor: string; siteId: string }[] }>('/fleet/api/audit?action=site.open');
      expect(opened.body.entries).toEqual([expect.objectContaining({ action: 'site.open', actor: 'claire', siteId: north })]);
      // The site's pages are the console's.
      const page = await installer.call(`/fleet/sites/${north}/admin/configuration`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      // Each site's calls reach its own appliance: the documents are each appliance's own, byte for byte.
      await fetch(new URL('/__simulator/configuration', appliances[1]!.url), { method: 'PUT', headers: { 'Content-Type': 'text/xml' }, body: (await documentOf(appliances[1]!)).replace('</configuration>', '<!-- south --></configuration>') });
      const northDocument = await installer.call(`/fleet/sites/${north}/api/configuration`);
      expect(northDocument.status).toBe(200);
      expect(await northDocument.text()).toBe(await documentOf(appliances[0]!));
      const southDocument = await (await installer.call(`/fleet/sites/${south}/api/configuration`)).text();
      expect(southDocument).toBe(await documentOf(appliances[1]!));
      expect(southDocument).toContain('<!-- south -->');

      // A save through the site's console: accepted by that appliance, kept in that site's history as the operator's.
      const before = await documentOf(appliances[0]!);
      const saved = await installer.call(`/fleet/sites/${north}/api/configuration`, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, rawBody: before });
      expect(saved.status).toBe(200);
      const versions = await installer.json<{ versions: { author: string; source: string }[] }>(`/fleet/sites/${north}/vigil/history/versions`);
      expect(versions.status).toBe(200);
      expect(versions.body.versions.some((version) => version.author === 'claire' && version.source === 'vigil')).toBe(true);
      // South's history holds what it read of South (its document as first seen), nothing saved by anyone.
      const southVersions = await installer.json<{ versions: { author: string; siteId: string }[] }>(`/fleet/sites/${south}/vigil/history/versions`);
      expect(southVersions.body.versions.every((version) => version.author === '' && version.siteId === south)).toBe(true);
      const audit = await installer.json<{ entries: { action: string; actor: string; siteId: string; result: string }[] }>(`/fleet/sites/${north}/vigil/audit`);
      expect(audit.body.entries.find((entry) => entry.action === 'configuration.save')).toMatchObject({ actor: 'claire', siteId: north, result: 'succeeded' });

      // A change is one from this server's pages only.
      const hostile = await installer.call(`/fleet/sites/${north}/api/configuration/online`, { method: 'POST', body: { online: false }, headers: { Origin: 'http://evil.example' } });
      expect(hostile.status).toBe(403);
      // A body over the call's limit (1 MB, as on one appliance) is refused before it is read.
      expect(await declaredTooLarge(new URL(`/fleet/sites/${north}/api/login/password`, server.url), installer.cookie)).toBe(413);

      // A viewer reads the site, and every change of theirs is refused with the reason, the appliance untouched.
      expect((await installer.json('/fleet/api/operators', { method: 'POST', body: { name: 'victor', password: 'Viewer-pass-2', role: 'viewer' } })).status).toBe(200);
      const viewer = new FleetBrowser(server);
      expect((await viewer.json('/fleet/api/session', { method: 'POST', body: { name: 'victor', password: 'Viewer-pass-2' } })).status).toBe(200);
      expect((await viewer.json(`/fleet/sites/${north}/api/configuration/online`)).body).toEqual({ online: true });
      const refused = await viewer.json(`/fleet/sites/${north}/api/configuration/online`, { method: 'POST', body: { online: false } });
      expect(refused).toMatchObject({ status: 403, body: { code: 'FLEET.READ_ONLY' } });
      const refusedSave = await viewer.call(`/fleet/sites/${north}/api/configuration`, { method: 'POST', headers: { 'Content-Type': 'text/xml' }, rawBody: before.replace('</configuration>', '<!-- viewer --></configuration>') });
      expect(refusedSave.status).toBe(403);
      expect(await documentOf(appliances[0]!)).toBe(before);
      expect((await installer.json(`/fleet/sites/${north}/api/configuration/online`)).body).toEqual({ online: true });

      // An unknown site is 404, said so.
      expect(await installer.json('/fleet/sites/no-such-site/api/configuration/online')).toMatchObject({ status: 404, body: { code: 'FLEET.SITE_NOT_FOUND' } });

      // South's root password changed on the appliance: said on South, the other sites go on.
      const changed = await fetch(new URL('/api/login/password', appliances[1]!.url), { method: 'POST', headers: { Authorization: BASIC, 'Content-Type': 'application/json' }, body: JSON.stringify({ password: 'Another-pass-9' }) });
      expect(changed.status).toBe(200);
      const wrong = await installer.json<{ code: string; detail: string }>(`/fleet/sites/${south}/api/configuration/online`);
      expect(wrong).toMatchObject({ status: 502, body: { code: 'FLEET.SITE_CREDENTIALS_REFUSED' } });
      expect(wrong.body.detail).toContain('South depot');
      expect((await installer.json(`/fleet/sites/${south}/api/login?user=admin&password=x`)).body).toMatchObject({ code: 'FLEET.SITE_CREDENTIALS_REFUSED' });
      expect((await installer.json(`/fleet/sites/${north}/api/configuration/online`)).status).toBe(200);
      // South now throttles this address's sign-ins (429): still said as South refusing the stored credentials.
      for (let attempt = 0; attempt < 8; attempt += 1) await fetch(new URL('/api/login?user=admin&password=wrong', appliances[1]!.url));
      expect((await fetch(new URL('/api/login?user=admin&password=wrong', appliances[1]!.url))).status).toBe(429);
      const throttled = await installer.json<{ code: string; detail: string }>(`/fleet/sites/${south}/api/login?user=admin&password=x`);
      expect(throttled).toMatchObject({ status: 502, body: { code: 'FLEET.SITE_CREDENTIALS_REFUSED' } });
      expect(throttled.body.detail).toContain('South depot');

      // East stops answering: said on East.
      await appliances[2]!.close();
      const away = await installer.json<{ code: string; detail: string }>(`/fleet/sites/${east}/api/configuration/online`);
      expect(away).toMatchObject({ status: 502, body: { code: 'FLEET.SITE_UNREACHABLE' } });
      expect(away.body.detail).toContain('East depot');
    } finally {
      await server.close();
      await Promise.all([appliances[0]!.close(), appliances[1]!.close()]);
    }
  });
});
