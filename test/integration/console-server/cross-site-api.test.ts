import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathSpelling } from '../../generators/path-spellings.arbitrary';
import { consoleHeaders } from '../simulator/support/appliance-http';
import { detailOf, rawExchange, type RawOptions } from './support/raw-exchange';
import { startThreeServers, type ServerUnderTest, type ThreeServers } from './support/three-servers';

/**
 * No cross-site change through /api (docs/security.md), on the console
 * server, the simulator server and the proxy: a changing call that says it
 * comes from another site is 403 whatever it carries, and one whose body is
 * not of a type the API defines is 415; what the console, the client library
 * and curl send keeps working.
 */
let servers: ThreeServers;
beforeAll(async () => {
  servers = await startThreeServers();
});
afterAll(() => servers.close());

const admin = consoleHeaders('admin', '');
const stateOf = (server: ServerUnderTest) => ({ xml: server.state.configurationXml(), summary: server.state.summary() });
const ownOrigin = (server: ServerUnderTest): string => new URL(server.url).origin;
/** What the console sends from its own page: its origin, and the browser's word that it is the same. */
const sameOrigin = (server: ServerUnderTest) => ({ origin: ownOrigin(server), 'sec-fetch-site': 'same-origin' });

/** The attacks: a no-cors `text/plain` POST from another page, with the credentials the browser keeps. */
const ATTACKS: readonly (readonly [string, string])[] = [
  ['/api/configuration/online', '{"online": false, "force": true}'],
  ['/api/command', '{"command": "shutdown", "arguments": [], "detach": true}'],
  ['/api/configuration', '<?xml version="1.0"?><configuration-file/>'],
  ['/api/application/stop', ''],
  ['/api/login/password', '{"password": "owned"}'],
];

describe('no cross-site change through /api', () => {
  it("refuses the issue's cross-site calls with 403 and changes nothing", async () => {
    for (const server of servers.all) {
      const before = stateOf(server);
      for (const [path, body] of ATTACKS) {
        const hostileHeaders: readonly Record<string, string>[] = [{ origin: 'http://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' }, { origin: 'null' }];
        for (const headers of hostileHeaders) {
          const answer = await rawExchange(server.url, path, { method: 'POST', headers: { ...admin, ...headers, 'content-type': 'text/plain;charset=UTF-8' }, ...(body ? { body } : {}) });
          expect(answer.status, `${server.name} ${path} ${JSON.stringify(headers)}`).toBe(403);
          expect(detailOf(answer)).toMatch(/^changing calls to \/api refuse cross-site requests \((origin|a (cross|same)-site request)/);
        }
      }
      expect(stateOf(server), server.name).toEqual(before);
    }
  });

  it('refuses a body of a type the API does not define with 415, from the same site or from no browser at all', async () => {
    for (const server of servers.all) {
      const before = stateOf(server);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
        const answer = await rawExchange(server.url, '/api/configuration/online', { method: 'POST', headers: { ...admin, ...(type ? { 'content-type': type } : {}) }, body: '{"online": false}' });
        expect(answer.status, `${server.name} ${type}`).toBe(415);
        expect(detailOf(answer)).toBe(`changing calls to /api accept only Content-Type: application/json or text/xml (this one is ${type ? type.split(';')[0] : 'not declared'})`);
      }
      expect((await rawExchange(server.url, '/api/configuration/online', { method: 'POST', headers: { ...admin, ...sameOrigin(server), 'content-type': 'text/plain' }, body: '{"online": false}' })).status).toBe(415);
      expect(stateOf(server)).toEqual(before);
    }
  });

  it('refuses every generated spelling, method and simple type from another site', async () => {
    const hostileOrigin = fc.constantFrom('http://evil.example', 'null', 'http://127.0.0.1:1', 'http://localhost', 'https://evil.example:443');
    const simpleType = fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=b', 'application/json', 'text/xml');
    const call = fc.constantFrom(...ATTACKS.map(([path]) => path)).chain((path) => pathSpelling(path).filter((spelled) => !spelled.dotted).map((spelled) => spelled.spelling));
    for (const server of servers.all) {
      const before = stateOf(server);
      await fc.assert(
        fc.asyncProperty(call, fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH'), hostileOrigin, simpleType, async (target, method, origin, type) => {
          const answer = await rawExchange(server.url, target, { method, headers: { ...admin, origin, 'content-type': type }, body: '{"online": false}' });
          expect(answer.status, `${server.name} ${method} ${target} from ${origin}`).toBe(403);
        }),
        { numRuns: 40 },
      );
      expect(stateOf(server)).toEqual(before);
    }
  });
});

describe('what the console, the client library and curl send keeps working', () => {
  it('takes JSON, XML and query-only calls from the console itself, with its origin', async () => {
    for (const server of servers.all) {
      const headers = { ...admin, ...sameOrigin(server) };
      const json: RawOptions = { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{"online": false, "force": true}' };
      expect((await rawExchange(server.url, '/api/configuration/online', json)).status, server.name).toBe(200);
      expect(server.state.health.online).toBe(false);
      const back = await rawExchange(server.url, '/api/configuration/online', { ...json, body: '{"online": true, "force": true}' });
      expect(back.status).toBe(200);
      const document = server.state.configurationXml();
      expect((await rawExchange(server.url, '/api/configuration', { method: 'POST', headers: { ...headers, 'content-type': 'text/xml; charset=utf-8' }, body: document })).status).toBe(200);
      // A query-only POST (no body, no type), as the console sends for the product code and the lifecycle.
      expect((await rawExchange(server.url, '/api/license/product?code=ABCDEFGHIJKLMNOPQRSTUVWX1234', { method: 'POST', headers: { ...headers, 'content-length': '0' } })).status).toBe(200);
      expect((await rawExchange(server.url, '/api/application/stop', { method: 'POST', headers })).status).toBe(200);
      expect(server.state.status).toBe('stopped');
      expect((await rawExchange(server.url, '/api/application/start', { method: 'POST', headers })).status).toBe(200);
      // An upload from the console's own page passes the guard (the call answers what it answers).
      const upload = await rawExchange(server.url, '/api/configuration/online', { method: 'POST', headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' }, body: '--b--\r\n' });
      expect(upload.status, server.name).toBe(400);
      expect(detailOf(upload)).toBe('online must be a boolean');
    }
  });

  it('takes calls from clients that are not browsers (curl, the client library), and reads from anywhere', async () => {
    for (const server of servers.all) {
      const curl = await rawExchange(server.url, '/api/configuration/online', { method: 'POST', headers: { ...admin, 'content-type': 'application/json' }, body: '{"online": true}' });
      expect(curl.status, server.name).toBe(200);
      const read = await rawExchange(server.url, '/api/application', { headers: { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' } });
      expect(read.status).toBe(200);
    }
  });
});
