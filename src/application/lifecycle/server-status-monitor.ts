import { StatusCheckAlreadyEnabledError } from '../errors/operation-errors';
import type { ClockPort } from '../ports/clock.port';
import type { LoggerPort } from '../ports/logger.port';
import type { ServerStatus, ServerStatusPort } from '../ports/server-status.port';
import { LIFECYCLE_TIMING } from './lifecycle-constants';

export type StatusListener = (status: ServerStatus | undefined) => void;

/**
 * The server status the console shows: polled every 2000 ms once enabled
 * (enabling twice is refused: 'status check is already enabled'), paused
 * while a reload runs, and set directly by the lifecycle use cases for the
 * transient states they know before the appliance reports them.
 */
export class ServerStatusMonitor {
  #status: ServerStatus | undefined;
  #enabled: AbortController | undefined;
  #pauses = 0;
  readonly #listeners = new Set<StatusListener>();

  constructor(
    private readonly statusPort: ServerStatusPort,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
    private readonly intervalMs: number = LIFECYCLE_TIMING.statusPollMs,
  ) {}

  current(): ServerStatus | undefined {
    return this.#status;
  }

  enabled(): boolean {
    return this.#enabled !== undefined;
  }

  paused(): boolean {
    return this.#pauses > 0;
  }

  subscribe(listener: StatusListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  set(status: ServerStatus | undefined): void {
    if (status === this.#status) return;
    this.#status = status;
    for (const listener of this.#listeners) listener(status);
  }

  /** Reads the status now; a failure is rethrown and the shown status stays. */
  async refresh(): Promise<ServerStatus> {
    const status = await this.statusPort.status();
    this.set(status);
    return status;
  }

  /** Starts polling (a first read at once, then every interval). Throws when already enabled. */
  enable(): void {
    if (this.#enabled) throw new StatusCheckAlreadyEnabledError();
    const controller = new AbortController();
    this.#enabled = controller;
    void this.#poll(controller.signal);
  }

  disable(): void {
    this.#enabled?.abort();
    this.#enabled = undefined;
  }

  /** Stops the polling from changing the status until `resume()`; pauses nest. */
  pause(): void {
    this.#pauses += 1;
  }

  resume(): void {
    this.#pauses = Math.max(0, this.#pauses - 1);
  }

  async #poll(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      if (!this.paused()) {
        try {
          const status = await this.statusPort.status();
          // A pause or a disable that came while the call was under way wins.
          if (!signal.aborted && !this.paused()) this.set(status);
        } catch (error) {
          this.logger.warn('status check failed', error);
        }
      }
      try {
        await this.clock.sleep(this.intervalMs, signal);
      } catch {
        return;
      }
    }
  }
}
