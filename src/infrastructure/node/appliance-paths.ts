import { isUnder } from './request-target';

/** Where a request goes: the appliance's API, the simulator's controls, the Vigil server's history and audit, the fleet's calls, or the console's own files. */
export type RequestArea = 'api' | 'controls' | 'history' | 'fleet' | 'console';

/** The area of a normalised path (request-target.ts). */
export function areaOf(path: string): RequestArea {
  if (isUnder(path, '/api')) return 'api';
  if (isUnder(path, '/vigil')) return 'history';
  if (isUnder(path, '/__simulator')) return 'controls';
  // The fleet's pages are the console's (`/fleet/…`); only its calls are the server's.
  if (isUnder(path, '/fleet/api')) return 'fleet';
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
