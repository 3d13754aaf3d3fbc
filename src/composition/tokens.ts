import type { KyInstance } from 'ky';
import type { InitialiseApplianceUseCase } from '../application/appliance/initialise-appliance.use-case';
import type { CheckConfiguration } from '../application/configuration/check-configuration.use-case';
import type { ConfigurationCodecPort } from '../application/configuration/configuration-codec.port';
import type { DiffConfigurations } from '../application/configuration/diff-configurations.use-case';
import type { GetAllowedStreamSettings } from '../application/configuration/allowed-stream-settings.use-case';
import type { ConfigurationCodecSource } from '../application/configuration/read-configuration-document';
import type { SetConfigurationField } from '../application/configuration/set-configuration-field.use-case';
import type { ValidateConfiguration } from '../application/configuration/validate-configuration.use-case';
import type { ConfigurationDrafts } from '../application/configuration-workspace/configuration-drafts';
import type { ConfigurationWorkspace } from '../application/configuration-workspace/configuration-workspace';
import type { DownloadConfigurationUseCase } from '../application/configuration-workspace/download-configuration.use-case';
import type { ListCorruptedEntitiesUseCase } from '../application/configuration-workspace/list-corrupted-entities.use-case';
import type { LoadConfigurationUseCase } from '../application/configuration-workspace/load-configuration.use-case';
import type { SaveConfigurationUseCase } from '../application/configuration-workspace/save-configuration.use-case';
import type { TabPresence } from '../application/configuration-workspace/tab-presence';
import type { UploadConfigurationUseCase } from '../application/configuration-workspace/upload-configuration.use-case';
import type { UploadedDocument } from '../application/configuration-workspace/uploaded-document';
import type { RunCommandUseCase } from '../application/command/run-command.use-case';
import type { DeviceConnections } from '../application/dashboard/device-connections';
import type { LoadDashboardUseCase } from '../application/dashboard/load-dashboard.use-case';
import type { WatchDebugUseCase } from '../application/debug/watch-debug.use-case';
import type { DeviceServices } from '../application/devices/device-services';
import type { WatchApplicationUseCase } from '../application/health/watch-application.use-case';
import type { WatchApplicationsUseCase } from '../application/health/watch-applications.use-case';
import type { WatchSystemUseCase } from '../application/health/watch-system.use-case';
import type { ActivateLicenseUseCase } from '../application/license/activate-license.use-case';
import type { ReloadServerUseCase } from '../application/lifecycle/reload-server.use-case';
import type { ServerStatusMonitor } from '../application/lifecycle/server-status-monitor';
import type { StartServerUseCase } from '../application/lifecycle/start-server.use-case';
import type { StopServerUseCase } from '../application/lifecycle/stop-server.use-case';
import type { DeviceCamerasUseCase } from '../application/live-video/device-cameras.use-case';
import type { LiveVideoPort } from '../application/live-video/live-video.port';
import type { IoStatesPort } from '../application/logic/io-states.port';
import type { LiveIoStates } from '../application/logic/live-io-states';
import type { DownloadLogUseCase } from '../application/logs/download-log.use-case';
import type { ReadLogUseCase } from '../application/logs/read-log.use-case';
import type { LoadOnlineConfigurationUseCase } from '../application/maintenance/load-online-configuration.use-case';
import type { RunMaintenanceUseCase } from '../application/maintenance/run-maintenance.use-case';
import type { SetOnlineConfigurationUseCase } from '../application/maintenance/set-online-configuration.use-case';
import type { ListNetworkInterfacesUseCase } from '../application/network/list-network-interfaces.use-case';
import type { SaveNetworkInterfaceUseCase } from '../application/network/save-network-interface.use-case';
import type { OperationsServices } from '../application/operations-services';
import type { ApplicationInfoPort } from '../application/ports/application-info.port';
import type { AuthenticationPort } from '../application/ports/authentication.port';
import type { ClockPort } from '../application/ports/clock.port';
import type { CommandPort } from '../application/ports/command.port';
import type { ConfigurationDecoderPort } from '../application/configuration/configuration-codec.port';
import type { ConfigurationPort } from '../application/ports/configuration.port';
import type { DebugStreamPort } from '../application/ports/debug-stream.port';
import type { DevicesPort } from '../application/ports/devices.port';
import type { DraftStorePort } from '../application/ports/draft-store.port';
import type { HashPort } from '../application/ports/hash.port';
import type { LicenseActivationPort } from '../application/ports/license-activation.port';
import type { LicensePort } from '../application/ports/license.port';
import type { LoggerPort } from '../application/ports/logger.port';
import type { MaintenancePort } from '../application/ports/maintenance.port';
import type { MonitorPort } from '../application/ports/monitor.port';
import type { NetworkInterfacesPort } from '../application/ports/network-interfaces.port';
import type { NotifierPort } from '../application/ports/notifier.port';
import type { PreferencesPort } from '../application/ports/preferences.port';
import type { ServerLifecyclePort } from '../application/ports/server-lifecycle.port';
import type { ServerStatusPort } from '../application/ports/server-status.port';
import type { SystemLogsPort } from '../application/ports/system-logs.port';
import type { TabChannelPort, TabIdPort } from '../application/ports/tab-channel.port';
import type { TunnelsPort } from '../application/ports/tunnels.port';
import type { UpdatePort } from '../application/ports/update.port';
import type { ResolveLanguageUseCase } from '../application/preferences/resolve-language.use-case';
import type { ToggleExpertModeUseCase } from '../application/preferences/toggle-expert-mode.use-case';
import type { CloseTunnelUseCase } from '../application/remote-access/close-tunnel.use-case';
import type { ListTunnelsUseCase } from '../application/remote-access/list-tunnels.use-case';
import type { OpenTunnelUseCase } from '../application/remote-access/open-tunnel.use-case';
import type { Session } from '../application/session/session';
import type { SignInUseCase } from '../application/session/sign-in.use-case';
import type { SignOutUseCase } from '../application/session/sign-out.use-case';
import type { CheckInitialisationUseCase } from '../application/shell/check-initialisation.use-case';
import type { LoadApplicationUseCase } from '../application/shell/load-application.use-case';
import type { CheckUpdateUseCase } from '../application/updates/check-update.use-case';
import type { InstallUpdateUseCase } from '../application/updates/install-update.use-case';
import type { Configuration } from '../domain/configuration/configuration';
import type { ApplianceClientSession } from '../infrastructure/client-session/appliance-client-session';
import type { DraftStorage } from '../infrastructure/memory/draft-store.adapters';
import { token } from './typed-container';

