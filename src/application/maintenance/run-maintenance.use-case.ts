import { DomainError } from '../../domain/shared/domain-error';
import type { DatabaseAction, MaintenanceEvent, MaintenancePort } from '../ports/maintenance.port';
import { SingleFlight } from '../shared/single-flight';

export type MaintenanceAction = DatabaseAction | 'rescue';

/**
 * Rebuilds or regulates the database, or rescues the configuration, reporting
 * progress. One maintenance action at a time: another is refused with
 * ACTION_IN_PROGRESS while one runs. A stream that ends without completion is
 * a failure ('something went wrong'); the appliance's refusals keep their
 * errors (SERVER_MUST_BE_STOPPED…).
 */
export class RunMaintenanceUseCase {
  readonly #flight = new SingleFlight('maintenance');

  constructor(private readonly maintenance: MaintenancePort) {}

  get running(): boolean {
    return this.#flight.running;
  }

  execute(action: MaintenanceAction, onProgress: (percent: number, step?: string) => void, signal?: AbortSignal): Promise<void> {
    return this.#flight.run(async () => {
      const events: AsyncIterable<MaintenanceEvent> = action === 'rescue' ? this.maintenance.rescue(signal) : this.maintenance.database(action, signal);
      let complete = false;
      for await (const event of events) {
        if (event.kind === 'complete') complete = true;
        else if (!complete) onProgress(Math.max(0, Math.min(100, event.percent)), event.step);
      }
      if (complete) {
        onProgress(100);
        return;
      }
      throw new DomainError('APPLIANCE.SOMETHING_WENT_WRONG', 'something went wrong', { metadata: { action, reason: 'the progress stream ended before completion' } });
    });
  }
}
