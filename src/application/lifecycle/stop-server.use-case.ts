import { ServerStopError } from '../errors/operation-errors';
import type { ServerLifecyclePort } from '../ports/server-lifecycle.port';
import type { ServerStatusMonitor } from './server-status-monitor';

/**
 * Stops the server (the UI asks for confirmation first): shown as stopping,
 * then as the appliance reports. A refusal restores the status shown before
 * and throws 'Unable to stop the server (…)'.
 */
export class StopServerUseCase {
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
    this.monitor.set('stopping');
    let answer;
    try {
      answer = await this.lifecycle.stop();
    } catch (error) {
      this.monitor.set(previous);
      throw new ServerStopError(undefined, error);
    }
    if (!answer.result) {
      this.monitor.set(previous);
      throw new ServerStopError(answer.detail);
    }
    await this.monitor.refresh().catch(() => this.monitor.set('stopped'));
  }
}
