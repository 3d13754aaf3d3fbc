import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { at, consoleHeaders, getJson, postJson } from './support/appliance-http';

let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);

beforeAll(async () => {
  // What `npm start -- --fresh` starts.
  server = await startSimulatorServer({ port: 0, site: 'empty' });
});
afterAll(() => server.close());

const count = (xml: string, element: string): number => xml.split(`<${element}>`).length - 1;

describe('a freshly installed simulated appliance (--fresh)', () => {
  it('is at its first run and holds no device, only the Administrators group, one default store and the controller', async () => {
    expect((await getJson(url('/__simulator/state'))).body).toMatchObject({ initialised: false, defaultCredentials: true, site: 'empty', accounts: [{ name: 'admin', root: true }] });
    expect((await getJson(url('/api/login/default'))).body).toEqual({ default: true });
    const document = await (await fetch(url('/api/configuration'), { headers: consoleHeaders('admin', '') })).text();
    expect(count(document, 'device')).toBe(0);
    expect(count(document, 'group')).toBe(1);
    expect(count(document, 'store')).toBe(2); // the one store of the parameters, and the controller's store reference
    expect(count(document, 'gate')).toBe(0);
    expect(count(document, 'calendar')).toBe(0);
    expect(count(document, 'contact')).toBe(0);
    // The configuration model reads it.
    expect(server.simulator.state.configuration()).not.toBeNull();
  });

  it('goes back to the empty site on reset, and to the demonstration site when the reset names it', async () => {
    await postJson(url('/__simulator/reset'), { initialised: true, site: 'sample' });
    expect((await getJson(url('/__simulator/state'))).body.site).toBe('sample');
    expect(count(await (await fetch(url('/__simulator/configuration'))).text(), 'device')).toBeGreaterThan(0);
    await postJson(url('/__simulator/reset'), {});
    expect((await getJson(url('/__simulator/state'))).body.site).toBe('empty');
    expect(count(await (await fetch(url('/__simulator/configuration'))).text(), 'device')).toBe(0);
    expect((await postJson(url('/__simulator/reset'), { site: 'demo' })).body.detail).toBe('/__simulator/reset: "site" must be one of sample, empty');
  });
});