/**
 * The ports an appliance answers: one adapter set per mode binds all of them
 * (composition/appliance-adapters.ts), and swapping the set is one line.
 */
export const APPLIANCE = {
  applicationInfo: token<ApplicationInfoPort>('ApplicationInfoPort'),
  authentication: token<AuthenticationPort>('AuthenticationPort'),
  license: token<LicensePort>('LicensePort'),
  serverStatus: token<ServerStatusPort>('ServerStatusPort'),
  configuration: token<ConfigurationPort>('ConfigurationPort'),
  serverLifecycle: token<ServerLifecyclePort>('ServerLifecyclePort'),
  licenseActivation: token<LicenseActivationPort>('LicenseActivationPort'),
  update: token<UpdatePort>('UpdatePort'),
  tunnels: token<TunnelsPort>('TunnelsPort'),
  devices: token<DevicesPort>('DevicesPort'),
  monitor: token<MonitorPort>('MonitorPort'),
  network: token<NetworkInterfacesPort>('NetworkInterfacesPort'),
  logs: token<SystemLogsPort>('SystemLogsPort'),
  debug: token<DebugStreamPort>('DebugStreamPort'),
  commands: token<CommandPort>('CommandPort'),
  maintenance: token<MaintenancePort>('MaintenancePort'),
  liveVideo: token<LiveVideoPort>('LiveVideoPort'),
  ioStates: token<IoStatesPort>('IoStatesPort'),
} as const;

/** What the console's services are built on: the caller's options, the browser's or Node's facilities, the configuration codec. */
export const PLATFORM = {
  notifier: token<NotifierPort>('NotifierPort'),
  logger: token<LoggerPort>('LoggerPort'),
  clock: token<ClockPort>('ClockPort'),
  hash: token<HashPort>('HashPort'),
  salt: token<string>('ConfigurationSalt'),
  storage: token<DraftStorage>('DraftStorage'),
  preferences: token<PreferencesPort>('PreferencesPort'),
  draftStore: token<DraftStorePort>('DraftStorePort'),
  draftOrigin: token<string>('DraftOrigin'),
  tabChannel: token<TabChannelPort>('TabChannelPort'),
  tabId: token<TabIdPort>('TabIdPort'),
  configurationCodec: token<ConfigurationCodecSource>('ConfigurationCodecSource'),
  decoder: token<ConfigurationDecoderPort>('ConfigurationDecoderPort'),
  uploaded: token<UploadedDocument>('UploadedDocument'),
  clientSession: token<ApplianceClientSession>('ApplianceClientSession'),
} as const;

