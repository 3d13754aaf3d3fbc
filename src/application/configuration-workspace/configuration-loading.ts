import type { DecodeProgress } from '../configuration/configuration-codec.port';

/** Where a load is: fetching (bytes received, `total` when known), then the decoder's phases. */
export interface LoadProgress {
  readonly phase: 'fetching' | DecodeProgress['phase'];
  readonly bytes: number;
  readonly total?: number;
}

/** Whether the appliance's document is being loaded into the workspace, and how far. */
export interface ConfigurationLoadingState {
  readonly loading: boolean;
  /** The last step reported; undefined before the first. */
  readonly progress?: LoadProgress;
}

const IDLE: ConfigurationLoadingState = { loading: false };

/** Bytes between two reports of a download without a stated length. */
const REPORT_BYTES = 512 * 1024;

/**
 * The configuration's load as the pages see it: since the sign-in no longer
 * waits for the decode (docs/configuration-workspace.md, "Sign-in and the
 * configuration's load"), the configuration pages and the dashboard read here
 * that it is on its way. Each load holds a ticket; `abandon` (sign-out) makes
 * the load under way stale, so that its document never fills the workspace of
 * a session that has ended.
 */
export class ConfigurationLoading {
  #state = IDLE;
  #ticket = 0;
  readonly #listeners = new Set<() => void>();

  state(): ConfigurationLoadingState {
    return this.#state;
  }

  /** Starts a load; its ticket replaces any earlier one's. */
  begin(): number {
    this.#ticket += 1;
    this.#set({ loading: true });
    return this.#ticket;
  }

  /**
   * A step of the load of `ticket`. The pages are told of a new phase at once,
   * of bytes only every hundredth of the whole (or every REPORT_BYTES without
   * a length): the download reports each chunk, hundreds on a large site, and
   * each would render the pages that show it again while the dashboard draws.
   */
  report(ticket: number, progress: LoadProgress): void {
    if (!this.isCurrent(ticket)) return;
    const last = this.#state.progress;
    const step = progress.total ? progress.total / 100 : REPORT_BYTES;
    if (last && last.phase === progress.phase && progress.bytes - last.bytes < step && progress.bytes !== progress.total) return;
    this.#set({ loading: true, progress });
  }

  /** The load of `ticket` is over (loaded, invalid or failed). */
  end(ticket: number): void {
    if (this.isCurrent(ticket)) this.#set(IDLE);
  }

  /** Whether `ticket` is the load under way (not replaced, not abandoned). */
  isCurrent(ticket: number): boolean {
    return ticket === this.#ticket;
  }

  /** Forgets the load under way: its outcome will be dropped. */
  abandon(): void {
    this.#ticket += 1;
    this.#set(IDLE);
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #set(state: ConfigurationLoadingState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#listeners) listener();
  }
}
