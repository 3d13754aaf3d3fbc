import { ApplianceRequestError, NetworkError } from '../errors/console-errors';
import type { ClockPort } from '../ports/clock.port';
import type { LoggerPort } from '../ports/logger.port';
import type { ServerLifecyclePort } from '../ports/server-lifecycle.port';
import type { ServerStatus } from '../ports/server-status.port';
import { LIFECYCLE_TIMING } from './lifecycle-constants';
import type { ServerStatusMonitor } from './server-status-monitor';
import { runServerTransition, stopTransition, withStatusPollingPaused } from './server-transition';
import type { StartServerUseCase } from './start-server.use-case';

/**
 * Reload, exactly as specification section 4 says: pause status checking;
 * stop the server unless already stopped (shown as stopping, then stopped);
 * reload; wait 1 s; wait for a ping (each with a 5 s time-out, retried every
 * 1 s); start again only if it was started before; resume status checking.
 * When stopping fails the previous status is restored and the error is
 * 'Unable to stop the server (…)'.
 */
export class ReloadServerUseCase {
  #running: Promise<void> | undefined;

  constructor(
    private readonly lifecycle: ServerLifecyclePort,
    private readonly monitor: ServerStatusMonitor,
    private readonly start: StartServerUseCase,
    private readonly clock: ClockPort,
    private readonly logger: LoggerPort,
  ) {}

  /** A second call while a reload runs joins it rather than starting another. */
  execute(): Promise<void> {
    this.#running ??= this.#reloadOnce().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  #reloadOnce(): Promise<void> {
    return withStatusPollingPaused(this.monitor, async () => {
      const previous = this.monitor.current() ?? (await this.monitor.refresh());
      if (previous !== 'stopped') await this.#stop(previous);
      await this.#reload();
      await this.clock.sleep(LIFECYCLE_TIMING.reloadPauseMs);
      await this.#waitForPing();
      if (previous === 'started') {
        await this.start.execute();
      } else {
        await this.monitor.refresh().catch(() => undefined);
      }
    });
  }

  async #stop(previous: ServerStatus): Promise<void> {
    await runServerTransition(this.monitor, stopTransition(this.lifecycle), previous);
    this.monitor.set('stopped');
  }

  async #reload(): Promise<void> {
    const answer = await this.lifecycle.reload();
    if (!answer.result) throw new ApplianceRequestError(500, answer.detail);
  }

  async #waitForPing(): Promise<void> {
    for (let attempt = 1; attempt <= LIFECYCLE_TIMING.pingAttempts; attempt += 1) {
      if (await this.lifecycle.ping(LIFECYCLE_TIMING.pingTimeoutMs)) return;
      this.logger.info(`reload: no answer to ping ${attempt}`);
      await this.clock.sleep(LIFECYCLE_TIMING.pingRetryMs);
    }
    throw new NetworkError(new Error('the reloaded server did not answer a ping'));
  }
}
