import fc from 'fast-check';
import { getPath } from 'hono/utils/url';
import { describe, expect, it } from 'vitest';
import { caseSpelling, guardedPathSpelling } from '../../../test/generators/path-spellings.arbitrary';
import { areaOf, isSignInCheck, needsCredentials, siteRequestOf } from './appliance-paths';
import { bodyLimitFor } from './body-limit';
import { normaliseRequestTarget, type RequestTarget } from './request-target';

const pathOf = (raw: string, host?: string): string => {
  const target = normaliseRequestTarget(raw, host);
  return 'refused' in target ? `refused: ${target.refused}` : target.path + target.search;
};

/** What every guard reads of a path: its area, whether it needs credentials, whether it is the sign-in check, its body limit. */
const guardView = (path: string) => ({ area: areaOf(path), credentials: needsCredentials(path), signIn: isSignInCheck(path), limit: bodyLimitFor(path) });

describe('normaliseRequestTarget', () => {
  it('refuses the spellings of the issue that skipped the guards, instead of resolving them', () => {
    for (const raw of ['/api/../__simulator/configuration', '/api/%2e%2e/__simulator/configuration', '/api/%2E%2E/__simulator/configuration', '/api/./login', '/__simulator/../api/login', '/api/.%2e/x', '/..', '/api/login/.']) {
      expect(pathOf(raw), raw).toBe('refused: dot segments are not accepted in the request path');
    }
  });

  it('decodes unreserved characters, reads backslashes as slashes, drops duplicate and trailing slashes, keeps the query', () => {
    expect(pathOf('/api/%6cogin?user=admin&password=x')).toBe('/api/login?user=admin&password=x');
    expect(pathOf('/api/%6Cogin')).toBe('/api/login');
    expect(pathOf('//api///login/')).toBe('/api/login');
    expect(pathOf('/api\\configuration')).toBe('/api/configuration');
    expect(pathOf('/%5F%5Fsimulator/faults')).toBe('/__simulator/faults');
    expect(pathOf('/')).toBe('/');
    expect(pathOf('//')).toBe('/');
    expect(pathOf('/admin/users?tab=a/../b')).toBe('/admin/users?tab=a/../b');
  });

  it('writes other encodings in upper case and refuses broken ones, encoded slashes and control characters', () => {
    expect(pathOf('/assets/caf%c3%a9.png')).toBe('/assets/caf%C3%A9.png');
    expect(pathOf('/a%20b')).toBe('/a%20b');
    expect(pathOf('/api%2fconfiguration')).toMatch(/^refused: encoded slash/);
    expect(pathOf('/api/login%5C')).toMatch(/^refused: encoded slash/);
    expect(pathOf('/api/login%00')).toMatch(/^refused: encoded slash/);
    expect(pathOf('/api/log%zzin')).toBe('refused: invalid percent-encoding in the request path');
    expect(pathOf('/api/login%')).toBe('refused: invalid percent-encoding in the request path');
    expect(pathOf('/api/login#x')).toBe('refused: a fragment in the request target');
    expect(pathOf('/api/lo\tgin')).toBe('refused: invalid character in the request target');
    expect(pathOf('*')).toBe('refused: the request target must be a path');
  });

  it("takes an absolute target for this server's own host only", () => {
    expect(pathOf('http://127.0.0.1:5170/api/%6cogin?user=a', '127.0.0.1:5170')).toBe('/api/login?user=a');
    expect(pathOf('http://evil.example/__simulator/configuration', '127.0.0.1:5170')).toBe('refused: the request target names another host');
  });

  it('gives every generated spelling of a guarded path that path, or refuses it when it holds a dot segment', () => {
    fc.assert(
      fc.property(guardedPathSpelling, ({ path, spelling, dotted }) => {
        const target = normaliseRequestTarget(spelling);
        if (dotted) {
          expect(target).toEqual({ refused: 'dot segments are not accepted in the request path' });
          return;
        }
        expect(target).toEqual({ path, search: '' });
        expect(guardView((target as RequestTarget).path)).toEqual(guardView(path));
      }),
      { numRuns: 2000 },
    );
  });

  it('hands the router the very path the guards read: URL parsing and Hono find nothing more to resolve or decode', () => {
    fc.assert(
      fc.property(guardedPathSpelling, ({ spelling, dotted }) => {
        fc.pre(!dotted);
        const { path } = normaliseRequestTarget(spelling) as RequestTarget;
        const url = new URL(path, 'http://127.0.0.1:5170');
        expect(url.pathname).toBe(path);
        expect(getPath(new Request(url))).toBe(path);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps a fleet site's calls under that site: dot segments and encoded slashes are refused, encodings read as their plain spelling", () => {
    for (const raw of ['/fleet/sites/s1/api/../../../__simulator/configuration', '/fleet/sites/s1/api/%2e%2e/%2e%2e/api/configuration', '/fleet/sites/%2e%2e/api/configuration', '/fleet/sites/s1/./api/login', '/fleet/sites/s1/vigil/..\\..\\fleet/api/operators']) {
      expect(pathOf(raw), raw).toBe('refused: dot segments are not accepted in the request path');
    }
    expect(pathOf('/fleet/sites/s1/api%2f..%2f..%2f__simulator')).toMatch(/^refused: encoded slash/);
    expect(pathOf('/fleet/sites/s1/%61pi/configuration')).toBe('/fleet/sites/s1/api/configuration');
    expect(siteRequestOf(pathOf('/fleet//sites/s1\\api/configuration'))).toEqual({ siteId: 's1', kind: 'api', path: '/api/configuration' });
    expect(areaOf(pathOf('/fleet/sites/s1/%76igil/history/versions'))).toBe('site');
  });

  it('counts the sign-in check and keeps calls needing credentials whatever the case of their names below /api', () => {
    fc.assert(
      fc.property(caseSpelling('/api/login'), caseSpelling('/api/login/default'), caseSpelling('/api/configuration'), (login, publicCall, guarded) => {
        expect(isSignInCheck(login)).toBe(true);
        expect(needsCredentials(publicCall)).toBe(false);
        expect(needsCredentials(guarded)).toBe(true);
      }),
    );
    // Outside /api nothing is the appliance's: /API/login is one of the console's pages.
    expect(areaOf('/API/login')).toBe('console');
    expect(isSignInCheck('/API/login')).toBe(false);
  });
});
