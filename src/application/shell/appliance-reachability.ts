import type { CallOutcomePort } from '../ports/call-outcome.port';
import type { ClockPort } from '../ports/clock.port';

/** Whether the appliance answers, as the console last found it. */
export type Reachability =
  | { readonly kind: 'reachable' }
  | {
      readonly kind: 'unreachable';
      /** When the first call went unanswered (ms since the epoch). */
      readonly since: number;
      /** When the appliance last answered, if it ever did this session. */
      readonly lastAnswer: number | undefined;
      /** A ping is on its way. */
      readonly checking: boolean;
      /** When the next ping goes, while none is on its way. */
      readonly nextCheck: number | undefined;
    };

/** What the checks wait between two pings while the appliance does not answer: doubling from 5 s to 30 s. */
const FIRST_WAIT_MS = 5000;
const LONGEST_WAIT_MS = 30_000;
/** A ping not answered in this time is no answer. */
const PING_TIMEOUT_MS = 5000;

/**
 * Whether the appliance answers, for the banner every page shows and the
 * figures marked stale. Every call's outcome comes in (`CallOutcomePort`,
 * from the HTTP clients); a call unanswered is confirmed by a ping (one
 * failed call is not an outage: the page that made it says so), and while
 * the appliance does not answer it is pinged again, every 5 s then up to
 * every 30 s, or at once on `retry`. Any answer ends it.
 */
export class ApplianceReachability implements CallOutcomePort {
  #state: Reachability = { kind: 'reachable' };
  #lastAnswer: number | undefined;
  /** When the first unanswered call of a suspected outage failed. */
  #firstFailure: number | undefined;
  #checking = false;
  #wait = FIRST_WAIT_MS;
  #timer: AbortController | undefined;
  readonly #listeners = new Set<(state: Reachability) => void>();

  constructor(
    private readonly ping: (timeoutMs: number) => Promise<boolean>,
    private readonly clock: Pick<ClockPort, 'sleep'>,
    private readonly now: () => number = Date.now,
  ) {}

  state(): Reachability {
    return this.#state;
  }

  /** When the appliance last answered a call (undefined before the first answer). */
  lastAnswer(): number | undefined {
    return this.#lastAnswer;
  }

  subscribe(listener: (state: Reachability) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  answered(): void {
    this.#lastAnswer = this.now();
    this.#firstFailure = undefined;
    if (this.#state.kind === 'reachable') return;
    this.#timer?.abort();
    this.#timer = undefined;
    this.#wait = FIRST_WAIT_MS;
    this.#set({ kind: 'reachable' });
  }

  unanswered(): void {
    this.#firstFailure ??= this.now();
    // A check on its way, or one waiting while the appliance is known not to answer, will tell.
    if (this.#checking || this.#state.kind === 'unreachable') return;
    void this.#check();
  }

  /** Pings now (the banner's Retry): resolves once the ping has answered or not. */
  async retry(): Promise<void> {
    if (this.#checking) return;
    this.#timer?.abort();
    this.#timer = undefined;
    this.#wait = FIRST_WAIT_MS;
    await this.#check();
  }

  /** Stops the checks (a sign-out, the console closed). */
  stop(): void {
    this.#timer?.abort();
    this.#timer = undefined;
  }

  async #check(): Promise<void> {
    this.#checking = true;
    if (this.#state.kind === 'unreachable') this.#set({ ...this.#state, checking: true, nextCheck: undefined });
    let answers = false;
    try {
      answers = await this.ping(PING_TIMEOUT_MS);
    } finally {
      this.#checking = false;
    }
    // The ping's own answer has already ended the outage (answered()); a late one changes nothing.
    if (answers) {
      this.answered();
      return;
    }
    const since = this.#state.kind === 'unreachable' ? this.#state.since : (this.#firstFailure ?? this.now());
    const wait = this.#wait;
    this.#wait = Math.min(this.#wait * 2, LONGEST_WAIT_MS);
    this.#set({ kind: 'unreachable', since, lastAnswer: this.#lastAnswer, checking: false, nextCheck: this.now() + wait });
    const timer = new AbortController();
    this.#timer = timer;
    void this.clock.sleep(wait, timer.signal).then(
      () => {
        if (this.#timer === timer) void this.#check();
      },
      () => undefined,
    );
  }

  #set(state: Reachability): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}

/**
 * Where the HTTP clients send each call's outcome: to the reachability once
 * it is built (it pings the appliance through those same clients, so it
 * cannot be built before them).
 */
export class CallOutcomeRelay implements CallOutcomePort {
  #target: CallOutcomePort | undefined;

  connect(target: CallOutcomePort): void {
    this.#target = target;
  }

  answered(): void {
    this.#target?.answered();
  }

  unanswered(): void {
    this.#target?.unanswered();
  }
}
