import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, startSimulatorServer, type RunningConsoleServer, type RunningSimulator } from '../../src/composition/node-servers';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import type { SimulatorState } from '../../src/infrastructure/simulator/simulator-state';
import { launchBrowser } from './support/browser';
import { CHROMIUM_ARGS, chromiumPath } from './support/browser-launch';

/**
 * No cross-site change through /api, in a real browser (docs/security.md):
 * the administrator's Chromium keeps Basic credentials for the console (as
 * after its own sign-in dialog), then opens a page served on another port,
 * which tries every way a page may send a change to another site. The
 * browser sends them with the kept credentials (a cross-site read of a call
 * that needs them is answered 200), and every one is refused: nothing
 * changes, on the console server, the simulated appliance alone and the
 * proxy to an appliance.
 */
const distDir = resolve(import.meta.dirname, '../../dist');
let browser: Browser;
let consoleServer: RunningConsoleServer;
let appliance: RunningSimulator;
let upstream: RunningSimulator;
let proxy: RunningConsoleServer;
let hostile: Server;
let hostileOrigin: string;

/** The page on another origin: its script sends the changes to the origin given after `#`, and says when it is done. */
const HOSTILE_PAGE = `<!doctype html><html><head><title>Cheap cameras</title></head><body>
<iframe name="sink" title="sink"></iframe>
<form id="form" method="POST" enctype="text/plain" target="sink"><input name='{"online": false, "force": true, "x": "' value='"}'></form>
<script>
window.attack = (async () => {
  const target = location.hash.slice(1);
  const quietly = (promise) => promise.then(() => 'sent', (error) => String(error));
  const simple = (path, body) => quietly(fetch(target + path, { method: 'POST', mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain' }, ...(body === undefined ? {} : { body }) }));
  const results = [];
  results.push(await simple('/api/configuration/online', '{"online": false, "force": true}'));
  results.push(await simple('/api/application/stop'));
  results.push(await simple('/api/command', '{"command": "shutdown", "arguments": [], "detach": true}'));
  results.push(await simple('/api/login/password', '{"password": "owned"}'));
  results.push(await simple('/api/configuration', 'not a document'));
  results.push(await quietly(fetch(target + '/api/configuration/online', { method: 'PUT', mode: 'no-cors', credentials: 'include', body: new Blob(['{"online": false}']) })));
  results.push(navigator.sendBeacon(target + '/api/application/stop', 'stop'));
  // Not simple: the browser asks first (CORS) and, refused, never sends it.
  results.push(await quietly(fetch(target + '/api/configuration/online', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: '{"online": false, "force": true}' })));
  // A read that needs credentials: answered 200 only if the browser sent the ones it keeps.
  results.push(await quietly(fetch(target + '/api/application/status', { mode: 'no-cors', credentials: 'include' })));
  const form = document.getElementById('form');
  form.action = target + '/api/configuration/online';
  const loaded = new Promise((done) => document.querySelector('iframe').addEventListener('load', done, { once: true }));
  form.submit();
  await Promise.race([loaded, new Promise((done) => setTimeout(done, 3000))]);
  return results;
})();
</script></body></html>`;

beforeAll(async () => {
  browser = await launchBrowser();
  consoleServer = await startConsoleServer({ port: 0, distDir, simulator: { initialised: true } });
  appliance = await startSimulatorServer({ port: 0, initialised: true });
  upstream = await startSimulatorServer({ port: 0, initialised: true });
  proxy = await startConsoleServer({ port: 0, distDir, upstream: upstream.url });
  hostile = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(HOSTILE_PAGE);
  });
  await new Promise<void>((done) => hostile.listen(0, '127.0.0.1', done));
  hostileOrigin = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  hostile?.close();
  await Promise.all([consoleServer?.close(), appliance?.close(), proxy?.close(), upstream?.close()]);
});

const stateOf = (state: SimulatorState) => ({ xml: state.configurationXml(), status: state.status, online: state.health.online, accounts: state.summary()['accounts'] });

