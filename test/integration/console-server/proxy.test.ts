import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySignature } from '../../../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../../../src/infrastructure/crypto/node-md5.adapter';
import { startConsoleServer, type RunningConsoleServer } from '../../../src/composition/node-servers';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import type { SimulatorExtension } from '../../../src/infrastructure/simulator/simulator-app';
import { createSimulator } from '../../../src/composition/simulator';
import { DEFAULT_CONFIGURATION_SALT } from '../../../src/infrastructure/settings/configuration-salt';
import { createTemporaryDist, INDEX_HTML } from './support/temporary-dist';

const hash = new NodeMd5Adapter();
const admin = { authorization: `Basic ${Buffer.from('admin:').toString('base64')}`, 'x-requested-with': 'vigil-console' };

/** A slow multipart-like stream on the "real appliance", to see the proxy pass chunks as they come. */
const slowStream: SimulatorExtension = (app) => {
  app.get('/api/test/slow-stream', () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent > 0) {
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
        controller.enqueue(new TextEncoder().encode(`part ${sent}\n`));
        sent += 1;
        if (sent === 5) {
          controller.close();
        }
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/plain', 'x-appliance': 'simulated' } });
  });
};

const dist = createTemporaryDist();
let appliance: RunningSimulator;
let proxy: RunningConsoleServer;
const url = (path: string): string => new URL(path, proxy.url).href;

beforeAll(async () => {
  appliance = await startSimulatorServer({ port: 0, extensions: [slowStream] });
  proxy = await startConsoleServer({ port: 0, distDir: dist.dir, upstream: appliance.url });
});
afterAll(async () => {
  await proxy.close();
  await appliance.close();
  dist.remove();
});

describe('console server proxying /api to a real appliance', () => {
  it('forwards calls with their query, headers and status, and keeps the console on the same origin', async () => {
    expect(await (await fetch(url('/api/login?user=admin&password='))).json()).toEqual({ root: true });
    expect((await fetch(url('/api/login?user=admin&password=wrong'))).status).toBe(404);
    const challenge = await fetch(url('/api/license/status'));
    expect(challenge.status).toBe(401);
    expect(challenge.headers.get('www-authenticate')).toBe('Basic realm="vigil"');
    expect(await (await fetch(url('/admin/users'))).text()).toBe(INDEX_HTML);
  });

  it('forwards request bodies: a configuration posted through the proxy reaches the appliance', async () => {
    const stored = await (await fetch(url('/api/configuration'), { headers: admin })).text();
    const edited = applySignature(stored.replace('<title>Vigil Appliance</title>', '<title>Proxied</title>'), DEFAULT_CONFIGURATION_SALT, (text) => hash.md5(text));
    const posted = await fetch(url('/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: edited });
    expect(posted.status).toBe(200);
    expect(appliance.simulator.state.configurationXml()).toBe(edited);
    const refused = await fetch(url('/api/configuration'), { method: 'POST', headers: { ...admin, 'content-type': 'text/xml' }, body: stored.replace('<version>3', '<version>4') });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ result: false, code: 'INVALID_CONFIG_FILE_VERSION', detail: 'Expected config file version 3 but got 4' });
  });

  it('streams answers as they come instead of buffering them', async () => {
    const started = performance.now();
    const response = await fetch(url('/api/test/slow-stream'));
    expect(response.headers.get('x-appliance')).toBe('simulated');
    const reader = response.body!.getReader();
    const first = await reader.read();
    const firstAt = performance.now() - started;
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(new TextDecoder().decode(first.value)).toBe('part 0\n');
    expect(rest).toBe('part 1\npart 2\npart 3\npart 4\n');
    expect(performance.now() - started - firstAt).toBeGreaterThan(400);
  });

  it('has no simulator controls when proxying', async () => {
    const response = await fetch(url('/__simulator/state'));
    expect(response.status).toBe(404);
    expect(proxy.simulator).toBeUndefined();
  });

  it('answers 502 when the appliance cannot be reached', async () => {
    const lonely = await startSimulatorServer({ port: 0 });
    const address = lonely.url;
    await lonely.close();
    const broken = await startConsoleServer({ port: 0, distDir: dist.dir, upstream: address });
    try {
      const response = await fetch(new URL('/api/application', broken.url));
      expect(response.status).toBe(502);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^appliance unreachable/);
    } finally {
      await broken.close();
    }
  });

  it('refuses an upstream that is not http or https', async () => {
    await expect(startConsoleServer({ port: 0, distDir: dist.dir, upstream: 'ftp://appliance' })).rejects.toThrow('only http and https are supported');
    await expect(startConsoleServer({ port: 0, distDir: dist.dir, upstream: 'not a url' })).rejects.toThrow('invalid appliance address');
  });
});

const openssl = ['/usr/bin/openssl', '/usr/local/bin/openssl'].some((path) => existsSync(path));

describe.skipIf(!openssl)('console server proxying to an https appliance with a self-signed certificate', () => {
  const folder = mkdtempSync(join(tmpdir(), 'vigil-tls-'));
  let secure: ReturnType<typeof createServer>;
  let upstream = '';

  beforeAll(async () => {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(folder, 'key.pem'), '-out', join(folder, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
    const simulator = createSimulator();
    secure = createServer({ key: readFileSync(join(folder, 'key.pem')), cert: readFileSync(join(folder, 'cert.pem')) }, getRequestListener((request) => simulator.fetch(request), { overrideGlobalObjects: false }));
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    upstream = `https://127.0.0.1:${(secure.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    secure.closeAllConnections();
    await new Promise((resolve) => secure.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  it('accepts the certificate with insecure, refuses it without', async () => {
    const trusting = await startConsoleServer({ port: 0, distDir: dist.dir, upstream, insecure: true });
    const strict = await startConsoleServer({ port: 0, distDir: dist.dir, upstream });
    try {
      expect(await (await fetch(new URL('/api/login/default', trusting.url))).json()).toEqual({ default: true });
      const refused = await fetch(new URL('/api/login/default', strict.url));
      expect(refused.status).toBe(502);
    } finally {
      await trusting.close();
      await strict.close();
    }
  });
});
