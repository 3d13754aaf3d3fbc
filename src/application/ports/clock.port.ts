/** Time behind a port, so that retry loops run under fake timers in tests. */
export interface ClockPort {
  /** Resolves after `ms` milliseconds; rejects with the signal's reason when aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}
