import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsoleServer, type RunningConsoleServer } from '../../../src/composition/node-servers';
import { ASSET_JS, ASSET_PATH, createTemporaryDist, INDEX_HTML } from './support/temporary-dist';
import { rawRequest } from './support/raw-request';

const dist = createTemporaryDist();
let server: RunningConsoleServer;
const url = (path: string): string => new URL(path, server.url).href;
/** A GET with the path sent as written. */
const rawGet = (path: string) => rawRequest(new URL(server.url).hostname, new URL(server.url).port, path);

beforeAll(async () => {
  server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir: dist.dir });
});
afterAll(async () => {
  await server.close();
  dist.remove();
});

describe('console server: the built console', () => {
  it('serves index.html at / without caching', async () => {
    const response = await fetch(url('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it('serves hashed assets with their content type, cached for good', async () => {
    const response = await fetch(url(ASSET_PATH));
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(ASSET_JS);
    expect((await fetch(url('/assets/logo-Cq81kLz0.svg'))).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(url('/favicon.ico'))).headers.get('cache-control')).toBe('no-cache');
  });

  it('answers deep links with index.html so the router can take them', async () => {
    for (const path of ['/admin/users', '/admin/devices/edit/2', '/auth?redirect=%2Fadmin', '/init']) {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
    }
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    expect((await fetch(url('/assets/missing-123.js'))).status).toBe(404);
    expect((await fetch(url('/robots.txt'))).status).toBe(404);
  });

  it('revalidates with ETag, answers HEAD and refuses other methods', async () => {
    const first = await fetch(url(ASSET_PATH));
    const etag = first.headers.get('etag')!;
    expect((await fetch(url(ASSET_PATH), { headers: { 'if-none-match': etag } })).status).toBe(304);
    const head = await fetch(url('/'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(INDEX_HTML)));
    expect((await fetch(url('/admin'), { method: 'POST' })).status).toBe(405);
  });

  it('never serves a file outside the build folder', async () => {
    // Dot segments and encoded slashes never reach the files: the request pipeline refuses them (docs/security.md).
    expect(await rawGet('/../../../etc/passwd')).toEqual({ status: 400, body: '{"result":false,"detail":"bad request path: dot segments are not accepted in the request path"}' });
    expect((await rawGet('/%2e%2e/%2e%2e/etc/hostname')).status).toBe(400);
    expect((await rawGet('/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(400);
    expect((await rawGet('/%E0%A4%A')).status).toBe(400);
    // A name that only looks like a way out is a deep link, answered by index.html.
    expect(await rawGet('/...%2e/etc/passwd')).toEqual({ status: 200, body: INDEX_HTML });
  });
});

describe('console server: the simulated appliance on the same origin', () => {
  it('answers /api with the simulator', async () => {
    const response = await fetch(url('/api/application'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'Vigil Appliance' });
    expect((await fetch(url('/api/login?user=admin&password='))).status).toBe(200);
  });

  it('answers /__simulator controls and unknown /api calls as JSON, never index.html', async () => {
    const reset = await fetch(url('/__simulator/reset'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ initialised: true }) });
    expect(reset.status).toBe(200);
    expect(((await (await fetch(url('/__simulator/state'))).json()) as { initialised: boolean }).initialised).toBe(true);
    const unknown = await fetch(url('/api/unknown'));
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('console server without a build', () => {
  it('says how to build when index.html is missing', async () => {
    const empty = await startConsoleServer({ port: 0, distDir: `${dist.dir}/nowhere` });
    try {
      const response = await fetch(new URL('/admin', empty.url));
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build');
    } finally {
      await empty.close();
    }
  });
});
