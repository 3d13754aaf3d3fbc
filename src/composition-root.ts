import { InitialiseApplianceUseCase } from './application/appliance/initialise-appliance.use-case';
import { GetAllowedStreamSettings } from './application/configuration/allowed-stream-settings.use-case';
import type { ConfigurationCodecPort } from './application/configuration/configuration-codec.port';
import type { ConfigurationCodecSource } from './application/configuration/read-configuration-document';
import { ConfigurationDrafts } from './application/configuration-workspace/configuration-drafts';
import { ConfigurationWorkspace } from './application/configuration-workspace/configuration-workspace';
import { ConfigurationLoading } from './application/configuration-workspace/configuration-loading';
import { DownloadConfigurationUseCase } from './application/configuration-workspace/download-configuration.use-case';
import { ListCorruptedEntitiesUseCase } from './application/configuration-workspace/list-corrupted-entities.use-case';
import { LoadConfigurationUseCase } from './application/configuration-workspace/load-configuration.use-case';
import { SaveConfigurationUseCase } from './application/configuration-workspace/save-configuration.use-case';
import { TabPresence } from './application/configuration-workspace/tab-presence';
import { UploadConfigurationUseCase } from './application/configuration-workspace/upload-configuration.use-case';
import { UploadedDocument } from './application/configuration-workspace/uploaded-document';
import { RunCommandUseCase } from './application/command/run-command.use-case';
import type { ConsoleServices } from './application/console-services';
import { DeviceConnections } from './application/dashboard/device-connections';
import { LoadDashboardUseCase } from './application/dashboard/load-dashboard.use-case';
import { WatchDebugUseCase } from './application/debug/watch-debug.use-case';
import { DeviceServices } from './application/devices/device-services';
import { WatchApplicationUseCase } from './application/health/watch-application.use-case';
import { WatchApplicationsUseCase } from './application/health/watch-applications.use-case';
import { WatchSystemUseCase } from './application/health/watch-system.use-case';
import { ActivateLicenseUseCase } from './application/license/activate-license.use-case';
import { ReloadServerUseCase } from './application/lifecycle/reload-server.use-case';
import { ServerStatusMonitor } from './application/lifecycle/server-status-monitor';
import { StartServerUseCase } from './application/lifecycle/start-server.use-case';
import { StopServerUseCase } from './application/lifecycle/stop-server.use-case';
import { DeviceCamerasUseCase } from './application/live-video/device-cameras.use-case';
import { LiveIoStates } from './application/logic/live-io-states';
import { DownloadLogUseCase } from './application/logs/download-log.use-case';
import { ReadLogUseCase } from './application/logs/read-log.use-case';
import { LoadOnlineConfigurationUseCase } from './application/maintenance/load-online-configuration.use-case';
import { RunMaintenanceUseCase } from './application/maintenance/run-maintenance.use-case';
import { SetOnlineConfigurationUseCase } from './application/maintenance/set-online-configuration.use-case';
import { ListNetworkInterfacesUseCase } from './application/network/list-network-interfaces.use-case';
import { SaveNetworkInterfaceUseCase } from './application/network/save-network-interface.use-case';
import type { ClockPort } from './application/ports/clock.port';
import type { HashPort } from './application/ports/hash.port';
import type { LoggerPort } from './application/ports/logger.port';
import type { NotifierPort } from './application/ports/notifier.port';
import { ResolveLanguageUseCase } from './application/preferences/resolve-language.use-case';
import { ToggleExpertModeUseCase } from './application/preferences/toggle-expert-mode.use-case';
import type { KeyValueStorage } from './application/ports/key-value-storage.port';
import { VersionedStorage } from './application/storage/versioned-storage';
import { CloseTunnelUseCase } from './application/remote-access/close-tunnel.use-case';
import { ListTunnelsUseCase } from './application/remote-access/list-tunnels.use-case';
import { RevertFromHistoryUseCase } from './application/history-console/revert-from-history.use-case';
import { OpenTunnelUseCase } from './application/remote-access/open-tunnel.use-case';
import { Session } from './application/session/session';
import { SiteConsole } from './application/site-console/site-console';
import { OpenSiteUseCase } from './application/site-console/open-site.use-case';
import type { SiteConsoleAddress } from './domain/fleet/site-console-address';
import { HttpFleetSiteAdapter } from './infrastructure/http/fleet-site.adapter';
import { SignInUseCase } from './application/session/sign-in.use-case';
import { SignOutUseCase } from './application/session/sign-out.use-case';
import { CheckInitialisationUseCase } from './application/shell/check-initialisation.use-case';
import { LoadApplicationUseCase } from './application/shell/load-application.use-case';
import { ApplianceReachability, CallOutcomeRelay } from './application/shell/appliance-reachability';
import { CheckUpdateUseCase } from './application/updates/check-update.use-case';
import { InstallUpdateUseCase } from './application/updates/install-update.use-case';
import type { Configuration } from './domain/configuration/configuration';
import { WasmMd5Adapter } from './infrastructure/crypto/wasm-md5.adapter';
import { CryptoJsMd5Adapter } from './infrastructure/crypto/crypto-js-md5.adapter';
import { BroadcastTabChannel } from './infrastructure/memory/broadcast-tab-channel.adapter';
import { ConsoleLoggerAdapter } from './infrastructure/memory/console-logger.adapter';
import { StorageDraftStore } from './infrastructure/memory/draft-store.adapters';
import { MemoryTabHub, StorageTabId } from './infrastructure/memory/memory-tab-channel.adapter';
import { MemoryStorage, StoragePreferencesAdapter } from './infrastructure/memory/storage-preferences.adapter';
import { TimerClockAdapter } from './infrastructure/memory/timer-clock.adapter';
import { resolveConfigurationSalt } from './infrastructure/settings/configuration-salt';
import { InProcessConfigurationDecoder } from './infrastructure/worker/in-process-configuration-decoder.adapter';
import { LazyConfigurationDecoder } from './infrastructure/worker/lazy-configuration-decoder';
import { LazyLogicIndex } from './infrastructure/worker/lazy-logic-index';
import { FleetCopy } from './application/fleet-copy/fleet-copy';
import { createFleetHttp, HttpFleetCopyAdapter } from './infrastructure/http/fleet-copy.adapter';
import { bindFleetConsole } from './composition/fleet-console';
import { applianceBindings, httpAppliance, type ApplianceAdapters } from './composition/appliance-adapters';
import { APPLIANCE, CONSOLE, FLEET_COPY, OPERATIONS, PLATFORM } from './composition/tokens';
import { construct, provide, value, Wiring, type Token } from './composition/typed-container';

