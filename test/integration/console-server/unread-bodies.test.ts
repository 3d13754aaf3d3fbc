import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LargeBodyGate } from '../../../src/infrastructure/node/large-body-gate';
import { pathSpelling } from '../../generators/path-spellings.arbitrary';
import { basic, consoleHeaders } from '../simulator/support/appliance-http';
import { detailOf, openExchange, type OpenExchange } from './support/raw-exchange';
import { startThreeServers, type ServerUnderTest, type ThreeServers } from './support/three-servers';

/**
 * Nothing read before it is authorised (docs/security.md): a body to a call
 * that needs credentials is refused 401 while it is still being sent, chunked
 * or declared, whatever the path's spelling; large bodies are read one at a
 * time here (a gate of one, one waiting), the next waits and any further one
 * gets 503 with Retry-After.
 */
let servers: ThreeServers;
/** The throttles' clock: the wrong credentials sent here are forgotten before the gate's test. */
let now = 1_000_000;
beforeAll(async () => {
  servers = await startThreeServers({ now: () => now, largeBodies: () => new LargeBodyGate({ atOnce: 1, waiting: 1 }) });
});
afterAll(() => servers.close());
const open: OpenExchange[] = [];
afterEach(() => {
  for (const exchange of open.splice(0)) exchange.destroy();
});

const KB = 1024;
const xml = { 'content-type': 'text/xml' };
function start(server: ServerUnderTest, target: string, headers: Record<string, string>, declared?: number): OpenExchange {
  const exchange = openExchange(server.url, target, { headers: { ...xml, ...headers }, first: Buffer.alloc(64 * KB, 0x20), ...(declared === undefined ? {} : { declared }) });
  open.push(exchange);
  return exchange;
}

describe('a body is refused before it is read when its call needs credentials', () => {
  it('answers 401 to a chunked or declared 200 MB configuration without credentials, or with wrong ones, after 64 kB of it', async () => {
    for (const server of servers.all) {
      const before = server.state.configurationXml();
      for (const [what, headers] of [['no credentials', {}], ['wrong credentials', consoleHeaders('admin', 'wrong')], ['undecodable credentials', { authorization: 'Basic %%%' }]] as const) {
        for (const declared of [undefined, 200 * KB * KB]) {
          const answer = await start(server, '/api/configuration', headers, declared).answer;
          expect(answer.status, `${server.name}, ${what}, ${declared === undefined ? 'chunked' : 'declared'}`).toBe(401);
          expect(detailOf(answer)).toBe('Invalid username or password');
          expect(answer.headers.connection).toBe('close');
        }
      }
      // A browser that did not say it is the console gets the challenge; the console does not.
      expect((await start(server, '/api/configuration', {}).answer).headers['www-authenticate']).toBe('Basic realm="vigil"');
      expect((await start(server, '/api/configuration', { 'x-requested-with': 'vigil-console' }).answer).headers['www-authenticate']).toBeUndefined();
      expect(server.state.configurationXml()).toBe(before);
    }
  });

  it('does the same for every spelling of the path and for small calls', async () => {
    for (const server of servers.all) {
      for (const target of ['/api/%63onfiguration', '//api//configuration/', '/api\\configuration', '/api/command', '/api/configuration/device?guid=x', '/api/login/password']) {
        expect((await start(server, target, {}).answer).status, `${server.name} ${target}`).toBe(401);
      }
      await fc.assert(
        fc.asyncProperty(pathSpelling('/api/configuration'), async ({ spelling, dotted }) => {
          const answer = await start(server, spelling, {}).answer;
          expect(answer.status, `${server.name} ${spelling}`).toBe(dotted ? 400 : 401);
        }),
        { numRuns: 25 },
      );
    }
  });

  it('reads the body of a call that needs no credentials (the public ones answer what they answer)', async () => {
    for (const server of servers.all) {
      const exchange = start(server, '/api/ping', {});
      exchange.end();
      expect((await exchange.answer).status, server.name).not.toBe(401);
    }
  });
});

/** A body offered with `Expect: 100-continue` and sent only if the server says so: the status, and whether it did. */
function offer(server: ServerUnderTest, headers: Record<string, string>): Promise<{ status: number; continued: boolean }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    let continued = false;
    const outgoing = request({ host: hostname, port, path: '/api/configuration', method: 'POST', agent: false, headers: { ...xml, ...headers, expect: '100-continue', 'content-length': '14' } }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, continued }));
    });
    outgoing.on('continue', () => {
      continued = true;
      outgoing.end('not a document');
    });
    outgoing.on('error', reject);
    outgoing.flushHeaders();
  });
}

describe('a client that asks before sending its body (Expect: 100-continue)', () => {
  it('is refused without being asked for the body, and asked for it once authorised', async () => {
    now += 3_600_000;
    for (const server of servers.all) {
      expect(await offer(server, {}), server.name).toEqual({ status: 401, continued: false });
      expect(await offer(server, consoleHeaders('admin', '')), server.name).toEqual({ status: 400, continued: true });
    }
  });
});

describe('large bodies: a few at once', () => {
  it('lets one large body be read, keeps the next waiting unread, and answers any further one 503 with Retry-After', async () => {
    now += 3_600_000;
    for (const server of servers.all) {
      const admin = { ...basic('admin', ''), 'x-requested-with': 'vigil-console' };
      const first = start(server, '/api/configuration', admin);
      const second = start(server, '/api/configuration', admin);
      const third = await start(server, '/api/configuration', admin).answer;
      expect(third.status, server.name).toBe(503);
      expect(third.headers['retry-after']).toBe('5');
      expect(detailOf(third)).toBe('too many large requests at once: try again in 5 s');
      // Small calls are not held up.
      const small = openExchange(server.url, '/api/login/password', { headers: { ...admin, 'content-type': 'application/json' }, first: '{"password": ' });
      small.end('""}');
      expect((await small.answer).status).toBe(400);
      expect(first.answered() || second.answered(), server.name).toBe(false);
      // The first ends (not a document: 400); the second then has its turn.
      first.end();
      expect((await first.answer).status).toBe(400);
      second.end();
      expect((await second.answer).status, server.name).toBe(400);
    }
  });
});
