import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPathSpelling } from '../../generators/path-spellings.arbitrary';
import { consoleHeaders } from '../simulator/support/appliance-http';
import { detailOf, rawExchange, type RawAnswer, type RawOptions } from './support/raw-exchange';
import { startThreeServers, type ServerUnderTest, type ThreeServers } from './support/three-servers';

/**
 * One normalised path for every guard (docs/security.md): the spellings of
 * issue 29 and generated ones, over real HTTP on the console server, the
 * simulator server and the proxy, are guarded as their plain spelling is, or
 * refused (400) when they hold a dot segment; and the router serves the path
 * the guards judged.
 */
let servers: ThreeServers;
beforeAll(async () => {
  servers = await startThreeServers();
});
afterAll(() => servers.close());

const admin = consoleHeaders('admin', '');
/** What a request could change: the document and everything the simulator reports. */
const stateOf = (server: ServerUnderTest) => ({ xml: server.state.configurationXml(), summary: server.state.summary() });

/**
 * A hostile page's request: from another origin to this server (or, as in
 * the issue, naming a foreign host), a simple content type, the
 * administrator's credentials (a browser would add cached ones).
 */
function hostile(path: string, host?: string): RawOptions {
  const replace = path === '/__simulator/configuration';
  return {
    method: replace ? 'PUT' : 'POST',
    headers: { origin: 'http://evil.example', ...(host === undefined ? {} : { host }), 'content-type': 'text/plain', ...admin },
    body: replace ? 'not a document' : '{"api": {"status5xx": true}, "command": "reboot"}',
  };
}

/** A harmless request whose answer shows which route served it (a route's own answer, or the simulator's "no such call"). */
function probe(path: string): RawOptions {
  if (path === '/api/login') return { headers: admin };
  if (path.startsWith('/api/configuration')) return { headers: admin };
  if (path === '/__simulator/configuration' || path === '/__simulator/faults') return {};
  // Changing calls: without credentials or body, the route's own check answers.
  return { method: 'POST' };
}
const probeQuery = (path: string): string => (path === '/api/login' ? '?user=admin&password=' : '');

const comparable = (answer: RawAnswer) => ({ status: answer.status, body: answer.body });

describe('one normalised path: the spellings of issue 29', () => {
  it('refuses the dot segments that replaced the stored configuration from another site, and changes nothing', async () => {
    for (const server of servers.all) {
      const before = stateOf(server);
      for (const target of ['/api/../__simulator/configuration', '/api/%2e%2e/__simulator/configuration', '/api/%2E%2E/__simulator/configuration', '/api/..\\__simulator\\configuration', '/api\\..\\__simulator/configuration']) {
        const answer = await rawExchange(server.url, target, hostile('/__simulator/configuration', 'evil.example'));
        expect(answer.status, `${server.name} ${target}`).toBe(400);
        expect(detailOf(answer)).toBe('bad request path: dot segments are not accepted in the request path');
      }
      // An absolute target is read as its path when it names the Host, and refused when it names another.
      expect((await rawExchange(server.url, 'http://evil.example/__simulator/configuration', hostile('/__simulator/configuration', 'evil.example'))).status).toBe(403);
      expect((await rawExchange(server.url, 'http://evil.example/__simulator/configuration', hostile('/__simulator/configuration'))).status).toBe(400);
      // The plain spelling is guarded: 403 from the simulator's controls (behind the proxy there are none to reach, and the answer is the same).
      const plain = await rawExchange(server.url, '/__simulator/configuration', hostile('/__simulator/configuration', 'evil.example'));
      expect(plain.status, server.name).toBe(403);
      expect(detailOf(plain)).toBe('the simulator controls refuse cross-site requests (host evil.example)');
      expect(stateOf(server)).toEqual(before);
    }
  });
});

describe('one normalised path: generated spellings', () => {
  it('guards every spelling of a guarded path as its plain spelling, or refuses it; nothing changes', async () => {
    for (const server of servers.all) {
      const before = stateOf(server);
      const plain = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(guardedPathSpelling, async ({ path, spelling, dotted }) => {
          if (!plain.has(path)) plain.set(path, (await rawExchange(server.url, path, hostile(path))).status);
          const answer = await rawExchange(server.url, spelling, hostile(path));
          expect(answer.status, `${server.name} ${spelling}`).toBe(dotted ? 400 : plain.get(path));
        }),
        { numRuns: 80 },
      );
      expect([...plain.values()], server.name).toEqual(Array(plain.size).fill(403));
      expect(stateOf(server)).toEqual(before);
    }
  });

  it('routes every spelling that is not refused to the route of its plain spelling', async () => {
    for (const server of servers.all) {
      const plain = new Map<string, ReturnType<typeof comparable>>();
      await fc.assert(
        fc.asyncProperty(guardedPathSpelling, async ({ path, spelling, dotted }) => {
          // The plain spelling's answer just before (a reset dates the document again).
          plain.set(path, comparable(await rawExchange(server.url, path + probeQuery(path), probe(path))));
          const answer = await rawExchange(server.url, spelling + probeQuery(path), probe(path));
          if (dotted) expect(detailOf(answer)).toBe('bad request path: dot segments are not accepted in the request path');
          else expect(comparable(answer), `${server.name} ${spelling}`).toEqual(plain.get(path));
        }),
        { numRuns: 80 },
      );
      // The probes reached the routes themselves, not "no such call".
      for (const [path, answer] of plain) {
        expect(answer.body, `${server.name} ${path}`).not.toContain('no such call');
        expect(answer.body, `${server.name} ${path}`).not.toContain('bad request path');
      }
    }
  });
});
