import type { FleetSitePort } from '../application/ports/fleet-site.port';
import type { KyInstance } from 'ky';
import type { CheckConfiguration } from '../application/configuration/check-configuration.use-case';
import type { ConfigurationCodecPort } from '../application/configuration/configuration-codec.port';
import type { DiffConfigurations } from '../application/configuration/diff-configurations.use-case';
import type { ConfigurationCodecSource } from '../application/configuration/read-configuration-document';
import type { SetConfigurationField } from '../application/configuration/set-configuration-field.use-case';
import type { ValidateConfiguration } from '../application/configuration/validate-configuration.use-case';
import type { UploadedDocument } from '../application/configuration-workspace/uploaded-document';
import type { LiveVideoPort } from '../application/live-video/live-video.port';
import type { IoStatesPort } from '../application/logic/io-states.port';
import type { HistoryPort } from '../application/ports/history.port';
import type { FleetCopyPort } from '../application/fleet-copy/fleet-copy.port';
import type { FleetConsolePort } from '../application/fleet-console/fleet-console.port';
import type { LogicIndexPort } from '../application/logic/logic-index.port';
import type { ConsoleServices } from '../application/console-services';
import type { CallOutcomeRelay } from '../application/shell/appliance-reachability';
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
import type { KeyValueStorage } from '../application/ports/key-value-storage.port';
import type { VersionedStorage } from '../application/storage/versioned-storage';
import type { ServerLifecyclePort } from '../application/ports/server-lifecycle.port';
import type { ServerStatusPort } from '../application/ports/server-status.port';
import type { SystemLogsPort } from '../application/ports/system-logs.port';
import type { TabChannelPort, TabIdPort } from '../application/ports/tab-channel.port';
import type { TunnelsPort } from '../application/ports/tunnels.port';
import type { UpdatePort } from '../application/ports/update.port';
import type { Configuration } from '../domain/configuration/configuration';
import type { ApplianceClientSession } from '../infrastructure/client-session/appliance-client-session';
import { token, tokensFor } from './typed-container';

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
  /** The Vigil server's history and audit (`/vigil/`, docs/history.md): the console server's, not the appliance's, but reached the same way. */
  history: token<HistoryPort>('HistoryPort'),
} as const;

/** What the console's services are built on: the caller's options, the browser's or Node's facilities, the configuration codec. */
export const PLATFORM = {
  notifier: token<NotifierPort>('NotifierPort'),
  logger: token<LoggerPort>('LoggerPort'),
  clock: token<ClockPort>('ClockPort'),
  hash: token<HashPort>('HashPort'),
  salt: token<string>('ConfigurationSalt'),
  storage: token<KeyValueStorage>('KeyValueStorage'),
  records: token<VersionedStorage>('VersionedStorage'),
  preferences: token<PreferencesPort>('PreferencesPort'),
  draftStore: token<DraftStorePort>('DraftStorePort'),
  draftOrigin: token<string>('DraftOrigin'),
  tabChannel: token<TabChannelPort>('TabChannelPort'),
  tabId: token<TabIdPort>('TabIdPort'),
  configurationCodec: token<ConfigurationCodecSource>('ConfigurationCodecSource'),
  decoder: token<ConfigurationDecoderPort>('ConfigurationDecoderPort'),
  logicIndex: token<LogicIndexPort>('LogicIndexPort'),
  uploaded: token<UploadedDocument>('UploadedDocument'),
  clientSession: token<ApplianceClientSession>('ApplianceClientSession'),
  callOutcomes: token<CallOutcomeRelay>('CallOutcomeRelay'),
  /** The Vigil server's fleet, asked by a site's console (docs/fleet.md, "Open a site"). */
  fleetSite: token<FleetSitePort>('FleetSitePort'),
} as const;

