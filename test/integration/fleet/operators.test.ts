import { afterAll, describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../../src/infrastructure/node/sign-in-throttle';
import { createTemporaryDist } from '../console-server/support/temporary-dist';
import { databasesUnderTest } from '../../support/databases-under-test';
import { FleetBrowser, movableClock, startFleetConsole } from '../../support/fleet-console';

const dist = createTemporaryDist();
afterAll(() => dist.remove());

const FIRST = { name: 'claire', password: 'Fleet-pass-1' };
const VIEWER = { name: 'victor', password: 'Viewer-pass-2' };

/** The calls a viewer may make although they are not GETs: signing in and out, the first run (refused anyway once set up), a comparison (read only, audited). */
const NOT_CHANGES = new Set(['POST /fleet/api/setup', 'POST /fleet/api/session', 'DELETE /fleet/api/session', 'POST /fleet/api/compare']);

describe.each(databasesUnderTest())('fleet operators over real HTTP on the $kind database', (database) => {
  it('the first run makes the first installer; sessions are HttpOnly SameSite cookies that expire on the server; a viewer changes nothing; every action is audited', { timeout: 180_000 }, async () => {
    const clock = movableClock();
    const server = await startFleetConsole({ ...(await database.fresh()), distDir: dist.dir, now: clock.now });
    try {
      const installer = new FleetBrowser(server);
      expect((await installer.json('/fleet/api/state')).body).toEqual({ setUp: false });
      // Not signed in: nothing but the state.
      expect((await installer.json('/fleet/api/overview')).body).toMatchObject({ code: 'FLEET.NOT_SIGNED_IN' });

      // A changing call without the pages' header, or from another site, is refused before anything.
      const bare = await fetch(new URL('/fleet/api/setup', server.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(FIRST) });
      expect(bare.status).toBe(403);
      expect((await installer.call('/fleet/api/setup', { method: 'POST', body: FIRST, headers: { Origin: 'http://evil.example' } })).status).toBe(403);

      const weak = await installer.json<{ code: string; fields: Record<string, unknown> }>('/fleet/api/setup', { method: 'POST', body: { name: 'claire', password: 'short' } });
      expect(weak.status).toBe(400);
      expect(weak.body.code).toBe('FORM.INVALID');
      expect(Object.keys(weak.body.fields)).toEqual(['password']);

      const setUp = await installer.call('/fleet/api/setup', { method: 'POST', body: FIRST });
      expect(setUp.status).toBe(200);
      const cookie = setUp.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^vigil_operator=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
      expect(await setUp.json()).toMatchObject({ operator: { name: 'claire', role: 'installer' } });
      expect((await installer.json('/fleet/api/state')).body).toMatchObject({ setUp: true, operator: { name: 'claire', role: 'installer' } });

      // A second first run is refused, even by someone else.
      const intruder = new FleetBrowser(server);
      expect((await intruder.json('/fleet/api/setup', { method: 'POST', body: { name: 'mallory', password: 'Mallory-pass-1' } })).body).toMatchObject({ code: 'FLEET.ALREADY_SET_UP' });

      const added = await installer.json<{ operator: { id: string } }>('/fleet/api/operators', { method: 'POST', body: { ...VIEWER, role: 'viewer' } });
      expect(added.status).toBe(200);
      expect((await installer.json('/fleet/api/operators', { method: 'POST', body: { name: 'VICTOR', password: 'Other-pass-3', role: 'installer' } })).body).toMatchObject({ code: 'FLEET.OPERATOR_NAME_TAKEN' });

      const wrong = await intruder.json('/fleet/api/session', { method: 'POST', body: { name: VIEWER.name, password: 'not-it' } });
      expect(wrong).toMatchObject({ status: 401, body: { code: 'FLEET.SIGN_IN_FAILED' } });
      const unknown = await intruder.json('/fleet/api/session', { method: 'POST', body: { name: 'nobody', password: 'not-it' } });
      expect(unknown).toMatchObject({ status: 401, body: { code: 'FLEET.SIGN_IN_FAILED' } });

      const viewer = new FleetBrowser(server);
      expect((await viewer.json('/fleet/api/session', { method: 'POST', body: VIEWER })).status).toBe(200);
      expect((await viewer.json('/fleet/api/operators')).status).toBe(200);
      expect((await viewer.json('/fleet/api/overview')).status).toBe(200);

      // Every changing call of the fleet's API, as it is registered, is refused to a viewer.
      const changing = server.fleetServer.routes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !NOT_CHANGES.has(`${route.method} ${route.path}`));
      expect(changing.length).toBeGreaterThanOrEqual(9);
      for (const route of changing) {
        const path = route.path.replace(':id', route.path.startsWith('/fleet/api/operators') ? added.body.operator.id : 'any');
        const body = route.path.endsWith('/import') ? { csv: 'name,address,username,password\nx,127.0.0.1,admin,pw\n' } : { name: 'x', role: 'installer', targets: [{ siteId: 'a', document: 'd' }] };
        const answer = await viewer.json(path, { method: route.method, body });
        expect(answer, `${route.method} ${route.path}`).toMatchObject({ status: 403, body: { code: 'FLEET.READ_ONLY' } });
      }
      expect((await installer.json<{ operators: { name: string; role: string }[] }>('/fleet/api/operators')).body.operators).toEqual([
        expect.objectContaining({ name: 'claire', role: 'installer' }),
        expect.objectContaining({ name: 'victor', role: 'viewer' }),
      ]);
      // The last installer stays one.
      const me = (await installer.json<{ operator: { id: string } }>('/fleet/api/state')).body.operator.id;
      expect((await installer.json(`/fleet/api/operators/${me}`, { method: 'PATCH', body: { role: 'viewer' } })).body).toMatchObject({ code: 'FLEET.LAST_INSTALLER' });

      // Idle past the session's life: the server forgets it, whatever the browser still holds.
      clock.advance(11 * 60_000);
      expect((await viewer.json('/fleet/api/overview')).body).toMatchObject({ code: 'FLEET.NOT_SIGNED_IN' });
      expect((await installer.json('/fleet/api/state')).body).toEqual({ setUp: true });

      const again = new FleetBrowser(server);
      expect((await again.json('/fleet/api/session', { method: 'POST', body: FIRST })).status).toBe(200);
      const out = await again.call('/fleet/api/session', { method: 'DELETE' });
      expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
      expect((await again.json('/fleet/api/overview', { headers: { Cookie: cookie.split(';')[0]! } })).status).toBe(401);

      const audit = new FleetBrowser(server);
      expect((await audit.json('/fleet/api/session', { method: 'POST', body: FIRST })).status).toBe(200);
      const { entries } = (await audit.json<{ entries: { action: string; actor: string; result: string; target: string; address: string }[] }>('/fleet/api/audit?limit=100')).body;
      const seen = entries.map((entry) => `${entry.action} ${entry.actor} ${entry.result}`).reverse();
      expect(seen).toEqual([
        'operator.set-up claire succeeded',
        'operator.add claire succeeded',
        'operator.sign-in victor refused',
        'operator.sign-in nobody refused',
        'operator.sign-in victor succeeded',
        'operator.sign-in claire succeeded',
        'operator.sign-out claire succeeded',
        'operator.sign-in claire succeeded',
      ]);
      expect(entries.every((entry) => entry.address === '127.0.0.1' || entry.address === '::ffff:127.0.0.1')).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('after the free failures, an address waits (429 with Retry-After), as the appliance sign-in does', { timeout: 60_000 }, async () => {
    const server = await startFleetConsole({ ...(await database.fresh()), distDir: dist.dir, throttle: new SignInThrottle({ freeFailures: 2, baseDelayMs: 60_000 }) });
    try {
      const browser = new FleetBrowser(server);
      expect((await browser.json('/fleet/api/setup', { method: 'POST', body: FIRST })).status).toBe(200);
      const attempt = () => new FleetBrowser(server).json<{ code: string }>('/fleet/api/session', { method: 'POST', body: { name: FIRST.name, password: 'wrong-one' } });
      expect((await attempt()).status).toBe(401);
      expect((await attempt()).status).toBe(401);
      const third = await new FleetBrowser(server).call('/fleet/api/session', { method: 'POST', body: FIRST });
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await third.json()).toMatchObject({ code: 'AUTH.TOO_MANY_SIGN_INS' });
    } finally {
      await server.close();
    }
  });
});
