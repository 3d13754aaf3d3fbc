import type { MaintenancePort, OnlineConfiguration } from '../ports/maintenance.port';
import { SingleFlight } from '../shared/single-flight';

/**
 * Switches the online configuration. While changes wait to be applied the
 * appliance refuses (ONLINE_CHANGES_PENDING) unless `force`, which applies them.
 */
export class SetOnlineConfigurationUseCase {
  readonly #flight = new SingleFlight('online configuration');

  constructor(private readonly maintenance: MaintenancePort) {}

  execute(online: boolean, force = false): Promise<OnlineConfiguration> {
    return this.#flight.run(() => this.maintenance.setOnline(online, force));
  }
}
