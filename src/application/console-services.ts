import type { LiveIoStates } from './logic/live-io-states';
import type { LogicIndexPort } from './logic/logic-index.port';
import type { ConfigurationLoading } from './configuration-workspace/configuration-loading';
import type { ConfigurationDrafts } from './configuration-workspace/configuration-drafts';
import type { ConfigurationWorkspace } from './configuration-workspace/configuration-workspace';
import type { DownloadConfigurationUseCase } from './configuration-workspace/download-configuration.use-case';
import type { LoadConfigurationUseCase } from './configuration-workspace/load-configuration.use-case';
import type { SaveConfigurationUseCase } from './configuration-workspace/save-configuration.use-case';
import type { UploadConfigurationUseCase } from './configuration-workspace/upload-configuration.use-case';
import type { ListCorruptedEntitiesUseCase } from './configuration-workspace/list-corrupted-entities.use-case';
import type { InitialiseApplianceUseCase } from './appliance/initialise-appliance.use-case';
import type { LoadDashboardUseCase } from './dashboard/load-dashboard.use-case';
import type { DeviceConnections } from './dashboard/device-connections';
import type { ActivateLicenseUseCase } from './license/activate-license.use-case';
import type { ReloadServerUseCase } from './lifecycle/reload-server.use-case';
import type { ServerStatusMonitor } from './lifecycle/server-status-monitor';
import type { StartServerUseCase } from './lifecycle/start-server.use-case';
import type { StopServerUseCase } from './lifecycle/stop-server.use-case';
import type { CloseTunnelUseCase } from './remote-access/close-tunnel.use-case';
import type { ListTunnelsUseCase } from './remote-access/list-tunnels.use-case';
import type { OpenTunnelUseCase } from './remote-access/open-tunnel.use-case';
import type { DeviceServices } from './devices/device-services';
import type { GetAllowedStreamSettings } from './configuration/allowed-stream-settings.use-case';
import type { DeviceCamerasUseCase } from './live-video/device-cameras.use-case';
import type { LiveVideoPort } from './live-video/live-video.port';
import type { CheckUpdateUseCase } from './updates/check-update.use-case';
import type { InstallUpdateUseCase } from './updates/install-update.use-case';
import type { OperationsServices } from './operations-services';
import type { LoggerPort } from './ports/logger.port';
import type { PreferencesPort } from './ports/preferences.port';
import type { VersionedStorage } from './storage/versioned-storage';
import type { ResolveLanguageUseCase } from './preferences/resolve-language.use-case';
import type { ToggleExpertModeUseCase } from './preferences/toggle-expert-mode.use-case';
import type { Session } from './session/session';
import type { SiteConsole } from './site-console/site-console';
import type { OpenSiteUseCase } from './site-console/open-site.use-case';
import type { SignInUseCase } from './session/sign-in.use-case';
import type { TabPresence } from './configuration-workspace/tab-presence';
import type { SignOutUseCase } from './session/sign-out.use-case';
import type { CheckInitialisationUseCase } from './shell/check-initialisation.use-case';
import type { LoadApplicationUseCase } from './shell/load-application.use-case';
import type { ApplianceReachability } from './shell/appliance-reachability';
import type { HistoryPort } from './ports/history.port';
import type { FleetCopy } from './fleet-copy/fleet-copy';
import type { FleetConsole } from './fleet-console/fleet-console';
import type { RevertFromHistoryUseCase } from './history-console/revert-from-history.use-case';

/**
 * What the UI may use: the use cases and the few stateful services, built by
 * the composition root and handed to the routes through the router context.
 */
