import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applySignature, hasValidSignature } from '../../../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { at, consoleHeaders, getJson, postJson } from './support/appliance-http';

/**
 * The simulated appliance's accounts are the users of its configuration, as
 * on the real server: the password set at first run is written into the
 * document, and a posted configuration changes who may sign in.
 */
const SALT = 'accounts-salt';
const hash = new NodeMd5Adapter();
const md5 = (text: string): string => hash.md5(text);
let server: RunningSimulator;
const url = (path: string): string => at(server.url, path);

async function login(user: string, password: string): Promise<{ status: number; body: Record<string, unknown> }> {
  return getJson(url(`/api/login?user=${encodeURIComponent(user)}&password=${encodeURIComponent(password)}`));
}

async function configuration(user: string, password: string, query = ''): Promise<string> {
  return (await fetch(url(`/api/configuration${query}`), { headers: consoleHeaders(user, password) })).text();
}

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, salt: SALT });
});
beforeEach(async () => {
  await postJson(url('/__simulator/reset'), { initialised: false });
});
afterAll(async () => {
  await server.close();
});

describe('simulated appliance: accounts are the configuration users', () => {
  it('writes the first-run password into the administrator of the configuration, crypted, dated and signed', async () => {
    const before = await configuration('admin', '');
    expect((await postJson(url('/api/login/password'), { password: 'Site-42' }, consoleHeaders('admin', ''))).status).toBe(200);
    expect((await login('admin', '')).status).toBe(404);
    expect((await login('admin', 'Site-42')).body).toEqual({ root: true });

    const after = await configuration('admin', 'Site-42');
    expect(hasValidSignature(after, SALT, md5)).toBe(true);
    expect(after).not.toContain('Site-42');
    expect(await configuration('admin', 'Site-42', '?uncrypted')).toContain('<password>Site-42</password>');
    // Only the password, the date and the signature changed.
    const changed = after.split('\n').filter((line, index) => line !== before.split('\n')[index]);
    expect(changed).toHaveLength(3);
    expect(changed.map((line) => line.trim().replace(/>.*$/, '>'))).toEqual(['<date>', '<signature>', '<password crypted="1">']);
  });

  it('lets a posted configuration change passwords and who is root', async () => {
    const stored = await configuration('admin', '', '?uncrypted');
    const edited = applySignature(
      stored
        .replace('<password>operator</password>', '<password>Night-shift-7</password>')
        .replace(/(<name>Operators<\/name>\s*<root>)0(<\/root>)/, '$11$2'),
      SALT,
      md5,
    );
    expect(edited).not.toBe(stored);
    const response = await fetch(url('/api/configuration'), { method: 'POST', headers: { ...consoleHeaders('admin', ''), 'content-type': 'text/xml' }, body: edited });
    expect(response.status).toBe(200);
    expect((await login('operator', 'operator')).status).toBe(404);
    expect((await login('operator', 'Night-shift-7')).body).toEqual({ root: true });
  });

  it('keeps the last accounts when the stored document cannot be read', async () => {
    const replaced = await fetch(url('/__simulator/configuration'), { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: '<configuration-file><version>2</version></configuration-file>' });
    expect(replaced.status).toBe(200);
    expect((await login('admin', '')).body).toEqual({ root: true });
    expect((await login('operator', 'operator')).body).toEqual({ root: false });
  });
});

describe('simulated appliance: a data folder of the earlier format', () => {
  const folders: string[] = [];
  let running: RunningSimulator | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('moves the passwords kept beside the configuration (state version 1) into it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'vigil-accounts-'));
    folders.push(folder);
    const dataDir = join(folder, 'data');
    running = await startSimulatorServer({ port: 0, dataDir, salt: SALT });
    await running.close();
    writeFileSync(
      join(dataDir, 'state.json'),
      JSON.stringify({
        version: 1,
        accounts: [{ name: 'admin', password: 'Kept-before', root: true }, { name: 'operator', password: 'operator', root: false }],
        licence: { productCode: 'ABCDEFGHIJKLMNOPQRSTUVWX1234', status: 'deactivated', devices: 0 },
        status: 'started',
      }),
    );
    running = await startSimulatorServer({ port: 0, dataDir, salt: SALT });
    const login = (user: string, password: string) => getJson(at(running!.url, `/api/login?user=${user}&password=${password}`));
    expect((await login('admin', 'Kept-before')).body).toEqual({ root: true });
    expect((await login('admin', '')).status).toBe(404);
    const stored = await (await fetch(at(running.url, '/api/configuration?uncrypted'), { headers: consoleHeaders('admin', 'Kept-before') })).text();
    expect(stored).toContain('<password>Kept-before</password>');
  });
});
