import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { CONFIGURATION_SAVE_FAILURE, FAULT_KEYS } from '../../../src/infrastructure/simulator/state/fault-registry';
import { at, consoleHeaders, getJson, postJson } from './support/appliance-http';

let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0 });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), {});
});
afterAll(() => server.close());

describe('simulator faults', () => {
  it('adds latency to every /api call', async () => {
    await postJson(url('/__simulator/faults'), { api: { latencyMs: 300 } });
    const started = performance.now();
    expect((await getJson(url('/api/application'))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers every /api call with a 5xx status, the controls still answering', async () => {
    await postJson(url('/__simulator/faults'), { api: { status5xx: 502 } });
    expect(await getJson(url('/api/application'))).toEqual({ status: 502, body: { result: false, detail: 'simulated server error' } });
    await postJson(url('/__simulator/faults'), { api: { status5xx: true } });
    expect((await getJson(url('/api/login/default'))).status).toBe(500);
    expect((await getJson(url('/__simulator/state'))).body.faults).toMatchObject({ api: { status5xx: true } });
    await postJson(url('/__simulator/faults'), { api: { status5xx: false } });
    expect((await getJson(url('/api/application'))).status).toBe(200);
  });

  it('simulates an appliance that does not answer: the call hangs, then gets 503', async () => {
    await postJson(url('/__simulator/faults'), { api: { unavailable: true, unavailableDelayMs: 400 } });
    const started = performance.now();
    const response = await fetch(url('/api/application'));
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('lets a caller give up on a hanging call', async () => {
    await postJson(url('/__simulator/faults'), { api: { unavailable: true, unavailableDelayMs: 60_000 } });
    await expect(fetch(url('/api/application'), { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    await postJson(url('/__simulator/faults'), { api: { unavailable: false } });
    expect((await getJson(url('/api/application'))).status).toBe(200);
  });

  it('refuses to store a posted configuration, with a detail, while every other call works', async () => {
    const auth = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
    await postJson(url('/__simulator/reset'), { initialised: true });
    const document = await (await fetch(url('/api/configuration?uncrypted'), { headers: auth })).text();
    const stored = await (await fetch(url('/__simulator/configuration'))).text();
    const post = () => fetch(url('/api/configuration'), { method: 'POST', headers: { ...auth, 'content-type': 'text/xml' }, body: document });

    await postJson(url('/__simulator/faults'), { configuration: { saveFails: true } });
    const refused = await post();
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ result: false, detail: CONFIGURATION_SAVE_FAILURE });
    expect((await fetch(url('/api/configuration'), { headers: auth })).status).toBe(200);
    expect(await (await fetch(url('/__simulator/configuration'))).text()).toBe(stored);

    await postJson(url('/__simulator/faults'), { configuration: { saveFails: 'disk is read-only' } });
    expect(await (await post()).json()).toEqual({ result: false, detail: 'disk is read-only' });
    await postJson(url('/__simulator/faults'), { configuration: { saveFails: false } });
    expect((await post()).status).toBe(200);
  });

  it('refuses malformed fault values, unknown areas and unknown keys with a message, changing nothing, and clears faults on reset', async () => {
    const refused = async (body: unknown): Promise<unknown> => {
      const answer = await postJson(url('/__simulator/faults'), body);
      expect(answer.status).toBe(400);
      return (answer.body as { detail: unknown }).detail;
    };
    expect(await refused({ api: { latencyMs: -5 } })).toBe('/__simulator/faults: "latencyMs" must be a number of milliseconds, 0 or more');
    expect(await refused({ api: { status5xx: 404 } })).toBe('/__simulator/faults: "status5xx" must be true, false or a status from 500 to 599');
    expect(await refused({ api: { unavailable: 'yes' } })).toBe('/__simulator/faults: "unavailable" must be true or false');
    expect(await refused({ clientApi: { failNextRequests: 1.5 } })).toBe('/__simulator/faults: "failNextRequests" must be a whole number, 0 or more');
    expect(await refused({ api: { slow: true } })).toBe('/__simulator/faults: unknown key "slow" in "api": accepted keys are latencyMs, unavailable, unavailableDelayMs, status5xx');
    expect(await refused({ latencyMs: 0 })).toBe(
      '/__simulator/faults: unknown key "latencyMs" in the body: accepted keys are api, configuration, operations, health, devices, clientApi',
    );
    expect(await refused({ health: 5 })).toBe('/__simulator/faults: "health" must be a JSON object');
    expect(await refused([true])).toBe('/__simulator/faults: the body must be a JSON object');
    // A patch with one wrong key changes nothing, not even its valid keys.
    expect(await refused({ api: { latencyMs: 10 }, devices: { discoveryMs: 'soon' } })).toBe('/__simulator/faults: "discoveryMs" must be a number of milliseconds, 0 or more');
    const initial = Object.fromEntries(Object.entries(FAULT_KEYS).map(([area, keys]) => [area, Object.fromEntries(Object.entries(keys).map(([name, { initial }]) => [name, initial]))]));
    expect((await postJson(url('/__simulator/faults'), {})).body.faults).toEqual(initial);
    await postJson(url('/__simulator/faults'), { api: { status5xx: true }, operations: { activationFails: true }, clientApi: { invalidRights: true } });
    await postJson(url('/__simulator/reset'), {});
    expect((await getJson(url('/api/application'))).status).toBe(200);
    expect((await getJson(url('/__simulator/faults'))).body.faults).toEqual(initial);
  });

  it('lists every fault key with its initial value and effect', async () => {
    const { body } = await getJson(url('/__simulator/faults'));
    const keys = (body as { keys: Record<string, Record<string, { effect: string }>> }).keys;
    expect(Object.keys(keys)).toEqual(['api', 'configuration', 'operations', 'health', 'devices', 'clientApi']);
    expect(keys.operations!.tunnelListFailures).toEqual({ initial: 0, effect: 'the next n `GET /api/tunnels` answer 503' });
  });

  it('drives the client interface from the same registry and the same control', async () => {
    await postJson(url('/__simulator/reset'), { initialised: true });
    const auth = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
    await postJson(url('/__simulator/faults'), { clientApi: { failNextRequests: 2 } });
    expect((await fetch(url('/api/rights'), { headers: auth })).status).toBe(503);
    expect((await getJson(url('/__simulator/faults'))).body.faults).toMatchObject({ clientApi: { failNextRequests: 1 } });
    expect((await fetch(url('/api/rights'), { headers: auth })).status).toBe(503);
    expect((await fetch(url('/api/rights'), { headers: auth })).status).toBe(200);
    await postJson(url('/__simulator/faults'), { clientApi: { invalidRights: true } });
    expect(await (await fetch(url('/api/rights'), { headers: auth })).json()).toEqual([]);
    await postJson(url('/__simulator/client-api/reset'), {});
    expect((await getJson(url('/__simulator/faults'))).body.faults).toMatchObject({ clientApi: { invalidRights: false } });
  });
});
