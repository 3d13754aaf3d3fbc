import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applySignature } from '../../../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { DEFAULT_CONFIGURATION_SALT } from '../../../src/infrastructure/settings/configuration-salt';
import { at, consoleHeaders, getJson, postJson } from './support/appliance-http';

const hash = new NodeMd5Adapter();
const folders: string[] = [];
let running: RunningSimulator | undefined;

function dataFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'vigil-simulator-'));
  folders.push(folder);
  return join(folder, 'data');
}

afterEach(async () => {
  await running?.close();
  running = undefined;
  for (const folder of folders.splice(0)) {
    rmSync(folder, { recursive: true, force: true });
  }
});

describe('simulated appliance with a data folder', () => {
  it('keeps product code, password, licence and configuration across a restart', async () => {
    const dataDir = dataFolder();
    running = await startSimulatorServer({ port: 0, dataDir, salt: DEFAULT_CONFIGURATION_SALT });
    const url = (path: string): string => at(running!.url, path);
    await fetch(url('/api/license/product?code=ABCDEFGHIJKLMNOPQRSTUVWX1234'), { method: 'POST', headers: consoleHeaders('admin', '') });
    await postJson(url('/api/login/password'), { password: 'Kept-1' }, consoleHeaders('admin', ''));
    const headers = consoleHeaders('admin', 'Kept-1');
    await postJson(url('/api/license/activation'), {}, headers);
    const stored = await (await fetch(url('/api/configuration'), { headers })).text();
    const edited = applySignature(stored.replace('<title>Vigil Appliance</title>', '<title>Depot</title>'), DEFAULT_CONFIGURATION_SALT, (text) => hash.md5(text));
    expect((await fetch(url('/api/configuration'), { method: 'POST', headers: { ...headers, 'content-type': 'text/xml' }, body: edited })).status).toBe(200);
    await running.close();

    expect(readFileSync(join(dataDir, 'configuration.xml'), 'utf8')).toBe(edited);
    running = await startSimulatorServer({ port: 0, dataDir });
    const again = (path: string): string => at(running!.url, path);
    expect((await getJson(again('/api/application'))).body).toMatchObject({ 'product-code': 'ABCDEFGHIJKLMNOPQRSTUVWX1234', title: 'Depot' });
    expect((await getJson(again('/api/login/default'))).body).toEqual({ default: false });
    expect((await getJson(again('/api/license/status'), headers)).body.status).toBe('activated');
    expect(await (await fetch(again('/api/configuration'), { headers })).text()).toBe(edited);
  });

  it('writes the seeded state at first start and starts again from it after a reset', async () => {
    const dataDir = dataFolder();
    running = await startSimulatorServer({ port: 0, dataDir, initialised: true });
    expect(JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8'))).toMatchObject({ version: 2, status: 'started' });
    await postJson(at(running.url, '/__simulator/reset'), { initialised: false });
    await running.close();
    running = await startSimulatorServer({ port: 0, dataDir, initialised: true });
    expect((await getJson(at(running.url, '/api/login/default'))).body).toEqual({ default: true });
  });

  it('refuses a damaged data folder with a clear error', async () => {
    const dataDir = dataFolder();
    running = await startSimulatorServer({ port: 0, dataDir });
    await running.close();
    running = undefined;
    writeFileSync(join(dataDir, 'state.json'), '{"version": 1, "accounts": "nobody"}');
    await expect(startSimulatorServer({ port: 0, dataDir })).rejects.toThrow('invalid simulator data: accounts must be a list');
    writeFileSync(join(dataDir, 'state.json'), '{ not json');
    await expect(startSimulatorServer({ port: 0, dataDir })).rejects.toThrow(/invalid simulator data: .*state\.json is not JSON/);
  });
});