export { httpAppliance, memoryAppliance, simulatorAppliance, type ApplianceAdapters } from './composition/appliance-adapters';

export interface ServicesOptions {
  /** Shows alerts to the user (the UI's translated window.alert in the browser). */
  readonly notifier: NotifierPort;
  /**
   * The appliance the ports talk to, one adapter set: `httpAppliance()`
   * (default, same origin), `memoryAppliance(appliance)` or
   * `simulatorAppliance(simulator)` (composition/appliance-adapters.ts).
   */
  readonly appliance?: ApplianceAdapters;
  readonly logger?: LoggerPort;
  /** Where preferences and unsaved configuration drafts persist (localStorage in the browser, memory elsewhere). */
  readonly storage?: KeyValueStorage;
  /**
   * Where the configuration document is decoded: 'worker' (a Web Worker, the
   * browser's main.tsx) or 'in-process' (default: Node, tests).
   */
  readonly configurationDecoder?: 'in-process' | 'worker';
  /** Where the logic editor's whole-graph index is computed: 'worker' (the browser's main.tsx) or 'in-process' (default: Node, tests). */
  readonly logicIndex?: 'in-process' | 'worker';
  /** The key of this appliance's stored draft (default: the appliance's origin, else the page's). */
  readonly draftOrigin?: string;
  /** Where this tab's id lives across reloads (the browser's sessionStorage; default: memory, a new id per run). */
  readonly tabStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** How tabs hear each other: 'broadcast' (BroadcastChannel, the browser) or a hub in memory (default: a tab alone). */
  readonly tabChannel?: 'broadcast' | MemoryTabHub;
  readonly configurationSalt?: string;
  readonly clock?: ClockPort;
  /** A fleet site's console (docs/fleet.md, "Open a site"): the calls go to the site's prefix on the Vigil server. Absent: one appliance, as always. */
  readonly site?: SiteConsoleAddress;
}

