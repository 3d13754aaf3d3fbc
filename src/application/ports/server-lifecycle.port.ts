/** What the appliance answers to an action: `{"result", "detail"}` (docs/api.md). */
export interface ActionAnswer {
  readonly result: boolean;
  readonly detail?: string;
}

/**
 * Start, stop and reload of the appliance's server (`POST /api/application/start|stop|reload`)
 * and the ping the reload waits for.
 */
export interface ServerLifecyclePort {
  /** A refusal (4xx/5xx) is `{ result: false, detail }`; only an unreachable appliance rejects. */
  start(): Promise<ActionAnswer>;
  stop(): Promise<ActionAnswer>;
  reload(): Promise<ActionAnswer>;
  /** True when the appliance answers `GET /api/ping` within `timeoutMs`; never rejects. */
  ping(timeoutMs: number): Promise<boolean>;
}
