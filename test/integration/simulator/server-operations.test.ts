import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readPersistentMultipart } from '../../../src/infrastructure/stream/persistent-multipart-stream';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { at, consoleHeaders, getJson, postJson } from './support/appliance-http';

let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);
const admin = (): Record<string, string> => consoleHeaders('admin', INITIALISED_ADMIN_PASSWORD);
const status = async (): Promise<unknown> => (await getJson(url('/api/application/status'), admin())).body['status'];

beforeAll(async () => {
  server = await startSimulatorServer({ host: '127.0.0.1', port: 0 });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), { initialised: true });
  await postJson(url('/__simulator/faults'), { operations: { transitionMs: 200, reloadMs: 300, updateStepMs: 5 } });
});
afterAll(async () => {
  await postJson(url('/__simulator/reset'), { initialised: true });
  await server.close();
});

describe('simulated appliance over HTTP: server lifecycle', () => {
  it('stops through stopping and starts through starting', async () => {
    // A wide window, so that the status polls see the transient states even on a loaded machine.
    await postJson(url('/__simulator/faults'), { operations: { transitionMs: 1500 } });
    const stopping = postJson(url('/api/application/stop'), {}, admin());
    await expect.poll(status).toBe('stopping');
    expect(await stopping).toEqual({ status: 200, body: { result: true } });
    expect(await status()).toBe('stopped');

    const starting = postJson(url('/api/application/start'), {}, admin());
    await expect.poll(status).toBe('starting');
    expect(await starting).toEqual({ status: 200, body: { result: true } });
    expect(await status()).toBe('started');
  });

  it('refuses a stop when told to, with a detail, and goes back to started', async () => {
    await postJson(url('/__simulator/faults'), { operations: { stopFails: 'camera 3 is exporting' } });
    expect(await postJson(url('/api/application/stop'), {}, admin())).toEqual({ status: 500, body: { result: false, detail: 'camera 3 is exporting' } });
    expect(await status()).toBe('started');
  });

  it('refuses a start when told to and stays stopped', async () => {
    await postJson(url('/api/application/stop'), {}, admin());
    await postJson(url('/__simulator/faults'), { operations: { startFails: true } });
    const answer = await postJson(url('/api/application/start'), {}, admin());
    expect(answer.status).toBe(500);
    expect(answer.body['detail']).toBe('no storage available');
    expect(await status()).toBe('stopped');
  });

  it('reloads only a stopped server, which then misses pings for a while', async () => {
    expect(await postJson(url('/api/application/reload'), {}, admin())).toEqual({ status: 409, body: { result: false, detail: 'server must be stopped' } });
    await postJson(url('/api/application/stop'), {}, admin());
    expect((await postJson(url('/api/application/reload'), {}, admin())).status).toBe(200);
    expect((await getJson(url('/api/ping'))).status).toBe(503);
    await expect.poll(async () => (await getJson(url('/api/ping'))).status, { timeout: 5000 }).toBe(200);
  });

  it('needs a root account', async () => {
    expect((await postJson(url('/api/application/stop'), {}, consoleHeaders('operator', 'operator'))).status).toBe(403);
    expect((await postJson(url('/api/application/stop'), {}, consoleHeaders('admin', 'wrong'))).status).toBe(401);
  });
});

describe('simulated appliance over HTTP: licence activation failure', () => {
  it('refuses activation when the licence server is told to, then activates', async () => {
    await postJson(url('/__simulator/faults'), { operations: { activationFails: true } });
    const refused = await postJson(url('/api/license/activation'), {}, admin());
    expect(refused.status).toBe(502);
    expect(String(refused.body['detail'])).toContain('unable to activate license');
    await postJson(url('/__simulator/faults'), { operations: { activationFails: false } });
    expect((await postJson(url('/api/license/activation'), {}, admin())).body['result']).toBe(true);
    expect((await getJson(url('/api/license/status'), admin())).body['status']).toBe('activated');
  });
});

async function install(query: string): Promise<unknown[]> {
  const parts: unknown[] = [];
  for await (const part of readPersistentMultipart({ reconnect: false, open: (signal) => fetch(url(`/api/update?${query}`), { method: 'POST', headers: admin(), signal }) })) {
    parts.push(JSON.parse(part.text()));
  }
  return parts;
}

describe('simulated appliance over HTTP: updates', () => {
  it('offers 7.3.0 over 7.2.0 and refuses to install while the server runs', async () => {
    expect((await postJson(url('/api/update?action=check'), {}, admin())).body).toEqual({ current: '7.2.0', available: '7.3.0' });
    expect(await postJson(url('/api/update?action=download'), {}, admin())).toEqual({ status: 409, body: { result: false, detail: 'server must be stopped' } });
  });

  it('streams progress up to completion, after which the appliance is up to date', async () => {
    await postJson(url('/api/application/stop'), {}, admin());
    const parts = await install('action=download');
    const progress = parts.filter((part) => (part as { type: string }).type === 'progress').map((part) => (part as { value: number }).value);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(parts.at(-1)).toEqual({ type: 'complete', version: '7.3.0' });
    expect((await getJson(url('/api/application'))).body['version']).toBe('7.3.0');
    expect(await postJson(url('/api/update?action=download'), {}, admin())).toEqual({ status: 409, body: { result: false, detail: 'already up to date' } });
    expect((await install('action=download&force=true')).at(-1)).toEqual({ type: 'complete', version: '7.3.0' });
  });

  it('ends with failed to install when told to, and says when no version is available', async () => {
    await postJson(url('/api/application/stop'), {}, admin());
    await postJson(url('/__simulator/faults'), { operations: { updateFails: true } });
    expect((await install('action=download')).at(-1)).toEqual({ type: 'error', detail: 'failed to install' });
    await postJson(url('/__simulator/operations'), { update: { available: null } });
    expect(await postJson(url('/api/update?action=download'), {}, admin())).toEqual({ status: 404, body: { result: false, detail: 'no version available' } });
    expect((await postJson(url('/api/update?action=check'), {}, admin())).body).toEqual({ current: '7.2.0', available: null });
  });
});

