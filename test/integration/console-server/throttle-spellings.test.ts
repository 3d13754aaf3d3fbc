import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caseSpelling, pathSpelling } from '../../generators/path-spellings.arbitrary';
import { basic, consoleHeaders } from '../simulator/support/appliance-http';
import { detailOf, rawExchange, type RawAnswer } from './support/raw-exchange';
import { startThreeServers, type ServerUnderTest, type ThreeServers } from './support/three-servers';

/**
 * The sign-in throttle counts every attempt that reaches a credential check
 * (docs/security.md): the sign-in check in any spelling of its path, and
 * Basic credentials on any call, on the console server, the simulator
 * server and the proxy. The throttles' clock is moved, never waited for.
 */
let now = 1_000_000;
let servers: ThreeServers;
beforeAll(async () => {
  servers = await startThreeServers({ now: () => now });
});
afterAll(() => servers.close());
// Every test starts from an address the throttles have forgotten (30 minutes without failure, no delay left).
beforeEach(() => {
  now += 3_600_000;
});

const signIn = (server: ServerUnderTest, target: string, password: string): Promise<RawAnswer> =>
  rawExchange(server.url, `${target}?user=admin&password=${encodeURIComponent(password)}`, { headers: { 'x-requested-with': 'vigil-console' } });
const withBasic = (server: ServerUnderTest, target: string, password: string): Promise<RawAnswer> => rawExchange(server.url, target, { headers: consoleHeaders('admin', password) });

/** A spelling of the sign-in check that is not refused: encodings, doubled slashes, backslashes, case below /api. */
const loginSpelling = fc.oneof(
  pathSpelling('/api/login').filter((spelled) => !spelled.dotted).map((spelled) => spelled.spelling),
  caseSpelling('/api/login'),
);
/** One wrong attempt in some spelling: the sign-in check, or wrong Basic credentials on a call that needs them. */
const wrongAttempt = fc.oneof(
  loginSpelling.map((target) => ({ kind: 'query' as const, target })),
  pathSpelling('/api/configuration').filter((spelled) => !spelled.dotted).map((spelled) => ({ kind: 'basic' as const, target: spelled.spelling })),
);

async function fail(server: ServerUnderTest, attempt: { kind: 'query' | 'basic'; target: string }, index: number): Promise<RawAnswer> {
  return attempt.kind === 'query' ? signIn(server, attempt.target, `wrong-${index}`) : withBasic(server, attempt.target, `wrong-${index}`);
}

describe('sign-in throttle: every spelling is one attempt', () => {
  it("refuses the issue's spellings once the plain path answers 429", async () => {
    for (const server of servers.all) {
      now += 3_600_000;
      for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(server, '/api/login', `wrong-${attempt}`)).status, server.name).toBe(404);
      expect((await signIn(server, '/api/login', 'wrong')).status).toBe(429);
      for (let round = 0; round < 20; round += 1) {
        expect((await signIn(server, '/api/%6cogin', `wrong-${round}`)).status, `${server.name} /api/%6cogin`).toBe(429);
        expect(detailOf(await signIn(server, '/api/./login', `wrong-${round}`))).toBe('bad request path: dot segments are not accepted in the request path');
        expect((await signIn(server, '/__simulator/../api/login', `wrong-${round}`)).status).toBe(400);
        expect((await signIn(server, '/api//LOGIN/', `wrong-${round}`)).status).toBe(429);
        expect((await withBasic(server, '/api/%63onfiguration', `wrong-${round}`)).status).toBe(429);
      }
      // Sent all at once, they are no more tried.
      const burst = await Promise.all(Array.from({ length: 60 }, (_, index) => signIn(server, ['/api/%6cogin', '/api/./login', '/__simulator/../api/login', '/api/login'][index % 4]!, `burst-${index}`)));
      expect(new Set(burst.map((answer) => answer.status)), server.name).toEqual(new Set([400, 429]));
    }
  });

  it('counts generated spellings, query and Basic credentials alike: five failures, then every attempt waits', async () => {
    for (const server of servers.all) {
      await fc.assert(
        fc.asyncProperty(fc.array(wrongAttempt, { minLength: 12, maxLength: 12 }), async (attempts) => {
          now += 3_600_000;
          const statuses: number[] = [];
          for (const [index, attempt] of attempts.entries()) statuses.push((await fail(server, attempt, index)).status);
          const tried = statuses.slice(0, 5);
          // Tried: 404 from the sign-in check (or "no such call" where the router minds case), 401 for Basic credentials.
          expect(tried.every((status) => status === 404 || status === 401), `${server.name} ${JSON.stringify(attempts)} ${statuses}`).toBe(true);
          expect(statuses.slice(5), `${server.name} ${JSON.stringify(attempts)}`).toEqual(Array(7).fill(429));
        }),
        { numRuns: 6 },
      );
      // The right password waits too, and is accepted once the delay is over.
      expect((await signIn(server, '/api/login', '')).status).toBe(429);
      now += 10 * 60_000;
      expect((await signIn(server, '/api/l%6fgin', '')).status).toBe(200);
    }
  });

  it('is not reset by a public call that answers whatever the credentials', async () => {
    for (const server of servers.all) {
      now += 3_600_000;
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await withBasic(server, '/api/configuration', `wrong-${attempt}`)).status).toBe(401);
      // A public call with wrong credentials succeeds: it proves nothing, and forgets nothing.
      const application = await rawExchange(server.url, '/api/application', { headers: basic('admin', 'wrong') });
      expect(application.status, server.name).toBe(200);
      expect((await withBasic(server, '/api/configuration', 'wrong-5')).status).toBe(401);
      expect((await withBasic(server, '/api/configuration', '')).status, server.name).toBe(429);
    }
  });
});
