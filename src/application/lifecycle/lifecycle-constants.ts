/** Specification section 9: status polling and the reload's pauses. */
export const LIFECYCLE_TIMING = {
  /** Status polling interval. */
  statusPollMs: 2000,
  /** Pause after the reload call, before pinging. */
  reloadPauseMs: 1000,
  /** Time-out of each ping while waiting for the reloaded server. */
  pingTimeoutMs: 5000,
  /** Wait between two pings. */
  pingRetryMs: 1000,
  /** Pings tried before the reload gives up waiting (docs/server-operations.md). */
  pingAttempts: 10,
} as const;