export interface ConsoleServices {
  readonly session: Session;
  /** Which fleet site this console is, if any: its name and tags on every page, read-only for a viewer (docs/fleet.md, "Open a site"). */
  readonly siteConsole: SiteConsole;
  /** Opens the fleet site's console in place of the sign-in (no password: the Vigil server signs in with the site's stored credentials). */
  readonly openSite: OpenSiteUseCase;
  readonly preferences: PreferencesPort;
  /** The records kept in this browser, versioned: what was refused (newer) or set aside (damaged), to show, download or forget. */
  readonly storedRecords: VersionedStorage;
  readonly logger: LoggerPort;
  readonly loadApplication: LoadApplicationUseCase;
  readonly checkInitialisation: CheckInitialisationUseCase;
  readonly signIn: SignInUseCase;
  readonly signOut: SignOutUseCase;
  readonly initialiseAppliance: InitialiseApplianceUseCase;
  readonly loadDashboard: LoadDashboardUseCase;
  /** The devices' connection states for the site overview, polled in batches while it is shown (docs/server-operations.md). */
  readonly deviceConnections: DeviceConnections;
  /** Whether the appliance answers: the banner on every page, the figures marked stale. */
  readonly reachability: ApplianceReachability;
  readonly toggleExpertMode: ToggleExpertModeUseCase;
  readonly resolveLanguage: ResolveLanguageUseCase;
  // Server operations (docs/server-operations.md)
  readonly serverStatus: ServerStatusMonitor;
  readonly startServer: StartServerUseCase;
  readonly stopServer: StopServerUseCase;
  readonly reloadServer: ReloadServerUseCase;
  readonly activateLicense: ActivateLicenseUseCase;
  readonly checkUpdate: CheckUpdateUseCase;
  readonly installUpdate: InstallUpdateUseCase;
  readonly listTunnels: ListTunnelsUseCase;
  readonly openTunnel: OpenTunnelUseCase;
  readonly closeTunnel: CloseTunnelUseCase;
  /** The editable configuration every configuration page works on (docs/configuration-workspace.md). */
  readonly workspace: ConfigurationWorkspace;
  /** Fetches and decodes the appliance's document into the workspace (sign-in does it; a page may reload it). */
  readonly loadConfiguration: LoadConfigurationUseCase;
  /** Whether the appliance's document is on its way into the workspace, and how far (the sign-in does not wait for it). */
  readonly configurationLoading: ConfigurationLoading;
  /** The save: validate, review (pendingChanges), conflict check and merge, write, post, read back. */
  readonly saveConfiguration: SaveConfigurationUseCase;
  /** Unsaved changes kept in the browser (no secrets) and offered again after sign-in. */
  readonly drafts: ConfigurationDrafts;
  /** The console's other tabs on this appliance: whether one of them holds unsaved changes too. */
  readonly tabs: TabPresence;
  /** The appliance's signed document as a file. */
  readonly downloadConfiguration: DownloadConfigurationUseCase;
  /** A configuration file checked, shown as changes, then made the draft. */
  readonly uploadConfiguration: UploadConfigurationUseCase;
  /** The draft's document's entities the model could not read (the uploaded file's while it stands), shown read-only where they belong. */
  readonly listCorruptedEntities: ListCorruptedEntitiesUseCase;
  /** Health, network interfaces, logs, debug console, commands, maintenance (docs/server-health.md). */
  readonly operations: OperationsServices;
  /** The appliance's device calls: supported models, discovery, creation, one device saved or loaded (docs/devices.md). */
  readonly devices: DeviceServices;
  /** Live video, snapshots and camera test moves through the client library (docs/devices-live.md). */
  readonly liveVideo: LiveVideoPort;
  /** The video streams of one device, or why it has none (not saved yet, no stream). */
  readonly deviceCameras: DeviceCamerasUseCase;
  /** Which codecs, resolutions, fps and bitrates a device's stream accepts (the device editor's video tab). */
  readonly allowedStreamSettings: GetAllowedStreamSettings;
  /** The Vigil server's history and audit (docs/history.md). */
  readonly history: HistoryPort;
  /** Fleet mode: compare two sites, copy items to many, follow a rollout (docs/fleet.md). */
  readonly fleetCopy: FleetCopy;
  /** Revert a field, an item or a version from History: one edit of the draft. */
  readonly revertFromHistory: RevertFromHistoryUseCase;
  /** The ios' live states for the logic editor, polled while shown (docs/logic-editor.md). */
  readonly liveIo: LiveIoStates;
  /** The logic editor's whole-graph index (parts, loops), off the page's thread in the browser (docs/logic-editor.md). */
  readonly logicIndex: LogicIndexPort;
  /** The fleet's pages (`/fleet`, docs/fleet.md): the operator signed in on this browser and the fleet's calls. */
  readonly fleet: FleetConsole;
}
