import type { IncomingMessage, ServerResponse } from 'node:http';
import { areaOf, isSignInCheck, needsCredentials } from './appliance-paths';
import { hasBody } from './body-limit';
import { lingerOnClose } from './lingering-close';

export interface SignInThrottleOptions {
  /** Failures allowed before the first delay (default 5). */
  readonly freeFailures?: number;
  /** The first delay; each further failure doubles it (default 1 s). */
  readonly baseDelayMs?: number;
  /** The delay stops growing here (default 5 min). */
  readonly maxDelayMs?: number;
  /** An address with no failure for this long starts afresh (default 30 min). */
  readonly forgetAfterMs?: number;
  /** Addresses remembered at most; the oldest is forgotten first (default 10,000). */
  readonly maxAddresses?: number;
  /** Time source (tests). */
  readonly now?: () => number;
}

interface AddressRecord {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

/**
 * Failed sign-ins per client address: after `freeFailures` failures every
 * further attempt must wait a delay that doubles with each failure (1 s, 2 s,
 * 4 s… up to `maxDelayMs`); a success forgets the address. Attempts made while
 * waiting are refused without being tried, so they neither count nor reach
 * the appliance. This protects the console server and the simulated
 * appliance; a real appliance's own rules stay its own.
 */
export class SignInThrottle {
  readonly #records = new Map<string, AddressRecord>();
  readonly #free: number;
  readonly #base: number;
  readonly #max: number;
  readonly #forget: number;
  readonly #capacity: number;
  readonly #now: () => number;

  constructor(options: SignInThrottleOptions = {}) {
    this.#free = options.freeFailures ?? 5;
    this.#base = options.baseDelayMs ?? 1000;
    this.#max = options.maxDelayMs ?? 5 * 60_000;
    this.#forget = options.forgetAfterMs ?? 30 * 60_000;
    this.#capacity = options.maxAddresses ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  #record(address: string): AddressRecord | undefined {
    const record = this.#records.get(address);
    if (record && this.#now() - record.lastFailure > this.#forget && this.#now() >= record.blockedUntil) {
      this.#records.delete(address);
      return undefined;
    }
    return record;
  }

  /** Milliseconds this address must still wait before its next attempt (0: it may try now). */
  waitFor(address: string): number {
    const record = this.#record(address);
    return record ? Math.max(0, record.blockedUntil - this.#now()) : 0;
  }

  failed(address: string): void {
    const now = this.#now();
    const record = this.#record(address) ?? { failures: 0, lastFailure: now, blockedUntil: 0 };
    record.failures += 1;
    record.lastFailure = now;
    if (record.failures >= this.#free) {
      const delay = Math.min(this.#max, this.#base * 2 ** Math.min(30, record.failures - this.#free));
      record.blockedUntil = now + delay;
    }
    this.#records.delete(address);
    this.#records.set(address, record);
    if (this.#records.size > this.#capacity) this.#records.delete(this.#records.keys().next().value as string);
  }

  succeeded(address: string): void {
    this.#records.delete(address);
  }

  /** True once the address has failed at least once (and is not forgotten yet). */
  hasFailed(address: string): boolean {
    return this.#record(address) !== undefined;
  }
}

/**
 * Attempts in flight from an address that has failed before: without this
 * bound, many attempts sent at once would all be tried before the first
 * failure is counted.
 */
const MAX_PENDING_AFTER_FAILURE = 2;
const pendingByThrottle = new WeakMap<SignInThrottle, Map<string, number>>();

function pendingOf(throttle: SignInThrottle): Map<string, number> {
  let pending = pendingByThrottle.get(throttle);
  if (!pending) {
    pending = new Map();
    pendingByThrottle.set(throttle, pending);
  }
  return pending;
}

/** A request that reaches a credential check: the sign-in check, or any `/api` or history (`/vigil`) call with `Authorization`. */
function isSignInAttempt(request: IncomingMessage, path: string): boolean {
  const area = areaOf(path);
  return isSignInCheck(path) || ((area === 'api' || area === 'history') && request.headers.authorization !== undefined);
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

/**
 * Guards one request: a client that must still wait gets 429 with
 * `Retry-After` and a message saying how long; otherwise the answer, once
 * sent, is counted as a failure or a success. Returns true when it answered.
 */
export function throttleSignIn(throttle: SignInThrottle, request: IncomingMessage, response: ServerResponse, path: string): boolean {
  if (!isSignInAttempt(request, path)) return false;
  const address = request.socket.remoteAddress ?? 'unknown';
  const pending = pendingOf(throttle);
  const inFlight = pending.get(address) ?? 0;
  const wait = throttle.waitFor(address);
  if (wait > 0 || (inFlight >= MAX_PENDING_AFTER_FAILURE && throttle.hasFailed(address))) {
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    // A body it carries is never read.
    const close = hasBody(request);
    if (close) lingerOnClose(request);
    response.writeHead(429, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': String(seconds), ...(close ? { Connection: 'close' } : {}) });
    response.end(JSON.stringify({ result: false, detail: `too many failed sign-ins from this address: try again in ${seconds} s`, retryAfter: seconds }));
    return true;
  }
  pending.set(address, inFlight + 1);
  response.once('close', () => {
    const left = (pending.get(address) ?? 1) - 1;
    if (left > 0) pending.set(address, left);
    else pending.delete(address);
  });
  response.once('finish', () => {
    if (isFailure(path, response.statusCode)) throttle.failed(address);
    else if (isSuccess(path, response.statusCode)) throttle.succeeded(address);
  });
  return false;
}
