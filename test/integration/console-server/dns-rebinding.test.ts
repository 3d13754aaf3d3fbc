import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type RunningConsoleServer } from '../../../src/composition/node-servers';
import { allowedHostNames } from '../../../src/infrastructure/node/host-name-guard';
import { embeddedDatabaseFolder } from '../../support/embedded-template';
import { startFleetConsole, type FleetConsole } from '../../support/fleet-console';
import { detailOf, rawExchange } from './support/raw-exchange';
import { createTemporaryDist } from './support/temporary-dist';

/**
 * DNS rebinding (docs/security.md): a page on another site gives its own
 * name this server's address, so its script is same-origin with the server
 * and sends what the console's own pages send, with the page's name as
 * `Host`. It holds no credentials, so what it would aim at is what needs
 * none: the default credentials of an appliance before its first run, and
 * a fleet's first operator.
 */
const dist = createTemporaryDist();
const folders: string[] = [];
let firstRun: RunningConsoleServer;
let named: RunningConsoleServer;
let fleet: FleetConsole;

beforeAll(async () => {
  firstRun = await startConsoleServer({ port: 0, distDir: dist.dir });
  named = await startConsoleServer({ port: 0, distDir: dist.dir, allowedHostNames: allowedHostNames(['vigil.acme.lan', '.sites.acme.lan'], []) });
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-rebind-'));
  folders.push(dataDir);
  await embeddedDatabaseFolder(join(dataDir, 'database'));
  fleet = await startFleetConsole({ dataDir, distDir: dist.dir });
}, 120_000);
afterAll(async () => {
  await Promise.all([firstRun?.close(), named?.close(), fleet?.close()]);
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  dist.remove();
});

const portOf = (server: RunningConsoleServer): string => new URL(server.url).port;

/** What a page's script sends to its own origin, `host` being that origin's name. */
const fromPage = (host: string, port: string): Record<string, string> => ({ host: `${host}:${port}`, origin: `http://${host}:${port}`, 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors' });

const DEFAULT_SIGN_IN = '/api/login?user=admin&password=';

describe('the Vigil server answers only to the names it is known by', () => {
  it("refuses a rebinding page's sign-in with the default credentials, and tells how to allow the name", async () => {
    const refused = await rawExchange(firstRun.url, DEFAULT_SIGN_IN, { headers: fromPage('rebind.evil.example', portOf(firstRun)) });
    expect(refused.status).toBe(403);
    expect(detailOf(refused)).toBe('this Vigil server does not answer to the name "rebind.evil.example" (a page on another site can give its own name this server\'s address: DNS rebinding); if that is this server\'s name, start it with --allowed-hosts rebind.evil.example (or set VIGIL_ALLOWED_HOSTS)');
    // The same call from the console's own page, by address or localhost.
    for (const host of ['127.0.0.1', 'localhost']) {
      const answer = await rawExchange(firstRun.url, DEFAULT_SIGN_IN, { headers: fromPage(host, portOf(firstRun)) });
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ root: true });
    }
    // Over plain HTTP a browser's read carries neither Origin nor Sec-Fetch-*: the name alone is judged, whoever asks.
    expect((await rawExchange(firstRun.url, DEFAULT_SIGN_IN, { headers: { host: `rebind.evil.example:${portOf(firstRun)}` } })).status).toBe(403);
  });

  it('answers a page load by an unknown name in plain words, and every area the same', async () => {
    // As a browser loads a page over plain HTTP: no Sec-Fetch-* headers, only what it accepts.
    const page = await rawExchange(firstRun.url, '/admin', { headers: { host: `rebind.evil.example:${portOf(firstRun)}`, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(page.status).toBe(403);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toContain('start it with --allowed-hosts rebind.evil.example');
    for (const path of ['/', '/api/application/info', '/vigil/api/history/versions', '/fleet/api/state', '/__simulator/state']) {
      expect((await rawExchange(firstRun.url, path, { headers: fromPage('rebind.evil.example', portOf(firstRun)) })).status, path).toBe(403);
    }
    // Whatever the path's spelling: an encoded one reaches the same refusal, a dotted one is refused before any guard.
    for (const path of ['/api/%63onfiguration', '/api//configuration', '/API/configuration', '/fleet/api/%73tate']) {
      expect((await rawExchange(firstRun.url, path, { headers: fromPage('rebind.evil.example', portOf(firstRun)) })).status, path).toBe(403);
    }
    for (const path of ['/api/./configuration', '/api/x/../configuration', '/api/%2e%2e/fleet/api/state']) {
      expect((await rawExchange(firstRun.url, path, { headers: fromPage('rebind.evil.example', portOf(firstRun)) })).status, path).toBe(400);
    }
    // A changing call with a body is refused before the body is read.
    const put = await rawExchange(firstRun.url, '/api/configuration', { method: 'PUT', headers: { ...fromPage('rebind.evil.example', portOf(firstRun)), 'content-type': 'text/xml' }, body: '<configuration/>' });
    expect(put.status).toBe(403);
    expect(put.headers.connection).toBe('close');
  });

  it('lets the names an installer allows through, from any client: exact names and a domain with everything below it', async () => {
    const port = portOf(named);
    for (const host of ['vigil.acme.lan', 'VIGIL.ACME.LAN', 'sites.acme.lan', 'north.sites.acme.lan', '10.1.2.3', '[::1]']) {
      expect((await rawExchange(named.url, DEFAULT_SIGN_IN, { headers: fromPage(host, port) })).status, host).toBe(200);
    }
    expect((await rawExchange(named.url, DEFAULT_SIGN_IN, { headers: { host: `vigil.acme.lan:${port}` } })).status).toBe(200);
    for (const host of ['acme.lan', 'evilsites.acme.lan', 'vigil.acme.lan.evil.example']) {
      expect((await rawExchange(named.url, DEFAULT_SIGN_IN, { headers: fromPage(host, port) })).status, host).toBe(403);
    }
  });

  it("refuses a rebinding page's first run of a fleet, which would make it the fleet's first installer", async () => {
    const port = portOf(fleet);
    const body = JSON.stringify({ name: 'mallory', password: 'Rebound-pass-1' });
    const setup = await rawExchange(fleet.url, '/fleet/api/setup', { method: 'POST', headers: { ...fromPage('rebind.evil.example', port), 'content-type': 'application/json', 'x-requested-with': 'vigil-console' }, body });
    expect(setup.status).toBe(403);
    const state = await rawExchange(fleet.url, '/fleet/api/state', { headers: fromPage('127.0.0.1', port) });
    expect(JSON.parse(state.body)).toEqual({ setUp: false });
  });
});
