import { isUnder } from './request-target';

/** Where a request goes: the appliance's API, the simulator's controls, the Vigil server's history and audit, the fleet's calls, a fleet site's API or history (through the fleet's proxy), or the console's own files. */
export type RequestArea = 'api' | 'controls' | 'history' | 'fleet' | 'site' | 'console';

/** A call of one fleet site's console: `/fleet/sites/ID/api/…` (its appliance) or `/fleet/sites/ID/vigil/…` (its history), and the path it has on one appliance. */
export interface SiteRequest {
  readonly siteId: string;
  readonly kind: 'api' | 'history';
  /** The path as the console calls it against one appliance (`/api/…`, `/vigil/…`). */
  readonly path: string;
}

const SITE_CALL = /^\/fleet\/sites\/([^/]+)(\/(api|vigil)(?:\/.*)?)$/i;

/** The site call of a normalised path, or undefined (the site's pages, and every other path). */
export function siteRequestOf(path: string): SiteRequest | undefined {
  const match = SITE_CALL.exec(path);
  if (!match) return undefined;
  return { siteId: match[1]!, kind: match[3]!.toLowerCase() === 'api' ? 'api' : 'history', path: match[2]! };
}

/** The area of a normalised path (request-target.ts). */
export function areaOf(path: string): RequestArea {
  if (isUnder(path, '/api')) return 'api';
  if (isUnder(path, '/vigil')) return 'history';
  if (isUnder(path, '/__simulator')) return 'controls';
  // The fleet's pages are the console's (`/fleet/…`); only its calls are the server's.
  if (isUnder(path, '/fleet/api')) return 'fleet';
  // A site's console is the console's pages under its prefix; its calls go through the fleet's proxy (docs/fleet.md, "Open a site").
  if (siteRequestOf(path)) return 'site';
  return 'console';
}

/** The calls docs/api.md marks public; every other `/api` call needs Basic credentials. */
const PUBLIC_CALLS = new Set(['/api/application', '/api/login', '/api/login/default', '/api/ping']);

/*
 * Below `/api`, calls are named without regard to case: the simulator's
 * router minds case (`/api/LOGIN` is no call there), but a real appliance
 * behind the proxy may not, and a sign-in must count, and a public call must
 * stay public, whichever way its name is written.
 */

/** True for an `/api` call that answers only to Basic credentials (anything not listed public, calls added later included). */
export function needsCredentials(path: string): boolean {
  return areaOf(path) === 'api' && !PUBLIC_CALLS.has(path.toLowerCase());
}

/** The sign-in check (`GET /api/login?user=…&password=…`). */
export function isSignInCheck(path: string): boolean {
  return areaOf(path) === 'api' && path.toLowerCase() === '/api/login';
}
