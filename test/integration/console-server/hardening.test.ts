import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startConsoleServer, type RunningConsoleServer } from '../../../src/composition/node-servers';
import { SMALL_BODY_LIMIT } from '../../../src/infrastructure/node/body-limit';
import { PERMISSIONS_POLICY } from '../../../src/infrastructure/node/security-headers';
import { SignInThrottle } from '../../../src/infrastructure/node/sign-in-throttle';
import { startSimulatorServer, type RunningSimulator } from '../../../src/composition/node-servers';
import { consoleHeaders } from '../simulator/support/appliance-http';
import { ASSET_PATH, createTemporaryDist, SOURCE_MAP_PATH } from './support/temporary-dist';

const dist = createTemporaryDist();
/** The throttle's clock: the tests move it instead of waiting. */
let now = 1_000_000;
const clock = (): number => now;
let server: RunningConsoleServer;
let withMaps: RunningConsoleServer;
let appliance: RunningSimulator;
let proxy: RunningConsoleServer;

beforeAll(async () => {
  server = await startConsoleServer({ port: 0, distDir: dist.dir, signInThrottle: new SignInThrottle({ now: clock }) });
  withMaps = await startConsoleServer({ port: 0, distDir: dist.dir, sourceMaps: true });
  appliance = await startSimulatorServer({ port: 0, signInThrottle: new SignInThrottle({ now: clock }) });
  proxy = await startConsoleServer({ port: 0, distDir: dist.dir, upstream: appliance.url, signInThrottle: new SignInThrottle({ now: clock }) });
});
afterAll(async () => {
  await Promise.all([server.close(), withMaps.close(), appliance.close(), proxy.close()]);
  dist.remove();
});
beforeEach(async () => {
  for (const running of [server, appliance]) {
    await fetch(new URL('/__simulator/reset', running.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  }
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A request over a raw connection. `declared` announces a body length; only
 * `send` is written (the rest never comes), so an answer proves the server
 * did not wait for the whole body. Without `declared`, the body goes chunked.
 */
function raw(base: string, path: string, options: { method?: string; headers?: Record<string, string>; declared?: number; send?: Buffer }): Promise<RawAnswer> {
  const target = new URL(path, base);
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(options.declared === undefined ? {} : { 'content-length': String(options.declared) }) };
    const outgoing = request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: options.method ?? 'POST', headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    // The server may close the connection while the client still writes: that is the point.
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    if (options.send) outgoing.write(options.send);
    if (options.declared === undefined || options.declared === 0) outgoing.end();
  });
}

const MB = 1024 * 1024;

describe('body limits: refused before they are read', () => {
  it('answers 413 to a declared 50 MB body after receiving 64 kB of it, on every kind of route', async () => {
    for (const [base, path] of [
      [server.url, '/api/login/password'],
      [server.url, '/__simulator/faults'],
      [server.url, '/'],
      [appliance.url, '/api/login/password'],
      [proxy.url, '/api/login/password'],
    ] as const) {
      const answer = await raw(base, path, { headers: { 'content-type': 'application/json' }, declared: 50 * MB, send: Buffer.alloc(64 * 1024, 0x20) });
      expect(answer.status, `${base} ${path}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ result: false, detail: 'request body too large: the limit for this call is 1 MB' });
      expect(answer.headers.connection).toBe('close');
    }
  });

  it('lets a configuration document be as large as the reader accepts, and no larger', async () => {
    const answer = await raw(server.url, '/api/configuration', { headers: { 'content-type': 'text/xml' }, declared: 300 * MB, send: Buffer.from('<configuration-file>') });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ result: false, detail: 'request body too large: the limit for this call is 256 MB' });
  });

  it('counts a chunked body as it comes and stops at the limit', async () => {
    for (const base of [server.url, appliance.url, proxy.url]) {
      const answer = await raw(base, '/api/login/password', { headers: { 'content-type': 'application/json', ...consoleHeaders('admin', '') }, send: Buffer.alloc(SMALL_BODY_LIMIT + 1, 0x20) });
      expect(answer.status, base).toBe(413);
    }
  });

  it('still reads a body within the limit, declared or chunked', async () => {
    const declared = await fetch(new URL('/__simulator/faults', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"api": {"latencyMs": 0}}' });
    expect(declared.status).toBe(200);
    const chunked = await raw(server.url, '/__simulator/faults', { headers: { 'content-type': 'application/json' }, send: Buffer.from('{"api": {"latencyMs": 0}}') });
    expect(chunked.status).toBe(200);
    expect(JSON.parse(chunked.body)).toMatchObject({ result: true });
  });
});

describe('sign-in throttling per client address', () => {
  const signIn = (base: string, password: string): Promise<Response> =>
    fetch(new URL(`/api/login?user=admin&password=${encodeURIComponent(password)}`, base), { headers: { 'x-requested-with': 'vigil-console' } });

  it('answers 429 with a message after repeated failures, then accepts the right password once the delay is over', async () => {
    for (const base of [server.url, proxy.url]) {
      const statuses: number[] = [];
      let refusal: Response | undefined;
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const answer = await signIn(base, `wrong-${attempt}`);
        statuses.push(answer.status);
        if (answer.status === 429) refusal ??= answer;
        else await answer.body?.cancel();
      }
      // Five failures are tried; every attempt after them waits.
      expect(statuses).toEqual([404, 404, 404, 404, 404, ...Array<number>(15).fill(429)]);
      expect(refusal!.headers.get('retry-after')).toBe('1');
      expect(refusal!.headers.get('cache-control')).toBe('no-store');
      expect(await refusal!.json()).toEqual({ result: false, detail: 'too many failed sign-ins from this address: try again in 1 s', retryAfter: 1 });
      // The right password waits too: a guesser cannot tell.
      expect((await signIn(base, '')).status).toBe(429);
      now += 1000;
      expect((await signIn(base, '')).status).toBe(200);
      // A success forgets the failures.
      expect((await signIn(base, 'wrong')).status).toBe(404);
    }
  });

  it('doubles the delay with each failure after the free ones, and counts wrong Basic credentials too', async () => {
    const call = (password: string): Promise<Response> => fetch(new URL('/api/configuration', appliance.url), { headers: consoleHeaders('admin', password) });
    // The proxy above signed in through this appliance from this address: start from a success.
    expect((await call('')).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await call('nope')).status).toBe(401);
    expect((await call('nope')).headers.get('retry-after')).toBe('1');
    now += 1000;
    expect((await call('nope')).status).toBe(401);
    const refusal = await call('');
    expect(refusal.status).toBe(429);
    expect(refusal.headers.get('retry-after')).toBe('2');
    now += 2000;
    expect((await call('')).status).toBe(200);
  });
});

describe('simulator controls refuse other sites', () => {
  const faults = (base: string): Promise<Record<string, unknown>> => fetch(new URL('/__simulator/state', base)).then(async (answer) => ((await answer.json()) as { faults: Record<string, unknown> }).faults);

  it('answers 403 to a cross-site simple POST and changes nothing', async () => {
    for (const base of [server.url, appliance.url]) {
      const before = await faults(base);
      const host = new URL(base).host;
      const crossSite = await raw(base, '/__simulator/faults', { headers: { origin: 'http://evil.example', 'content-type': 'text/plain', host }, send: Buffer.from('{"api": {"status5xx": true}}') });
      expect(crossSite.status).toBe(403);
      expect(JSON.parse(crossSite.body)).toEqual({ result: false, detail: 'the simulator controls refuse cross-site requests (origin http://evil.example)' });
      const fetchSite = await raw(base, '/__simulator/reset', { headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }, send: Buffer.from('{}') });
      expect(fetchSite.status).toBe(403);
      expect(JSON.parse(fetchSite.body).detail).toBe('the simulator controls refuse cross-site requests (a cross-site request)');
      expect(await faults(base)).toEqual(before);
    }
  });

  it('refuses a body that is not JSON even from this site (415), and a host name that is not this machine (DNS rebinding)', async () => {
    const plain = await raw(server.url, '/__simulator/faults', { headers: { 'content-type': 'text/plain', origin: server.url.replace(/\/$/, '') }, send: Buffer.from('{"api": {"status5xx": true}}') });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body).detail).toBe('the simulator controls accept only Content-Type: application/json');
    const rebound = await raw(server.url, '/__simulator/faults', { headers: { 'content-type': 'application/json', host: 'rebind.evil.example', origin: 'http://rebind.evil.example' }, send: Buffer.from('{}') });
    expect(rebound.status).toBe(403);
    expect(JSON.parse(rebound.body).detail).toBe('the simulator controls refuse cross-site requests (host rebind.evil.example)');
  });

  it('accepts a changing call without a body from this machine, but not from another site', async () => {
    expect((await fetch(new URL('/__simulator/reset', server.url), { method: 'POST' })).status).toBe(200);
    const crossSite = await raw(server.url, '/__simulator/reset', { headers: { origin: 'http://evil.example' }, declared: 0 });
    expect(crossSite.status).toBe(403);
  });

  it('answers the same site: the Origin of the console itself', async () => {
    const same = await raw(server.url, '/__simulator/faults', { headers: { 'content-type': 'application/json', origin: server.url.replace(/\/$/, ''), 'sec-fetch-site': 'same-origin' }, send: Buffer.from('{"api": {"latencyMs": 0}}') });
    expect(same.status).toBe(200);
  });
});

describe('production answers', () => {
  it('never serve source maps unless asked', async () => {
    const refused = await fetch(new URL(SOURCE_MAP_PATH, server.url));
    expect(refused.status).toBe(404);
    expect((await fetch(new URL(SOURCE_MAP_PATH, withMaps.url))).status).toBe(200);
    expect((await fetch(new URL(ASSET_PATH, server.url))).status).toBe(200);
  });

  it('carry Permissions-Policy and Cross-Origin-Opener-Policy everywhere', async () => {
    expect(PERMISSIONS_POLICY).toContain('camera=()');
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    for (const [base, path] of [[server.url, '/'], [server.url, ASSET_PATH], [server.url, '/api/application'], [server.url, '/__simulator/state'], [proxy.url, '/api/application']] as const) {
      const answer = await fetch(new URL(path, base));
      expect(answer.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
      expect(answer.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
  });

  it('mark every answer that carries credentials or the configuration no-store, simulated or proxied', async () => {
    for (const base of [server.url, proxy.url]) {
      for (const path of ['/api/login?user=admin&password=', '/api/configuration', '/api/login/default', '/api/application']) {
        const answer = await fetch(new URL(path, base), { headers: consoleHeaders('admin', '') });
        expect(answer.headers.get('cache-control'), `${base} ${path}`).toBe('no-store');
      }
    }
  });

  it("say the specification's message for a document without a signature", async () => {
    const document = await (await fetch(new URL('/api/configuration', server.url), { headers: consoleHeaders('admin', '') })).text();
    const answer = await fetch(new URL('/api/configuration', server.url), {
      method: 'POST', headers: { ...consoleHeaders('admin', ''), 'content-type': 'text/xml' }, body: document.replace(/\s*<signature>[^<]*<\/signature>/, ''),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ result: false, code: 'CONFIG.SIGNATURE_NOT_FOUND', detail: "can't find signature" });
  });
});
