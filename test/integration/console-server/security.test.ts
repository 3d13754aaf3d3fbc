import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type RunningConsoleServer } from '../../../src/composition/node-servers';
import { CONTENT_SECURITY_POLICY } from '../../../src/infrastructure/node/security-headers';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import type { SimulatorExtension } from '../../../src/infrastructure/simulator/simulator-app';
import { ASSET_PATH, createTemporaryDist } from './support/temporary-dist';
import { rawRequest } from './support/raw-request';

/** An appliance that sends its own, looser policy: the console's must stand. */
const loosePolicy: SimulatorExtension = (app) => {
  app.get('/api/test/loose', (c) => c.json({ result: true }, 200, { 'Content-Security-Policy': 'default-src *', 'Referrer-Policy': 'unsafe-url' }));
};

/** This machine's address on its network, if it has one: a client from there is not a loopback client. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

const dist = createTemporaryDist();
let server: RunningConsoleServer;
let open: RunningConsoleServer;
let appliance: RunningSimulator;
let proxy: RunningConsoleServer;

function expectSecurityHeaders(response: Response): void {
  expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
}

beforeAll(async () => {
  server = await startConsoleServer({ host: '0.0.0.0', port: 0, distDir: dist.dir });
  open = await startConsoleServer({ host: '0.0.0.0', port: 0, distDir: dist.dir, remoteSimulatorControls: true });
  appliance = await startSimulatorServer({ host: '0.0.0.0', port: 0, extensions: [loosePolicy] });
  proxy = await startConsoleServer({ port: 0, distDir: dist.dir, upstream: appliance.url.replace('0.0.0.0', '127.0.0.1') });
});
afterAll(async () => {
  await Promise.all([server.close(), open.close(), proxy.close(), appliance.close()]);
  dist.remove();
});

const local = (running: RunningConsoleServer, path: string): string => new URL(path, running.url.replace('0.0.0.0', '127.0.0.1')).href;
const portOf = (running: { url: string }): string => new URL(running.url).port;

describe('console server: security headers', () => {
  it('allow only its own origin in the policy', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("default-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self' 'unsafe-inline'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("base-uri 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("worker-src 'self'");
    // Scripts: own origin and WebAssembly compilation only, never inline scripts or eval.
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('are on the page, the assets, refusals and not-found answers', async () => {
    for (const [path, method] of [['/', 'GET'], ['/admin/users', 'GET'], [ASSET_PATH, 'GET'], ['/assets/missing-1.js', 'GET'], ['/', 'POST']] as const) {
      expectSecurityHeaders(await fetch(local(server, path), { method }));
    }
  });

  it("are on the simulated appliance's answers", async () => {
    expectSecurityHeaders(await fetch(local(server, '/api/application')));
    expectSecurityHeaders(await fetch(local(server, '/__simulator/state')));
  });

  it("replace a proxied appliance's own policy", async () => {
    const response = await fetch(new URL('/api/test/loose', proxy.url));
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });
});

describe('simulator controls answer only to this machine unless allowed', () => {
  it('answer a loopback client', async () => {
    expect((await rawRequest('127.0.0.1', portOf(server), '/__simulator/state')).status).toBe(200);
    expect((await rawRequest('127.0.0.1', portOf(appliance), '/__simulator/state')).status).toBe(200);
  });

  it.skipIf(outside === undefined)('refuse a client from another address, on the console server and the simulator server', async () => {
    for (const running of [server, appliance]) {
      const refused = await rawRequest(outside!, portOf(running), '/__simulator/reset', 'POST');
      expect(refused.status).toBe(403);
      expect(JSON.parse(refused.body)).toMatchObject({ result: false, detail: expect.stringContaining('--remote-simulator-controls') });
    }
    // The appliance's own API still answers everyone.
    expect((await rawRequest(outside!, portOf(server), '/api/application')).status).toBe(200);
  });

  it.skipIf(outside === undefined)('answer anyone when started with remoteSimulatorControls', async () => {
    expect((await rawRequest(outside!, portOf(open), '/__simulator/state')).status).toBe(200);
  });
});
