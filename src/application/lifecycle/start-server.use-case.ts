import { ServerStartError } from '../errors/operation-errors';
import type { ServerLifecyclePort } from '../ports/server-lifecycle.port';
import type { ServerStatusMonitor } from './server-status-monitor';

/**
 * Starts the server: shown as starting while the appliance works, then as it
 * reports. A refusal or an unreachable appliance restores the status shown
 * before and throws 'Unable to start the server (…)'.
 */
export class StartServerUseCase {
  constructor(
    private readonly lifecycle: ServerLifecyclePort,
    private readonly monitor: ServerStatusMonitor,
  ) {}

  async execute(): Promise<void> {
    // Polling is paused so that an answer read before the call cannot overwrite the transient state.
    this.monitor.pause();
    try {
      await this.#run();
    } finally {
      this.monitor.resume();
    }
  }

  async #run(): Promise<void> {
    const previous = this.monitor.current();
    this.monitor.set('starting');
    let answer;
    try {
      answer = await this.lifecycle.start();
    } catch (error) {
      this.monitor.set(previous);
      throw new ServerStartError(undefined, error);
    }
    if (!answer.result) {
      this.monitor.set(previous);
      throw new ServerStartError(answer.detail);
    }
    await this.monitor.refresh().catch(() => this.monitor.set('started'));
  }
}
