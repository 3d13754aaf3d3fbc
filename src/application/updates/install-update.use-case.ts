import { ServerMustBeStoppedError, UpdateFailedError } from '../errors/operation-errors';
import type { UpdatePort } from '../ports/update.port';
import type { ServerStatusMonitor } from '../lifecycle/server-status-monitor';

export interface InstallProgress {
  readonly percent: number;
  readonly step?: string;
}

/**
 * Downloads and installs the new version, reporting the appliance's progress
 * stream. The server must be stopped first ('server must be stopped'); a
 * second call while one runs joins the first instead of starting another.
 * Resolves with the version installed.
 */
export class InstallUpdateUseCase {
  #running: Promise<string> | undefined;

  constructor(
    private readonly updates: UpdatePort,
    private readonly monitor: ServerStatusMonitor,
  ) {}

  running(): boolean {
    return this.#running !== undefined;
  }

  execute(options: { readonly force?: boolean; readonly onProgress?: (progress: InstallProgress) => void; readonly signal?: AbortSignal } = {}): Promise<string> {
    this.#running ??= this.#install(options).finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  async #install(options: { readonly force?: boolean; readonly onProgress?: (progress: InstallProgress) => void; readonly signal?: AbortSignal }): Promise<string> {
    const status = await this.monitor.refresh();
    if (status !== 'stopped') throw new ServerMustBeStoppedError();
    for await (const event of this.updates.install({ force: options.force ?? false, ...(options.signal ? { signal: options.signal } : {}) })) {
      if (event.kind === 'complete') {
        options.onProgress?.({ percent: 100 });
        return event.version;
      }
      options.onProgress?.({ percent: Math.max(0, Math.min(100, event.percent)), ...(event.step ? { step: event.step } : {}) });
    }
    throw new UpdateFailedError('the progress stream ended before completion');
  }
}
