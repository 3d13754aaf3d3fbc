import { ServerStartError } from '../errors/operation-errors';
import type { ServerLifecyclePort } from '../ports/server-lifecycle.port';
import type { ServerStatusMonitor } from './server-status-monitor';
import { runLifecycleAction } from './server-transition';

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

  execute(): Promise<void> {
    return runLifecycleAction(this.monitor, {
      transient: 'starting',
      settled: 'started',
      call: () => this.lifecycle.start(),
      failure: (detail, cause) => new ServerStartError(detail, cause),
    });
  }
}
