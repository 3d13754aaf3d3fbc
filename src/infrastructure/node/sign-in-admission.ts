import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { areaOf, isSignInCheck, needsCredentials } from './appliance-paths';
import { hasBody } from './body-limit';
import { lingerOnClose } from './lingering-close';
import type { SignInThrottle } from './sign-in-throttle';

/**
 * Attempts with credentials not yet proven right, in flight at once from one
 * address; further ones wait their turn (their bodies unread), so that
 * attempts sent all at once are tried two at a time and every failure is
 * counted before the next guess is tried.
 */
const UNPROVEN_AT_ONCE = 2;
/** Attempts that may wait their turn per address; any further one gets 429. */
const UNPROVEN_WAITING = 32;

interface Turns {
  inFlight: number;
  readonly queue: (() => void)[];
}

const turnsByThrottle = new WeakMap<SignInThrottle, Map<string, Turns>>();

function turnsOf(throttle: SignInThrottle, address: string): Turns {
  let byAddress = turnsByThrottle.get(throttle);
  if (!byAddress) {
    byAddress = new Map();
    turnsByThrottle.set(throttle, byAddress);
  }
  let turns = byAddress.get(address);
  if (!turns) {
    turns = { inFlight: 0, queue: [] };
    byAddress.set(address, turns);
  }
  return turns;
}

function releaseTurn(throttle: SignInThrottle, address: string): void {
  const byAddress = turnsByThrottle.get(throttle);
  const turns = byAddress?.get(address);
  if (!turns) return;
  turns.inFlight -= 1;
  // Waiting attempts whose credentials were proven meanwhile, or that are refused now, take no turn: the next one tries.
  while (turns.queue.length > 0 && turns.inFlight < UNPROVEN_AT_ONCE) turns.queue.shift()!();
  if (turns.inFlight === 0 && turns.queue.length === 0) byAddress!.delete(address);
}

/** A request that reaches a credential check: the sign-in check, or any `/api` or history (`/vigil`) call with `Authorization`. */
function isSignInAttempt(request: IncomingMessage, path: string): boolean {
  const area = areaOf(path);
  return isSignInCheck(path) || ((area === 'api' || area === 'history') && request.headers.authorization !== undefined);
}

/**
 * A digest of the credentials an attempt carries, the same for the sign-in
 * check's `user` and `password` and for Basic credentials of that pair, so
 * that a sign-in proves the console's following calls.
 */
function credentialsDigest(request: IncomingMessage, path: string, search: string): string {
  let pair: string;
  const authorization = request.headers.authorization ?? '';
  if (isSignInCheck(path)) {
    const query = new URLSearchParams(search);
    pair = `${query.get('user') ?? ''}:${query.get('password') ?? ''}`;
  } else if (/^basic /i.test(authorization)) pair = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
  else pair = `\u0000${authorization}`;
  return createHash('sha256').update(pair).digest('base64url');
}

/** The answer that means the credentials were wrong: 404 from the sign-in check (docs/api.md), 401 from any call. */
function isFailure(path: string, status: number): boolean {
  return status === 401 || (isSignInCheck(path) && status === 404);
}

/**
 * The answer that means the credentials were right: a success of the sign-in
 * check or of a call that needs credentials. A public call answers whatever
 * the credentials, so its success proves nothing and forgets nothing.
 */
function isSuccess(path: string, status: number): boolean {
  return status >= 200 && status < 300 && (isSignInCheck(path) || needsCredentials(path) || areaOf(path) === 'history');
}

function refuseTooMany(request: IncomingMessage, response: ServerResponse, detail: string, seconds: number): void {
  // A body it carries is never read.
  const close = hasBody(request);
  if (close) lingerOnClose(request);
  response.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(seconds), ...(close ? { Connection: 'close' } : {}) });
  response.end(JSON.stringify({ result: false, detail, retryAfter: seconds }));
}

export interface SignInAttempt {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  /** The normalised path and its query (request-target.ts). */
  readonly path: string;
  readonly search: string;
}

/**
 * Lets one request through the sign-in throttle (docs/security.md), then
 * runs `next`. A request that carries no credentials to check goes straight
 * on. A client that must still wait after its failures gets 429 with
 * `Retry-After`, untried, whatever its credentials. Credentials proven right
 * from this address go on at once; others are tried at most two at a time
 * per address, the rest waiting their turn (a few dozen, then 429), so that
 * a burst of guesses is counted one by one. Every answer is then counted as
 * a failure or a success.
 */
export function admitSignIn(throttle: SignInThrottle, attempt: SignInAttempt, next: () => void): void {
  const { request, response, path } = attempt;
  if (!isSignInAttempt(request, path)) {
    next();
    return;
  }
  const address = request.socket.remoteAddress ?? 'unknown';
  const credentials = credentialsDigest(request, path, attempt.search);
  const count = (): void => {
    response.once('finish', () => {
      if (isFailure(path, response.statusCode)) throttle.failed(address, credentials);
      else if (isSuccess(path, response.statusCode)) throttle.succeeded(address, credentials);
    });
  };
  const tryNow = (): void => {
    if (response.writableEnded || response.destroyed) return;
    const wait = throttle.waitFor(address);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      refuseTooMany(request, response, `too many failed sign-ins from this address: try again in ${seconds} s`, seconds);
      return;
    }
    if (throttle.vouchedFor(address, credentials)) {
      count();
      next();
      return;
    }
    const turns = turnsOf(throttle, address);
    if (turns.inFlight >= UNPROVEN_AT_ONCE) {
      if (turns.queue.length >= UNPROVEN_WAITING) {
        refuseTooMany(request, response, 'too many sign-in attempts at once from this address: try again in 1 s', 1);
        return;
      }
      turns.queue.push(tryNow);
      response.once('close', () => {
        const at = turns.queue.indexOf(tryNow);
        if (at >= 0) turns.queue.splice(at, 1);
      });
      return;
    }
    turns.inFlight += 1;
    response.once('close', () => releaseTurn(throttle, address));
    count();
    next();
  };
  tryNow();
}