/** The use cases of server operations (docs/server-health.md), gathered as `operations`. */
export const OPERATIONS = {
  watchSystem: token<WatchSystemUseCase>('WatchSystemUseCase'),
  watchApplications: token<WatchApplicationsUseCase>('WatchApplicationsUseCase'),
  watchApplication: token<WatchApplicationUseCase>('WatchApplicationUseCase'),
  listNetworkInterfaces: token<ListNetworkInterfacesUseCase>('ListNetworkInterfacesUseCase'),
  saveNetworkInterface: token<SaveNetworkInterfaceUseCase>('SaveNetworkInterfaceUseCase'),
  readLog: token<ReadLogUseCase>('ReadLogUseCase'),
  downloadLog: token<DownloadLogUseCase>('DownloadLogUseCase'),
  watchDebug: token<WatchDebugUseCase>('WatchDebugUseCase'),
  runCommand: token<RunCommandUseCase>('RunCommandUseCase'),
  runMaintenance: token<RunMaintenanceUseCase>('RunMaintenanceUseCase'),
  loadOnlineConfiguration: token<LoadOnlineConfigurationUseCase>('LoadOnlineConfigurationUseCase'),
  setOnlineConfiguration: token<SetOnlineConfigurationUseCase>('SetOnlineConfigurationUseCase'),
} as const satisfies { readonly [K in keyof OperationsServices]: unknown };

/** Every service the UI receives (`ConsoleServices`), one token each. */
export const CONSOLE = {
  session: token<Session>('Session'),
  preferences: PLATFORM.preferences,
  logger: PLATFORM.logger,
  loadApplication: token<LoadApplicationUseCase>('LoadApplicationUseCase'),
  checkInitialisation: token<CheckInitialisationUseCase>('CheckInitialisationUseCase'),
  signIn: token<SignInUseCase>('SignInUseCase'),
  signOut: token<SignOutUseCase>('SignOutUseCase'),
  initialiseAppliance: token<InitialiseApplianceUseCase>('InitialiseApplianceUseCase'),
  loadDashboard: token<LoadDashboardUseCase>('LoadDashboardUseCase'),
  deviceConnections: token<DeviceConnections>('DeviceConnections'),
  toggleExpertMode: token<ToggleExpertModeUseCase>('ToggleExpertModeUseCase'),
  resolveLanguage: token<ResolveLanguageUseCase>('ResolveLanguageUseCase'),
  serverStatus: token<ServerStatusMonitor>('ServerStatusMonitor'),
  startServer: token<StartServerUseCase>('StartServerUseCase'),
  stopServer: token<StopServerUseCase>('StopServerUseCase'),
  reloadServer: token<ReloadServerUseCase>('ReloadServerUseCase'),
  activateLicense: token<ActivateLicenseUseCase>('ActivateLicenseUseCase'),
  checkUpdate: token<CheckUpdateUseCase>('CheckUpdateUseCase'),
  installUpdate: token<InstallUpdateUseCase>('InstallUpdateUseCase'),
  listTunnels: token<ListTunnelsUseCase>('ListTunnelsUseCase'),
  openTunnel: token<OpenTunnelUseCase>('OpenTunnelUseCase'),
  closeTunnel: token<CloseTunnelUseCase>('CloseTunnelUseCase'),
  workspace: token<ConfigurationWorkspace>('ConfigurationWorkspace'),
  loadConfiguration: token<LoadConfigurationUseCase>('LoadConfigurationUseCase'),
  saveConfiguration: token<SaveConfigurationUseCase>('SaveConfigurationUseCase'),
  drafts: token<ConfigurationDrafts>('ConfigurationDrafts'),
  tabs: token<TabPresence>('TabPresence'),
  downloadConfiguration: token<DownloadConfigurationUseCase>('DownloadConfigurationUseCase'),
  uploadConfiguration: token<UploadConfigurationUseCase>('UploadConfigurationUseCase'),
  listCorruptedEntities: token<ListCorruptedEntitiesUseCase>('ListCorruptedEntitiesUseCase'),
  operations: token<OperationsServices>('OperationsServices'),
  devices: token<DeviceServices>('DeviceServices'),
  liveVideo: APPLIANCE.liveVideo,
  deviceCameras: token<DeviceCamerasUseCase>('DeviceCamerasUseCase'),
  liveIo: token<LiveIoStates>('LiveIoStates'),
  allowedStreamSettings: token<GetAllowedStreamSettings>('GetAllowedStreamSettings'),
} as const;

/** The services of `vigil config` (composition/config-cli.ts). */
export const CONFIG_CLI = {
  hash: PLATFORM.hash,
  salt: PLATFORM.salt,
  codec: token<ConfigurationCodecPort<Configuration>>('ConfigurationCodecPort'),
  validate: token<ValidateConfiguration>('ValidateConfiguration'),
  check: token<CheckConfiguration<Configuration>>('CheckConfiguration'),
  diff: token<DiffConfigurations<Configuration>>('DiffConfigurations'),
  set: token<SetConfigurationField<Configuration>>('SetConfigurationField'),
} as const;

/** Only the HTTP adapter set binds it: the one ky instance of docs/architecture.md. */
export const APPLIANCE_HTTP = token<KyInstance>('ApplianceHttp');