/** The salt baked into a Vite build, if any (absent when running under Node). */
function buildSalt(): string | undefined {
  return (import.meta as { env?: { VITE_CONFIG_SALT?: string } }).env?.VITE_CONFIG_SALT || undefined;
}

/**
 * The XML configuration codec, imported on first use: in the browser its chunk
 * (xmldom and the codecs) is fetched at sign-in, not with the first page.
 */
function lazyConfigurationCodec(hash: HashPort, salt: string): ConfigurationCodecSource {
  let codec: Promise<ConfigurationCodecPort<Configuration>> | undefined;
  return () => (codec ??= import('./infrastructure/xml/xml-configuration-codec.adapter').then(({ XmlConfigurationCodecAdapter }) => new XmlConfigurationCodecAdapter(hash, salt)));
}

/** A random id (tab, page instance): crypto.getRandomValues works where randomUUID does not (plain http). */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The page's origin in a browser ('' elsewhere): the key of the stored draft when the console calls its own origin. */
function pageOrigin(): string {
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? '';
}

/** The platform's services: the caller's options, storage, hashing, the codec and its decoder, tabs and drafts. */
function bindPlatform(wiring: Wiring, options: ServicesOptions, appliance: ApplianceAdapters): void {
  const storage = options.storage ?? new MemoryStorage();
  // A fleet site's draft is kept apart from every other site's (the page's origin is the Vigil server's, shared by all of them).
  const draftOrigin = options.draftOrigin ?? (options.site ? `${pageOrigin()}${options.site.prefix}` : appliance.origin || pageOrigin());
  const tabChannel = options.tabChannel ?? new MemoryTabHub();
  const hash = provide([], () => new WasmMd5Adapter(new CryptoJsMd5Adapter()));
  wiring
    .bind(PLATFORM.notifier, value(options.notifier))
    .bind(PLATFORM.logger, provide([], () => options.logger ?? new ConsoleLoggerAdapter()))
    .bind(PLATFORM.clock, provide([], () => options.clock ?? new TimerClockAdapter()))
    .bind(PLATFORM.hash, hash)
    .bind(PLATFORM.salt, provide([], () => resolveConfigurationSalt(options.configurationSalt ?? buildSalt())))
    .bind(PLATFORM.storage, value(storage))
    .bind(PLATFORM.records, construct([PLATFORM.storage], VersionedStorage))
    .bind(PLATFORM.preferences, construct([PLATFORM.records], StoragePreferencesAdapter))
    .bind(PLATFORM.draftStore, construct([PLATFORM.records], StorageDraftStore))
    .bind(PLATFORM.draftOrigin, value(draftOrigin))
    .bind(PLATFORM.tabChannel, provide([PLATFORM.draftOrigin], (origin) => (tabChannel === 'broadcast' ? new BroadcastTabChannel(origin) : tabChannel.channel())))
    .bind(PLATFORM.tabId, provide([], () => new StorageTabId(options.tabStorage ?? new MemoryStorage(), randomId)))
    .bind(PLATFORM.configurationCodec, provide([PLATFORM.hash, PLATFORM.salt], (md5, salt) => lazyConfigurationCodec(md5, salt)))
    .bind(PLATFORM.decoder, provide([PLATFORM.configurationCodec, PLATFORM.salt], (codec, salt) =>
      options.configurationDecoder === 'worker'
        ? new LazyConfigurationDecoder(() => import('./composition/decoder-worker-page').then(({ createWorkerDecoder }) => createWorkerDecoder(salt)))
        : new InProcessConfigurationDecoder(codec)))
    .bind(PLATFORM.logicIndex, provide([], () =>
      options.logicIndex === 'worker'
        ? new LazyLogicIndex(() => import('./composition/logic-index-worker-page').then(({ createWorkerLogicIndex }) => createWorkerLogicIndex()))
        // The index's code (domain/…/logic-parts.ts) is fetched with the logic editor, not with the console's chunk.
        : new LazyLogicIndex(() => import('./infrastructure/worker/in-process-logic-index.adapter').then(({ InProcessLogicIndex }) => new InProcessLogicIndex()))))
    .bind(PLATFORM.uploaded, construct([], UploadedDocument))
    .bind(PLATFORM.callOutcomes, construct([], CallOutcomeRelay))
    .bind(PLATFORM.fleetSite, provide([], () => new HttpFleetSiteAdapter()));
}