describe('simulated appliance over HTTP: remote-access tunnels', () => {
  const expiration = new Date(Date.now() + 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

  it('opens, lists and closes a tunnel', async () => {
    expect((await getJson(url('/api/tunnels'), admin())).body).toEqual([]);
    const opened = await postJson(url('/api/tunnel?protocol=https'), { defined: true, host: '192.168.1.20', port: 443, expiration }, admin());
    expect(opened.status).toBe(200);
    const list = (await getJson(url('/api/tunnels'), admin())).body as unknown as Array<Record<string, unknown>>;
    expect(list).toEqual([{ protocol: 'https', host: '192.168.1.20', port: 443, expiration, remote: expect.stringMatching(/^relay\.vigil\.example:\d+$/) }]);
    expect((await postJson(url('/api/tunnel?protocol=https'), { defined: false, host: '192.168.1.20', port: 443 }, admin())).status).toBe(200);
    expect((await getJson(url('/api/tunnels'), admin())).body).toEqual([]);
    expect((await postJson(url('/api/tunnel?protocol=https'), { defined: false, host: '192.168.1.20', port: 443 }, admin())).status).toBe(404);
  });

  it('refuses an expiration with milliseconds or without Z, a bad port and an unknown protocol', async () => {
    const refuse = async (query: string, body: unknown) => (await postJson(url(`/api/tunnel?${query}`), body, admin())).body['detail'];
    expect(await refuse('protocol=ssh', { defined: true, port: 22, expiration: new Date(Date.now() + 60_000).toISOString() })).toBe('invalid expiration');
    expect(await refuse('protocol=ssh', { defined: true, port: 22, expiration: expiration.replace('Z', '+00:00') })).toBe('invalid expiration');
    expect(await refuse('protocol=ssh', { defined: true, port: 0 })).toBe('invalid port');
    expect(await refuse('protocol=telnet', { defined: true, port: 23 })).toBe('unknown protocol telnet');
  });

  it('replaces the whole list with POST /api/tunnels', async () => {
    expect((await postJson(url('/api/tunnels'), [{ protocol: 'rtsp', port: 554 }, { protocol: 'ssh', port: 22, expiration }], admin())).status).toBe(200);
    const list = (await getJson(url('/api/tunnels'), admin())).body as unknown as Array<Record<string, unknown>>;
    expect(list.map((tunnel) => `${String(tunnel['protocol'])}:${String(tunnel['port'])}`)).toEqual(['rtsp:554', 'ssh:22']);
  });
});

describe('simulated appliance over HTTP: licence fields for demonstrations', () => {
  it('sets any licence state through /__simulator/operations', async () => {
    await postJson(url('/__simulator/operations'), { licence: { status: 'corrupted', type: 'demonstration', devices: 4, cloudData: 30, days: 12, expirated: true } });
    expect((await getJson(url('/api/license/status'), admin())).body).toMatchObject({ status: 'corrupted', type: 'demonstration', devices: 4, 'cloud-data': 30, days: 12, expirated: true });
    // What the controls do not know is refused with a message naming it, and changes nothing.
    expect(await postJson(url('/__simulator/operations'), { licence: { status: 'sleeping' } })).toEqual({
      status: 400, body: { result: false, detail: '/__simulator/operations: "status" must be one of deactivated, activated, corrupted, incompatible, inaccessible' },
    });
    expect((await postJson(url('/__simulator/operations'), { licence: { devices: -1 } })).body.detail).toBe('/__simulator/operations: "devices" must be a whole number, 0 or more');
    expect((await postJson(url('/__simulator/operations'), { licence: { bogus: 1 } })).body.detail).toMatch(/^\/__simulator\/operations: unknown key "bogus" in "licence": accepted keys are status, type,/);
    expect((await getJson(url('/api/license/status'), admin())).body).toMatchObject({ status: 'corrupted', devices: 4 });
  });
});

describe('simulated appliance over HTTP: server status across a restart', () => {
  it('keeps a stopped server stopped, and ends a stop that was under way', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vigil-operations-'));
    try {
      const dataDir = join(folder, 'data');
      let running = await startSimulatorServer({ host: '127.0.0.1', port: 0, dataDir, initialised: true });
      running.simulator.state.faults.set({ operations: { transitionMs: 10 } });
      await postJson(at(running.url, '/api/application/stop'), {}, admin());
      await running.close();
      running = await startSimulatorServer({ host: '127.0.0.1', port: 0, dataDir });
      expect((await getJson(at(running.url, '/api/application/status'), admin())).body['status']).toBe('stopped');

      running.simulator.state.status = 'stopping';
      running.simulator.state.changed();
      await running.close();
      running = await startSimulatorServer({ host: '127.0.0.1', port: 0, dataDir });
      expect((await getJson(at(running.url, '/api/application/status'), admin())).body['status']).toBe('stopped');
      await running.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
