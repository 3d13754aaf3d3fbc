import type { ServerLifecyclePort } from '../ports/server-lifecycle.port';
import type { ServerStatusMonitor } from './server-status-monitor';
import { runLifecycleAction, stopTransition } from './server-transition';

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

  execute(): Promise<void> {
    return runLifecycleAction(this.monitor, stopTransition(this.lifecycle));
  }
}
