import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { CONFIGURATION_SAVE_FAILURE } from '../../../src/infrastructure/simulator/state/faults';
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
    await postJson(url('/__simulator/faults'), { latencyMs: 300 });
    const started = performance.now();
    expect((await getJson(url('/api/application'))).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers every /api call with a 5xx status, the controls still answering', async () => {
    await postJson(url('/__simulator/faults'), { status5xx: 502 });
    expect(await getJson(url('/api/application'))).toEqual({ status: 502, body: { result: false, detail: 'simulated server error' } });
    await postJson(url('/__simulator/faults'), { status5xx: true });
    expect((await getJson(url('/api/login/default'))).status).toBe(500);
    expect((await getJson(url('/__simulator/state'))).body.faults).toMatchObject({ status5xx: true });
    await postJson(url('/__simulator/faults'), { status5xx: false });
    expect((await getJson(url('/api/application'))).status).toBe(200);
  });

  it('simulates an appliance that does not answer: the call hangs, then gets 503', async () => {
    await postJson(url('/__simulator/faults'), { unavailable: true, unavailableDelayMs: 400 });
    const started = performance.now();
    const response = await fetch(url('/api/application'));
    expect(response.status).toBe(503);
    expect(performance.now() - started).toBeGreaterThanOrEqual(380);
  });

  it('lets a caller give up on a hanging call', async () => {
    await postJson(url('/__simulator/faults'), { unavailable: true, unavailableDelayMs: 60_000 });
    await expect(fetch(url('/api/application'), { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    await postJson(url('/__simulator/faults'), { unavailable: false });
    expect((await getJson(url('/api/application'))).status).toBe(200);
  });

  it('refuses to store a posted configuration, with a detail, while every other call works', async () => {
    const auth = consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
    await postJson(url('/__simulator/reset'), { initialised: true });
    const document = await (await fetch(url('/api/configuration?uncrypted'), { headers: auth })).text();
    const stored = await (await fetch(url('/__simulator/configuration'))).text();
    const post = () => fetch(url('/api/configuration'), { method: 'POST', headers: { ...auth, 'content-type': 'text/xml' }, body: document });

    await postJson(url('/__simulator/faults'), { configurationSaveFails: true });
    const refused = await post();
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ result: false, detail: CONFIGURATION_SAVE_FAILURE });
    expect((await fetch(url('/api/configuration'), { headers: auth })).status).toBe(200);
    expect(await (await fetch(url('/__simulator/configuration'))).text()).toBe(stored);

    await postJson(url('/__simulator/faults'), { configurationSaveFails: 'disk is read-only' });
    expect(await (await post()).json()).toEqual({ result: false, detail: 'disk is read-only' });
    await postJson(url('/__simulator/faults'), { configurationSaveFails: false });
    expect((await post()).status).toBe(200);
  });

  it('refuses malformed fault values and unknown keys with a message, changing nothing, and clears faults on reset', async () => {
    expect(await postJson(url('/__simulator/faults'), { latencyMs: -5 })).toEqual({ status: 400, body: { result: false, detail: '/__simulator/faults: "latencyMs" must be a number of milliseconds, 0 or more' } });
    expect((await postJson(url('/__simulator/faults'), { status5xx: 404 })).body.detail).toBe('/__simulator/faults: "status5xx" must be true, false or a status from 500 to 599');
    expect((await postJson(url('/__simulator/faults'), { unavailable: 'yes' })).body.detail).toBe('/__simulator/faults: "unavailable" must be true or false');
    expect((await postJson(url('/__simulator/faults'), { slow: true })).body.detail).toBe(
      '/__simulator/faults: unknown key "slow" in the body: accepted keys are unavailable, unavailableDelayMs, latencyMs, status5xx, configurationSaveFails',
    );
    expect((await postJson(url('/__simulator/faults'), [true])).body.detail).toBe('/__simulator/faults: the body must be a JSON object');
    const { body } = await postJson(url('/__simulator/faults'), {});
    expect(body.faults).toEqual({ unavailable: false, unavailableDelayMs: 3000, latencyMs: 0, status5xx: false, configurationSaveFails: false });
    await postJson(url('/__simulator/faults'), { status5xx: true });
    await postJson(url('/__simulator/reset'), {});
    expect((await getJson(url('/api/application'))).status).toBe(200);
  });
});