/** The use cases of server operations, over the set's health ports. */
function bindOperations(wiring: Wiring): void {
  wiring
    .bind(OPERATIONS.watchSystem, construct([APPLIANCE.monitor], WatchSystemUseCase))
    .bind(OPERATIONS.watchApplications, construct([APPLIANCE.monitor], WatchApplicationsUseCase))
    .bind(OPERATIONS.watchApplication, construct([APPLIANCE.monitor], WatchApplicationUseCase))
    .bind(OPERATIONS.listNetworkInterfaces, construct([APPLIANCE.network], ListNetworkInterfacesUseCase))
    .bind(OPERATIONS.saveNetworkInterface, construct([APPLIANCE.network], SaveNetworkInterfaceUseCase))
    .bind(OPERATIONS.readLog, construct([APPLIANCE.logs], ReadLogUseCase))
    .bind(OPERATIONS.downloadLog, construct([APPLIANCE.logs], DownloadLogUseCase))
    .bind(OPERATIONS.watchDebug, construct([APPLIANCE.debug], WatchDebugUseCase))
    .bind(OPERATIONS.runCommand, construct([APPLIANCE.commands], RunCommandUseCase))
    .bind(OPERATIONS.runMaintenance, construct([APPLIANCE.maintenance], RunMaintenanceUseCase))
    .bind(OPERATIONS.loadOnlineConfiguration, construct([APPLIANCE.maintenance], LoadOnlineConfigurationUseCase))
    .bind(OPERATIONS.setOnlineConfiguration, construct([APPLIANCE.maintenance], SetOnlineConfigurationUseCase))
    .bind(CONSOLE.operations, provide([], () => resolveRecord(wiring, OPERATIONS)));
}

/** The console's use cases and stateful services, over the platform and the appliance's ports. */
function bindConsole(wiring: Wiring, site: SiteConsoleAddress | undefined): void {
  const A = APPLIANCE;
  const P = PLATFORM;
  const C = CONSOLE;
  wiring
    .bind(C.session, construct([], Session))
    .bind(C.siteConsole, provide([], () => new SiteConsole(site)))
    .bind(C.openSite, construct([P.fleetSite, C.siteConsole, A.authentication, C.signIn], OpenSiteUseCase))
    .bind(C.workspace, provide([C.siteConsole], (siteConsole) => new ConfigurationWorkspace(undefined, () => siteConsole.readOnly())))
    .bind(C.tabs, provide([P.tabChannel, P.tabId], (channel, ids) => new TabPresence(channel, ids, randomId())))
    .bind(C.drafts, provide([C.workspace, P.draftStore, P.draftOrigin, C.tabs], (workspace, store, origin, tabs) => new ConfigurationDrafts(workspace, store, origin, { tabs })))
    .bind(C.configurationLoading, construct([], ConfigurationLoading))
    .bind(C.loadConfiguration, provide([A.configuration, P.decoder, C.workspace, C.drafts, C.configurationLoading], (configuration, decoder, workspace, drafts, loading) =>
      new LoadConfigurationUseCase(configuration, decoder, workspace, (base) => drafts.checkStored(base), loading)))
    .bind(C.saveConfiguration, provide([C.workspace, A.configuration, P.decoder, C.drafts, P.uploaded], (workspace, configuration, decoder, drafts, uploaded) =>
      new SaveConfigurationUseCase(workspace, configuration, decoder, { forgetDraft: () => drafts.forget(), uploaded })))
    .bind(C.downloadConfiguration, construct([A.configuration], DownloadConfigurationUseCase))
    .bind(C.uploadConfiguration, construct([C.workspace, P.decoder, P.uploaded, A.configuration], UploadConfigurationUseCase))
    .bind(C.listCorruptedEntities, construct([C.workspace, P.uploaded], ListCorruptedEntitiesUseCase))
    .bind(C.loadApplication, construct([A.applicationInfo, P.clock, P.logger], LoadApplicationUseCase))
    .bind(C.checkInitialisation, construct([A.authentication, P.logger], CheckInitialisationUseCase))
    .bind(C.signIn, construct([A.authentication, A.applicationInfo, C.loadConfiguration, C.session, P.notifier, P.logger], SignInUseCase))
    .bind(C.signOut, construct([C.session, C.workspace, C.configurationLoading], SignOutUseCase))
    .bind(C.initialiseAppliance, construct([A.authentication, A.license, C.session, C.signIn], InitialiseApplianceUseCase))
    .bind(C.loadDashboard, construct([A.applicationInfo, A.license, A.serverStatus], LoadDashboardUseCase))
    .bind(C.deviceConnections, construct([A.ioStates, P.clock], DeviceConnections))
    .bind(C.reachability, provide([A.serverLifecycle, P.clock, P.callOutcomes], (lifecycle, clock, outcomes) => {
      const reachability = new ApplianceReachability((timeoutMs) => lifecycle.ping(timeoutMs), clock);
      outcomes.connect(reachability);
      return reachability;
    }))
    .bind(C.toggleExpertMode, construct([P.preferences], ToggleExpertModeUseCase))
    .bind(C.resolveLanguage, construct([P.preferences], ResolveLanguageUseCase))
    .bind(C.serverStatus, construct([A.serverStatus, P.clock, P.logger], ServerStatusMonitor))
    .bind(C.startServer, construct([A.serverLifecycle, C.serverStatus], StartServerUseCase))
    .bind(C.stopServer, construct([A.serverLifecycle, C.serverStatus], StopServerUseCase))
    .bind(C.reloadServer, construct([A.serverLifecycle, C.serverStatus, C.startServer, P.clock, P.logger], ReloadServerUseCase))
    .bind(C.activateLicense, construct([A.license, A.licenseActivation], ActivateLicenseUseCase))
    .bind(C.checkUpdate, construct([A.update], CheckUpdateUseCase))
    .bind(C.installUpdate, construct([A.update, C.serverStatus], InstallUpdateUseCase))
    .bind(C.listTunnels, construct([A.tunnels], ListTunnelsUseCase))
    .bind(C.history, provide([A.history], (history) => history))
    .bind(C.revertFromHistory, construct([C.workspace], RevertFromHistoryUseCase))
    .bind(C.openTunnel, construct([A.tunnels], OpenTunnelUseCase))
    .bind(C.closeTunnel, construct([A.tunnels], CloseTunnelUseCase))
    .bind(C.devices, construct([A.devices], DeviceServices))
    .bind(C.deviceCameras, construct([A.liveVideo], DeviceCamerasUseCase))
    .bind(C.liveIo, construct([A.ioStates, P.clock], LiveIoStates))
    .bind(C.allowedStreamSettings, construct([], GetAllowedStreamSettings));
  bindFleetCopy(wiring);
}

