import type { MaintenancePort, OnlineConfiguration } from '../ports/maintenance.port';

/** Whether configuration changes apply online, and whether the running server has them all. */
export class LoadOnlineConfigurationUseCase {
  constructor(private readonly maintenance: MaintenancePort) {}

  execute(): Promise<OnlineConfiguration> {
    return this.maintenance.online();
  }
}
