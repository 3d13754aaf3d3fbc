import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { SEED_PRODUCT_CODE } from '../../../src/infrastructure/simulator/state/licence';
import { at, basic, consoleHeaders, getJson, postJson } from './support/appliance-http';

let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);
const admin = (): Record<string, string> => consoleHeaders('admin', '');

beforeAll(async () => {
  server = await startSimulatorServer({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), { initialised: false });
});
afterAll(() => server.close());

describe('simulated appliance over HTTP: application and sign-in', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('answers application info without product code until initialised', async () => {
    const { status, body } = await getJson(url('/api/application'));
    expect(status).toBe(200);
    expect(body).toEqual({ id: 1, name: 'Vigil Appliance', version: '7.2.0', label: 'Vigil Appliance 7.2.0', title: 'Vigil Appliance' });
    await postJson(url('/__simulator/reset'), { initialised: true });
    expect((await getJson(url('/api/application'))).body['product-code']).toBe(SEED_PRODUCT_CODE);
  });

  it('checks credentials: root for admin, not root for operator, 404 for a wrong password or unknown user', async () => {
    expect(await getJson(url('/api/login?user=admin&password='))).toEqual({ status: 200, body: { root: true } });
    expect(await getJson(url('/api/login?user=operator&password=operator'))).toEqual({ status: 200, body: { root: false } });
    expect((await getJson(url('/api/login?user=admin&password=x'))).status).toBe(404);
    expect((await getJson(url('/api/login?user=ghost&password='))).status).toBe(404);
    expect((await getJson(url('/api/login?user=Operator&password=operator'))).status).toBe(404);
    expect((await getJson(url('/api/login'))).status).toBe(404);
  });

  it('reports the default credentials until the administrator changes the password', async () => {
    expect((await getJson(url('/api/login/default'))).body).toEqual({ default: true });
    expect(await postJson(url('/api/login/password'), { password: '' }, admin())).toEqual({ status: 400, body: { result: false, detail: 'password is required' } });
    expect((await postJson(url('/api/login/password'), 'not an object', admin())).status).toBe(400);
    expect((await postJson(url('/api/login/password'), { password: 'S3cret!' }, admin())).status).toBe(200);
    expect((await getJson(url('/api/login/default'))).body).toEqual({ default: false });
    expect((await getJson(url('/api/login?user=admin&password=S3cret!'))).body).toEqual({ root: true });
    expect((await getJson(url('/api/login?user=admin&password='))).status).toBe(404);
  });

  it('refuses protected calls without valid credentials, with a browser challenge only for non-console callers', async () => {
    const plain = await fetch(url('/api/application/status'));
    expect(plain.status).toBe(401);
    expect(plain.headers.get('www-authenticate')).toBe('Basic realm="vigil"');
    const fromConsole = await fetch(url('/api/application/status'), { headers: consoleHeaders('admin', 'wrong') });
    expect(fromConsole.status).toBe(401);
    expect(fromConsole.headers.get('www-authenticate')).toBeNull();
    expect((await fetch(url('/api/application/status'), { headers: { authorization: 'Basic %%%' } })).status).toBe(401);
  });

  it('answers the application status', async () => {
    expect(await getJson(url('/api/application/status'), admin())).toEqual({ status: 200, body: { status: 'started' } });
  });

  it('answers 404 with a JSON detail for an unknown call', async () => {
    const { status, body } = await getJson(url('/api/nothing-here'));
    expect(status).toBe(404);
    expect(body.result).toBe(false);
  });
});

describe('simulated appliance over HTTP: product code and licence', () => {
  const product = (code: string, headers = admin()): Promise<Response> => fetch(url(`/api/license/product?code=${encodeURIComponent(code)}`), { method: 'POST', headers });

  it('sets a 28-character product code, ignoring spaces and dashes, case-insensitively', async () => {
    expect((await product('abcd-efgh ijkl-mnop qrst-uvwx-5678')).status).toBe(200);
    expect((await getJson(url('/api/license/status'), admin())).body).toEqual({ 'product-code': 'ABCDEFGHIJKLMNOPQRSTUVWX5678', status: 'deactivated', devices: 0 });
  });

  it.each(['', 'ABCDEFGHIJKLMNOPQRSTUVWX567', 'ABCDEFGHIJKLMNOPQRSTUVWX56789', 'ABCDEFGHIJKLMNOPQRSTUVWX56!8'])('answers 400 "invalid product code" for %j', async (code) => {
    const response = await product(code);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ result: false, detail: 'invalid product code' });
    expect((await getJson(url('/api/application'))).body).not.toHaveProperty('product-code');
  });

  it('keeps licence calls for root accounts', async () => {
    expect((await product('ABCDEFGHIJKLMNOPQRSTUVWX5678', consoleHeaders('operator', 'operator'))).status).toBe(403);
    expect((await getJson(url('/api/license/status'), consoleHeaders('operator', 'operator'))).status).toBe(403);
  });

  it('activates the licence once a product code is set; a new code deactivates it', async () => {
    expect((await postJson(url('/api/license/activation'), {}, admin())).status).toBe(400);
    await product('ABCDEFGHIJKLMNOPQRSTUVWX5678');
    expect(await postJson(url('/api/license/activation'), {}, admin())).toEqual({ status: 200, body: { result: true, detail: 'license activated' } });
    expect((await getJson(url('/api/license/status'), admin())).body).toEqual({
      'product-code': 'ABCDEFGHIJKLMNOPQRSTUVWX5678', status: 'activated', type: 'normal', devices: 16, 'cloud-data': 0, days: 365, expirated: false,
    });
    await product('ZZZZEFGHIJKLMNOPQRSTUVWX5678');
    expect((await getJson(url('/api/license/status'), admin())).body.status).toBe('deactivated');
  });

  it('is initialised after the first-run flow, and an initialised seed needs its own password', async () => {
    await product('ABCDEFGHIJKLMNOPQRSTUVWX5678');
    await postJson(url('/api/login/password'), { password: 'N3w-pass' }, admin());
    expect((await getJson(url('/__simulator/state'))).body.initialised).toBe(true);
    await postJson(url('/__simulator/reset'), { initialised: true });
    expect((await getJson(url('/api/login/default'))).body).toEqual({ default: false });
    expect((await fetch(url('/api/license/status'), { headers: basic('admin', INITIALISED_ADMIN_PASSWORD) })).status).toBe(200);
  });
});