/** The use cases of server operations (docs/server-health.md), gathered as `operations`. */
export const OPERATIONS = tokensFor<OperationsServices>({
  watchSystem: 'WatchSystemUseCase',
  watchApplications: 'WatchApplicationsUseCase',
  watchApplication: 'WatchApplicationUseCase',
  listNetworkInterfaces: 'ListNetworkInterfacesUseCase',
  saveNetworkInterface: 'SaveNetworkInterfaceUseCase',
  readLog: 'ReadLogUseCase',
  downloadLog: 'DownloadLogUseCase',
  watchDebug: 'WatchDebugUseCase',
  runCommand: 'RunCommandUseCase',
  runMaintenance: 'RunMaintenanceUseCase',
  loadOnlineConfiguration: 'LoadOnlineConfigurationUseCase',
  setOnlineConfiguration: 'SetOnlineConfigurationUseCase',
});

/** Every service the UI receives (`ConsoleServices`), one token each. */
export const CONSOLE = tokensFor<ConsoleServices>({
  siteConsole: 'SiteConsole',
  openSite: 'OpenSiteUseCase',
  session: 'Session',
  preferences: PLATFORM.preferences,
  storedRecords: PLATFORM.records,
  logger: PLATFORM.logger,
  loadApplication: 'LoadApplicationUseCase',
  checkInitialisation: 'CheckInitialisationUseCase',
  signIn: 'SignInUseCase',
  signOut: 'SignOutUseCase',
  initialiseAppliance: 'InitialiseApplianceUseCase',
  loadDashboard: 'LoadDashboardUseCase',
  deviceConnections: 'DeviceConnections',
  reachability: 'ApplianceReachability',
  toggleExpertMode: 'ToggleExpertModeUseCase',
  resolveLanguage: 'ResolveLanguageUseCase',
  serverStatus: 'ServerStatusMonitor',
  startServer: 'StartServerUseCase',
  stopServer: 'StopServerUseCase',
  reloadServer: 'ReloadServerUseCase',
  activateLicense: 'ActivateLicenseUseCase',
  checkUpdate: 'CheckUpdateUseCase',
  installUpdate: 'InstallUpdateUseCase',
  listTunnels: 'ListTunnelsUseCase',
  openTunnel: 'OpenTunnelUseCase',
  closeTunnel: 'CloseTunnelUseCase',
  workspace: 'ConfigurationWorkspace',
  loadConfiguration: 'LoadConfigurationUseCase',
  configurationLoading: 'ConfigurationLoading',
  saveConfiguration: 'SaveConfigurationUseCase',
  drafts: 'ConfigurationDrafts',
  tabs: 'TabPresence',
  downloadConfiguration: 'DownloadConfigurationUseCase',
  uploadConfiguration: 'UploadConfigurationUseCase',
  listCorruptedEntities: 'ListCorruptedEntitiesUseCase',
  operations: 'OperationsServices',
  devices: 'DeviceServices',
  liveVideo: APPLIANCE.liveVideo,
  deviceCameras: 'DeviceCamerasUseCase',
  liveIo: 'LiveIoStates',
  logicIndex: PLATFORM.logicIndex,
  allowedStreamSettings: 'GetAllowedStreamSettings',
  history: 'HistoryPort',
  revertFromHistory: 'RevertFromHistoryUseCase',
  fleetCopy: 'FleetCopy',
  fleet: 'FleetConsole',
});

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

/** The same ky instance's settings with the `/vigil` prefix: the console server's history and audit calls. */
export const HISTORY_HTTP = token<KyInstance>('HistoryHttp');

/** The fleet's compare, copy and rollout calls (`/fleet/api`, docs/fleet.md): their own ky instance, with the session cookie. */
export const FLEET_COPY = {
  http: token<KyInstance>('FleetCopyHttp'),
  port: token<FleetCopyPort>('FleetCopyPort'),
} as const;

/** The fleet's pages' calls (`/fleet/api` on the console's own origin, docs/fleet.md): their ky instance and their port. */
export const FLEET_CONSOLE = {
  http: token<KyInstance>('FleetHttp'),
  port: token<FleetConsolePort>('FleetConsolePort'),
} as const;
