import type { RunCommandUseCase } from './command/run-command.use-case';
import type { WatchDebugUseCase } from './debug/watch-debug.use-case';
import type { WatchApplicationUseCase } from './health/watch-application.use-case';
import type { WatchApplicationsUseCase } from './health/watch-applications.use-case';
import type { WatchSystemUseCase } from './health/watch-system.use-case';
import type { DownloadLogUseCase } from './logs/download-log.use-case';
import type { ReadLogUseCase } from './logs/read-log.use-case';
import type { LoadOnlineConfigurationUseCase } from './maintenance/load-online-configuration.use-case';
import type { RunMaintenanceUseCase } from './maintenance/run-maintenance.use-case';
import type { SetOnlineConfigurationUseCase } from './maintenance/set-online-configuration.use-case';
import type { ListNetworkInterfacesUseCase } from './network/list-network-interfaces.use-case';
import type { SaveNetworkInterfaceUseCase } from './network/save-network-interface.use-case';

/** The use cases that operate the running server: health, network interfaces, logs, debug console, commands, maintenance (built by the composition root). */
export interface OperationsServices {
  readonly watchSystem: WatchSystemUseCase;
  readonly watchApplications: WatchApplicationsUseCase;
  readonly watchApplication: WatchApplicationUseCase;
  readonly listNetworkInterfaces: ListNetworkInterfacesUseCase;
  readonly saveNetworkInterface: SaveNetworkInterfaceUseCase;
  readonly readLog: ReadLogUseCase;
  readonly downloadLog: DownloadLogUseCase;
  readonly watchDebug: WatchDebugUseCase;
  readonly runCommand: RunCommandUseCase;
  readonly runMaintenance: RunMaintenanceUseCase;
  readonly loadOnlineConfiguration: LoadOnlineConfigurationUseCase;
  readonly setOnlineConfiguration: SetOnlineConfigurationUseCase;
}