describe('a page on another origin', () => {
  for (const which of ['console server', 'simulator server', 'proxy'] as const) {
    it(`cannot change anything through /api of the ${which}, even with the credentials the browser keeps`, async () => {
      const servers = { 'console server': [consoleServer.url, consoleServer.simulator!.state], 'simulator server': [appliance.url, appliance.simulator.state], proxy: [proxy.url, upstream.simulator.state] } as const;
      const [url, state] = servers[which];
      const target = url.replace(/\/$/, '');
      const before = stateOf(state);
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        // The credentials typed once into the browser's own sign-in dialog: kept for the console's origin.
        await page.goto(target.replace('http://', `http://admin:${INITIALISED_ADMIN_PASSWORD}@`) + '/api/application/status');
        expect(await page.textContent('body')).toContain('"status":"started"');

        const answers: { method: string; path: string; status: number }[] = [];
        page.on('response', (response) => {
          const request = response.request();
          if (request.url().startsWith(target)) answers.push({ method: request.method(), path: new URL(request.url()).pathname, status: response.status() });
        });
        await page.goto(`${hostileOrigin}/#${target}`);
        const results = await page.evaluate(() => (window as unknown as { attack: Promise<unknown[]> }).attack);
        expect(results.length).toBe(9);

        // The browser did send the credentials it keeps to this other origin: a read that needs them is answered.
        expect(answers).toContainEqual({ method: 'GET', path: '/api/application/status', status: 200 });
        const changes = answers.filter((answer) => answer.method !== 'GET' && answer.method !== 'OPTIONS');
        // The simple requests, the beacon and the form reached the server, and were refused.
        expect(changes.length).toBeGreaterThanOrEqual(7);
        for (const change of changes) expect(change, JSON.stringify(change)).toMatchObject({ status: 403 });
        expect(stateOf(state)).toEqual(before);
      } finally {
        await context.close();
      }
      // The administrator's own password still opens the appliance.
      const check = await fetch(`${target}/api/login?user=admin&password=${INITIALISED_ADMIN_PASSWORD}`);
      expect(check.status).toBe(200);
    });
  }
});

describe('a page that gives its own name the console server’s address (DNS rebinding)', () => {
  it('is refused by name: a page load says how to allow the name, and its script cannot use a first run’s default credentials nor make a fleet’s first operator', async () => {
    const firstRun = await startConsoleServer({ port: 0, distDir });
    // The page's name resolves to this machine, as a rebinding DNS server would answer once the page is loaded.
    const rebinding = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP rebind.test 127.0.0.1'] });
    try {
      const origin = `http://rebind.test:${new URL(firstRun.url).port}`;
      const before = stateOf(firstRun.simulator!.state);
      const page = await (await rebinding.newContext()).newPage();
      page.setDefaultTimeout(15_000);
      // A page load by that name: the installer who typed it sees why, and what to do.
      await page.goto(`${origin}/admin`);
      expect(await page.textContent('body')).toContain('start it with --allowed-hosts rebind.test');
      // A script of that origin, as the attacker's page is once its name points here. (Loaded from the attacker's
      // own address first, Chromium's private network checks may stop it too; other browsers do not.)
      const answers = await page.evaluate(async () => {
        const read = async (response: Response) => ({ status: response.status, detail: ((await response.json()) as { detail: string }).detail });
        return [
          await read(await fetch('/api/login?user=admin&password=')),
          await read(await fetch('/api/login/password', { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Basic ${btoa('admin:')}` }, body: '{"password": "Rebound-pass-1"}' })),
          await read(await fetch('/fleet/api/setup', { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'vigil-console' }, body: '{"name": "mallory", "password": "Rebound-pass-1"}' })),
        ];
      });
      for (const answer of answers) expect(answer).toEqual({ status: 403, detail: expect.stringContaining('does not answer to the name "rebind.test"') as unknown });
      expect(stateOf(firstRun.simulator!.state)).toEqual(before);

      // The same browser by the server's address reaches the first run as usual.
      expect((await page.request.get(`${firstRun.url.replace(/\/$/, '')}/api/login/default`)).status()).toBe(200);
    } finally {
      await rebinding.close();
      await firstRun.close();
    }
  });
});