/** Fleet mode's compare, copy and rollout pages: the Vigil server's `/fleet/api` on the page's origin. */
function bindFleetCopy(wiring: Wiring): void {
  wiring
    .bind(FLEET_COPY.http, provide([], () => createFleetHttp()))
    .bind(FLEET_COPY.port, construct([FLEET_COPY.http, PLATFORM.configurationCodec], HttpFleetCopyAdapter))
    .bind(CONSOLE.fleetCopy, construct([FLEET_COPY.port], FleetCopy));
}

/** Resolves a record of tokens into the record of their services. */
function resolveRecord<R extends Record<string, Token<unknown>>>(wiring: Wiring, tokens: R): { readonly [K in keyof R]: R[K] extends Token<infer T> ? T : never } {
  return Object.fromEntries(Object.entries(tokens).map(([name, key]) => [name, wiring.get(key)])) as { readonly [K in keyof R]: R[K] extends Token<infer T> ? T : never };
}

/**
 * The console's container: the platform, one appliance adapter set, the use
 * cases. Exposed for tests that resolve every token; the console itself uses
 * `createServices`.
 */
export function composeConsole(options: ServicesOptions): Wiring {
  const appliance = options.appliance ?? httpAppliance(options.site ? { baseUrl: options.site.prefix } : {});
  const wiring = new Wiring();
  bindPlatform(wiring, options, appliance);
  wiring.bindAll(applianceBindings(appliance));
  bindConsole(wiring, options.site);
  bindOperations(wiring);
  bindFleetConsole(wiring, appliance);
  return wiring;
}

/**
 * The one place that picks adapters for ports and builds the use cases. The
 * UI receives the typed result, never the container.
 */
export function createServices(options: ServicesOptions): ConsoleServices {
  const wiring = composeConsole(options);
  const services: ConsoleServices = resolveRecord(wiring, CONSOLE);
  services.tabs.start();
  services.drafts.start();
  return services;
}
