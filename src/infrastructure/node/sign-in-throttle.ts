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

/** Credentials proven right from one address, and when they last were. */
const VOUCHED_PER_ADDRESS = 8;

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
  readonly #vouched = new Map<string, Map<string, number>>();
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

  /** A failure counts against the address, and withdraws `credentials` (a digest) if they were vouched for. */
  failed(address: string, credentials?: string): void {
    if (credentials !== undefined) this.#vouched.get(address)?.delete(credentials);
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

  /** A success forgets the address's failures; `credentials` (a digest) are then vouched for from this address. */
  succeeded(address: string, credentials?: string): void {
    this.#records.delete(address);
    if (credentials === undefined) return;
    const vouched = this.#vouched.get(address) ?? new Map<string, number>();
    vouched.delete(credentials);
    vouched.set(credentials, this.#now());
    if (vouched.size > VOUCHED_PER_ADDRESS) vouched.delete(vouched.keys().next().value as string);
    this.#vouched.delete(address);
    this.#vouched.set(address, vouched);
    if (this.#vouched.size > this.#capacity) this.#vouched.delete(this.#vouched.keys().next().value as string);
  }

  /**
   * True when `credentials` succeeded from this address within the time it
   * takes to forget a failure (each success renews it): the console's own
   * parallel calls, once its sign-in succeeded, are not held back as guesses.
   */
  vouchedFor(address: string, credentials: string): boolean {
    const when = this.#vouched.get(address)?.get(credentials);
    if (when === undefined) return false;
    if (this.#now() - when <= this.#forget) return true;
    this.#vouched.get(address)?.delete(credentials);
    return false;
  }

  /** True once the address has failed at least once (and is not forgotten yet). */
  hasFailed(address: string): boolean {
    return this.#record(address) !== undefined;
  }
}
