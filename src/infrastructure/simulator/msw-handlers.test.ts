import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { simulatorHandlers } from './msw-handlers';
import { createSimulator } from '../../composition/simulator';
import { INITIALISED_ADMIN_PASSWORD } from './state/accounts';

const BASE = 'http://appliance.test';
const simulator = createSimulator();
const server = setupServer(...simulatorHandlers(simulator, BASE));

function basic(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${btoa(`${user}:${password}`)}`, 'x-requested-with': 'vigil-console' };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => simulator.state.reset(false));
afterAll(() => server.close());

describe('simulator handlers in-process (msw)', () => {
  it('answers the public application info of a fresh appliance without product code', async () => {
    const response = await fetch(`${BASE}/api/application`);
    const info = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(200);
    expect(info).toMatchObject({ id: 1, name: 'Vigil Appliance', title: 'Vigil Appliance' });
    expect(info).not.toHaveProperty('product-code');
  });

  it('runs the first-run flow: product code, new password, then the default login no longer works', async () => {
    expect(await (await fetch(`${BASE}/api/login/default`)).json()).toEqual({ default: true });
    const product = await fetch(`${BASE}/api/license/product?code=abcd-efgh-ijkl-mnop-qrst-uvwx-1234`, { method: 'POST', headers: basic('admin', '') });
    expect(product.status).toBe(200);
    const password = await fetch(`${BASE}/api/login/password`, { method: 'POST', headers: { ...basic('admin', ''), 'content-type': 'application/json' }, body: JSON.stringify({ password: 'n3w' }) });
    expect(password.status).toBe(200);
    expect(await (await fetch(`${BASE}/api/login/default`)).json()).toEqual({ default: false });
    expect((await fetch(`${BASE}/api/login?user=admin&password=`)).status).toBe(404);
    expect(await (await fetch(`${BASE}/api/login?user=admin&password=n3w`)).json()).toEqual({ root: true });
    const info = (await (await fetch(`${BASE}/api/application`)).json()) as Record<string, unknown>;
    expect(info['product-code']).toBe('ABCDEFGHIJKLMNOPQRSTUVWX1234');
  });

  it('serves the simulator controls through the same handlers', async () => {
    await fetch(`${BASE}/__simulator/reset`, { method: 'POST', body: JSON.stringify({ initialised: true }) });
    const state = (await (await fetch(`${BASE}/__simulator/state`)).json()) as Record<string, unknown>;
    expect(state.initialised).toBe(true);
    expect((await fetch(`${BASE}/api/login?user=admin&password=${INITIALISED_ADMIN_PASSWORD}`)).status).toBe(200);
  });

  it('refuses a protected call without credentials and without a browser challenge for the console', async () => {
    const response = await fetch(`${BASE}/api/license/status`, { headers: { 'x-requested-with': 'vigil-console' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBeNull();
  });
});
