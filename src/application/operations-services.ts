import { RunCommandUseCase } from './command/run-command.use-case';
import { WatchDebugUseCase } from './debug/watch-debug.use-case';
import { WatchApplicationUseCase } from './health/watch-application.use-case';
import { WatchApplicationsUseCase } from './health/watch-applications.use-case';
import { WatchSystemUseCase } from './health/watch-system.use-case';
import { DownloadLogUseCase } from './logs/download-log.use-case';
import { ReadLogUseCase } from './logs/read-log.use-case';
import { LoadOnlineConfigurationUseCase } from './maintenance/load-online-configuration.use-case';
import { RunMaintenanceUseCase } from './maintenance/run-maintenance.use-case';
import { SetOnlineConfigurationUseCase } from './maintenance/set-online-configuration.use-case';
import { ListNetworkInterfacesUseCase } from './network/list-network-interfaces.use-case';
import { SaveNetworkInterfaceUseCase } from './network/save-network-interface.use-case';
import type { CommandPort } from './ports/command.port';
import type { DebugStreamPort } from './ports/debug-stream.port';
import type { MaintenancePort } from './ports/maintenance.port';
import type { MonitorPort } from './ports/monitor.port';
import type { NetworkInterfacesPort } from './ports/network-interfaces.port';
import type { SystemLogsPort } from './ports/system-logs.port';

/** The use cases that operate the running server: health, network interfaces, logs, debug console, commands, maintenance. */
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

export interface OperationsPorts {
  readonly monitor: MonitorPort;
  readonly network: NetworkInterfacesPort;
  readonly logs: SystemLogsPort;
  readonly debug: DebugStreamPort;
  readonly commands: CommandPort;
  readonly maintenance: MaintenancePort;
}

/** Builds the operations use cases over the ports the composition root chose. */
export function createOperationsServices(ports: OperationsPorts): OperationsServices {
  return {
    watchSystem: new WatchSystemUseCase(ports.monitor),
    watchApplications: new WatchApplicationsUseCase(ports.monitor),
    watchApplication: new WatchApplicationUseCase(ports.monitor),
    listNetworkInterfaces: new ListNetworkInterfacesUseCase(ports.network),
    saveNetworkInterface: new SaveNetworkInterfaceUseCase(ports.network),
    readLog: new ReadLogUseCase(ports.logs),
    downloadLog: new DownloadLogUseCase(ports.logs),
    watchDebug: new WatchDebugUseCase(ports.debug),
    runCommand: new RunCommandUseCase(ports.commands),
    runMaintenance: new RunMaintenanceUseCase(ports.maintenance),
    loadOnlineConfiguration: new LoadOnlineConfigurationUseCase(ports.maintenance),
    setOnlineConfiguration: new SetOnlineConfigurationUseCase(ports.maintenance),
  };
}
