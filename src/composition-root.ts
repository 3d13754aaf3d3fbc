import { Container, type ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import { InitialiseApplianceUseCase } from './application/appliance/initialise-appliance.use-case';
import type { ConfigurationCodecPort, ConfigurationDecoderPort } from './application/configuration/configuration-codec.port';
import type { ConfigurationCodecSource } from './application/configuration/read-configuration-document';
import type { ConsoleServices } from './application/console-services';
import { DeviceServices } from './application/devices/device-services';
import { DeviceCamerasUseCase } from './application/live-video/device-cameras.use-case';
import { ApplianceClientSession } from './infrastructure/client-session/appliance-client-session';
import { ClientLiveVideoAdapter } from './infrastructure/live-video/client-live-video.adapter';
import type { DevicesPort } from './application/ports/devices.port';
import { LoadDashboardUseCase } from './application/dashboard/load-dashboard.use-case';
import { DeviceConnections } from './application/dashboard/device-connections';
import { createOperationsServices } from './application/operations-services';
import { LiveIoStates } from './application/logic/live-io-states';
import { ClientIoStatesAdapter } from './infrastructure/client-session/client-io-states.adapter';
import { ActivateLicenseUseCase } from './application/license/activate-license.use-case';
import { ReloadServerUseCase } from './application/lifecycle/reload-server.use-case';
import { ServerStatusMonitor } from './application/lifecycle/server-status-monitor';
import { StartServerUseCase } from './application/lifecycle/start-server.use-case';
import { StopServerUseCase } from './application/lifecycle/stop-server.use-case';
import type { LicenseActivationPort } from './application/ports/license-activation.port';
import type { ServerLifecyclePort } from './application/ports/server-lifecycle.port';
import type { TunnelsPort } from './application/ports/tunnels.port';
import type { UpdatePort } from './application/ports/update.port';
import { CloseTunnelUseCase } from './application/remote-access/close-tunnel.use-case';
import { ListTunnelsUseCase } from './application/remote-access/list-tunnels.use-case';
import { OpenTunnelUseCase } from './application/remote-access/open-tunnel.use-case';
import { CheckUpdateUseCase } from './application/updates/check-update.use-case';
import { InstallUpdateUseCase } from './application/updates/install-update.use-case';
import type { ApplicationInfoPort } from './application/ports/application-info.port';
import type { AuthenticationPort } from './application/ports/authentication.port';
import type { ClockPort } from './application/ports/clock.port';
import type { ConfigurationPort } from './application/ports/configuration.port';
import type { HashPort } from './application/ports/hash.port';
import type { LicensePort } from './application/ports/license.port';
import type { LoggerPort } from './application/ports/logger.port';
import type { NotifierPort } from './application/ports/notifier.port';
import type { PreferencesPort } from './application/ports/preferences.port';
import type { ServerStatusPort } from './application/ports/server-status.port';
import { ResolveLanguageUseCase } from './application/preferences/resolve-language.use-case';
import { ToggleExpertModeUseCase } from './application/preferences/toggle-expert-mode.use-case';
import { Session } from './application/session/session';
import { ConfigurationWorkspace } from './application/configuration-workspace/configuration-workspace';
import { ConfigurationDrafts } from './application/configuration-workspace/configuration-drafts';
import { DownloadConfigurationUseCase } from './application/configuration-workspace/download-configuration.use-case';
import { LoadConfigurationUseCase } from './application/configuration-workspace/load-configuration.use-case';
import { SaveConfigurationUseCase } from './application/configuration-workspace/save-configuration.use-case';
import { UploadConfigurationUseCase } from './application/configuration-workspace/upload-configuration.use-case';
import { UploadedDocument } from './application/configuration-workspace/uploaded-document';
import { ListCorruptedEntitiesUseCase } from './application/configuration-workspace/list-corrupted-entities.use-case';
import type { DraftStorePort } from './application/ports/draft-store.port';
import { StorageDraftStore, type DraftStorage } from './infrastructure/memory/draft-store.adapters';
import { BroadcastTabChannel } from './infrastructure/memory/broadcast-tab-channel.adapter';
import { MemoryTabHub, StorageTabId } from './infrastructure/memory/memory-tab-channel.adapter';
import { TabPresence } from './application/configuration-workspace/tab-presence';
import { InProcessConfigurationDecoder } from './infrastructure/worker/in-process-configuration-decoder.adapter';
import { LazyConfigurationDecoder } from './infrastructure/worker/lazy-configuration-decoder';
import { SignInUseCase } from './application/session/sign-in.use-case';
import { SignOutUseCase } from './application/session/sign-out.use-case';
import { CheckInitialisationUseCase } from './application/shell/check-initialisation.use-case';
import { LoadApplicationUseCase } from './application/shell/load-application.use-case';
import { WasmMd5Adapter } from './infrastructure/crypto/wasm-md5.adapter';
import { createApplianceHttp } from './infrastructure/http/appliance-http-client';
import { HttpApplicationInfoAdapter } from './infrastructure/http/application-info.adapter';
import { HttpCommandAdapter } from './infrastructure/http/command.adapter';
import { HttpDebugStreamAdapter } from './infrastructure/http/debug-stream.adapter';
import { HttpMaintenanceAdapter } from './infrastructure/http/maintenance.adapter';
import { HttpMonitorAdapter } from './infrastructure/http/monitor.adapter';
import { HttpNetworkInterfacesAdapter } from './infrastructure/http/network-interfaces.adapter';
import { HttpSystemLogsAdapter } from './infrastructure/http/system-logs.adapter';
import { HttpAuthenticationAdapter } from './infrastructure/http/authentication.adapter';
import { HttpConfigurationAdapter } from './infrastructure/http/configuration.adapter';
import { HttpDevicesAdapter } from './infrastructure/http/devices.adapter';
import { HttpLicenseAdapter } from './infrastructure/http/license.adapter';
import { HttpServerStatusAdapter } from './infrastructure/http/server-status.adapter';
import { HttpLicenseActivationAdapter } from './infrastructure/http/license-activation.adapter';
import { HttpServerLifecycleAdapter } from './infrastructure/http/server-lifecycle.adapter';
import { HttpTunnelsAdapter } from './infrastructure/http/tunnels.adapter';
import { HttpUpdateAdapter } from './infrastructure/http/update.adapter';
import { ConsoleLoggerAdapter } from './infrastructure/memory/console-logger.adapter';
import type { InMemoryAppliance } from './infrastructure/memory/in-memory-appliance';
import {
  InMemoryApplicationInfoAdapter,
  InMemoryAuthenticationAdapter,
  InMemoryLicenseAdapter,
  InMemoryServerStatusAdapter,
} from './infrastructure/memory/in-memory-adapters';
import { InMemoryConfigurationAdapter } from './infrastructure/memory/in-memory-configuration.adapter';
import { InMemoryDevicesAdapter } from './infrastructure/memory/in-memory-devices.adapter';
import {
  InMemoryLicenseActivationAdapter,
  InMemoryServerLifecycleAdapter,
  InMemoryTunnelsAdapter,
  InMemoryUpdateAdapter,
} from './infrastructure/memory/in-memory-operations.adapters';
import { MemoryStorage, StoragePreferencesAdapter } from './infrastructure/memory/storage-preferences.adapter';
import { TimerClockAdapter } from './infrastructure/memory/timer-clock.adapter';
import { resolveConfigurationSalt } from './infrastructure/settings/configuration-salt';
import type { Configuration } from './domain/configuration/configuration';

export interface ServicesOptions {
  /** Shows alerts to the user (the UI's translated window.alert in the browser). */
  readonly notifier: NotifierPort;
  /** Which appliance the ports talk to: HTTP on `baseUrl` (default, '' = same origin) or one held in memory. */
  readonly appliance?: { readonly kind: 'http'; readonly baseUrl?: string; readonly fetch?: typeof fetch } | { readonly kind: 'memory'; readonly appliance: InMemoryAppliance };
  readonly logger?: LoggerPort;
  /** Where preferences and unsaved configuration drafts persist (localStorage in the browser, memory elsewhere). */
  readonly storage?: DraftStorage;
  /**
   * Where the configuration document is decoded: 'worker' (a Web Worker, the
   * browser's main.tsx) or 'in-process' (default: Node, tests).
   */
  readonly configurationDecoder?: 'in-process' | 'worker';
  /** The key of this appliance's stored draft (default: the appliance's base URL, else the page's origin). */
  readonly draftOrigin?: string;
  /** Where this tab's id lives across reloads (the browser's sessionStorage; default: memory, a new id per run). */
  readonly tabStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  /** How tabs hear each other: 'broadcast' (BroadcastChannel, the browser) or a hub in memory (default: a tab alone). */
  readonly tabChannel?: 'broadcast' | MemoryTabHub;
  readonly configurationSalt?: string;
  readonly clock?: ClockPort;
}

const TOKENS = {
  session: Symbol('Session'),
  workspace: Symbol('ConfigurationWorkspace'),
  logger: Symbol('LoggerPort'),
  notifier: Symbol('NotifierPort'),
  clock: Symbol('ClockPort'),
  hash: Symbol('HashPort'),
  salt: Symbol('ConfigurationSalt'),
  preferences: Symbol('PreferencesPort'),
  applicationInfo: Symbol('ApplicationInfoPort'),
  authentication: Symbol('AuthenticationPort'),
  license: Symbol('LicensePort'),
  serverStatus: Symbol('ServerStatusPort'),
  configuration: Symbol('ConfigurationPort'),
  serverLifecycle: Symbol('ServerLifecyclePort'),
  licenseActivation: Symbol('LicenseActivationPort'),
  update: Symbol('UpdatePort'),
  tunnels: Symbol('TunnelsPort'),
  devices: Symbol('DevicesPort'),
  configurationCodec: Symbol('ConfigurationCodecSource'),
  decoder: Symbol('ConfigurationDecoderPort'),
  drafts: Symbol('ConfigurationDrafts'),
  loadConfiguration: Symbol('LoadConfigurationUseCase'),
  signIn: Symbol('SignInUseCase'),
  http: Symbol('ApplianceHttp'),
} as const satisfies Record<string, ServiceIdentifier>;

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

/** The decoder of the configuration document: in a Web Worker in the browser, on this thread elsewhere. */
function createDecoder(kind: 'in-process' | 'worker', codec: ConfigurationCodecSource, salt: string): ConfigurationDecoderPort {
  if (kind === 'in-process') return new InProcessConfigurationDecoder(codec);
  return new LazyConfigurationDecoder(() => import('./infrastructure/worker/create-decoder-worker').then(({ createWorkerDecoder }) => createWorkerDecoder(salt)));
}

/** Binds the appliance ports to the HTTP adapters: swapping them is this one function. */
function bindHttpAdapters(container: Container, baseUrl: string, fetchImpl?: typeof fetch): void {
  container
    .bind<KyInstance>(TOKENS.http)
    .toResolvedValue((session: Session) => createApplianceHttp({ baseUrl, credentials: session, ...(fetchImpl ? { fetch: fetchImpl } : {}) }), [TOKENS.session]);
  container.bind<ApplicationInfoPort>(TOKENS.applicationInfo).toResolvedValue((http: KyInstance) => new HttpApplicationInfoAdapter(http), [TOKENS.http]);
  container.bind<AuthenticationPort>(TOKENS.authentication).toResolvedValue((http: KyInstance) => new HttpAuthenticationAdapter(http), [TOKENS.http]);
  container.bind<LicensePort>(TOKENS.license).toResolvedValue((http: KyInstance) => new HttpLicenseAdapter(http), [TOKENS.http]);
  container.bind<ServerStatusPort>(TOKENS.serverStatus).toResolvedValue((http: KyInstance) => new HttpServerStatusAdapter(http), [TOKENS.http]);
  container
    .bind<ConfigurationPort>(TOKENS.configuration)
    .toResolvedValue((http: KyInstance) => new HttpConfigurationAdapter(http), [TOKENS.http]);
  container.bind<ServerLifecyclePort>(TOKENS.serverLifecycle).toResolvedValue((http: KyInstance) => new HttpServerLifecycleAdapter(http), [TOKENS.http]);
  container.bind<LicenseActivationPort>(TOKENS.licenseActivation).toResolvedValue((http: KyInstance) => new HttpLicenseActivationAdapter(http), [TOKENS.http]);
  container.bind<UpdatePort>(TOKENS.update).toResolvedValue((http: KyInstance) => new HttpUpdateAdapter(http), [TOKENS.http]);
  container.bind<TunnelsPort>(TOKENS.tunnels).toResolvedValue((http: KyInstance) => new HttpTunnelsAdapter(http), [TOKENS.http]);
  container.bind<DevicesPort>(TOKENS.devices).toResolvedValue((http: KyInstance) => new HttpDevicesAdapter(http), [TOKENS.http]);
}

/** Binds the appliance ports to an appliance held in memory (no network at all). */
function bindMemoryAdapters(container: Container, appliance: InMemoryAppliance): void {
  const session = container.get<Session>(TOKENS.session);
  container.bind<ApplicationInfoPort>(TOKENS.applicationInfo).toConstantValue(new InMemoryApplicationInfoAdapter(appliance));
  container.bind<AuthenticationPort>(TOKENS.authentication).toConstantValue(new InMemoryAuthenticationAdapter(appliance, session));
  container.bind<LicensePort>(TOKENS.license).toConstantValue(new InMemoryLicenseAdapter(appliance, session));
  container.bind<ServerStatusPort>(TOKENS.serverStatus).toConstantValue(new InMemoryServerStatusAdapter(appliance, session));
  container.bind<ConfigurationPort>(TOKENS.configuration).toConstantValue(new InMemoryConfigurationAdapter(appliance, session));
  container.bind<ServerLifecyclePort>(TOKENS.serverLifecycle).toConstantValue(new InMemoryServerLifecycleAdapter(appliance, session));
  container.bind<LicenseActivationPort>(TOKENS.licenseActivation).toConstantValue(new InMemoryLicenseActivationAdapter(appliance, session));
  container.bind<UpdatePort>(TOKENS.update).toConstantValue(new InMemoryUpdateAdapter(appliance, session));
  container.bind<TunnelsPort>(TOKENS.tunnels).toConstantValue(new InMemoryTunnelsAdapter(appliance, session));
  container
    .bind<DevicesPort>(TOKENS.devices)
    .toResolvedValue((codec: ConfigurationCodecSource) => new InMemoryDevicesAdapter(appliance, session, codec), [TOKENS.configurationCodec]);
}

/**
 * The one place that picks adapters for ports and builds the use cases. The
 * UI receives the typed result, never the container.
 */
export function createServices(options: ServicesOptions): ConsoleServices {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Session>(TOKENS.session).toConstantValue(new Session());
  container.bind<ConfigurationWorkspace>(TOKENS.workspace).toConstantValue(new ConfigurationWorkspace());
  container.bind<LoggerPort>(TOKENS.logger).toConstantValue(options.logger ?? new ConsoleLoggerAdapter());
  container.bind<NotifierPort>(TOKENS.notifier).toConstantValue(options.notifier);
  container.bind<ClockPort>(TOKENS.clock).toConstantValue(options.clock ?? new TimerClockAdapter());
  container.bind<HashPort>(TOKENS.hash).toConstantValue(new WasmMd5Adapter());
  container.bind<string>(TOKENS.salt).toConstantValue(resolveConfigurationSalt(options.configurationSalt ?? buildSalt()));
  container
    .bind<ConfigurationCodecSource>(TOKENS.configurationCodec)
    .toResolvedValue((hash: HashPort, salt: string) => lazyConfigurationCodec(hash, salt), [TOKENS.hash, TOKENS.salt]);
  const storage = options.storage ?? new MemoryStorage();
  container.bind<PreferencesPort>(TOKENS.preferences).toConstantValue(new StoragePreferencesAdapter(storage));
  container
    .bind<ConfigurationDecoderPort>(TOKENS.decoder)
    .toResolvedValue((codec: ConfigurationCodecSource, salt: string) => createDecoder(options.configurationDecoder ?? 'in-process', codec, salt), [TOKENS.configurationCodec, TOKENS.salt]);

  const appliance = options.appliance ?? { kind: 'http' };
  if (appliance.kind === 'memory') bindMemoryAdapters(container, appliance.appliance);
  else bindHttpAdapters(container, appliance.baseUrl ?? '', appliance.fetch);

  const draftOrigin = options.draftOrigin ?? (appliance.kind === 'memory' ? 'memory' : appliance.baseUrl || pageOrigin());
  const tabChannel = options.tabChannel ?? new MemoryTabHub();
  const tabs = new TabPresence(
    tabChannel === 'broadcast' ? new BroadcastTabChannel(draftOrigin) : tabChannel.channel(),
    new StorageTabId(options.tabStorage ?? new MemoryStorage(), randomId),
    randomId(),
  );
  container
    .bind<ConfigurationDrafts>(TOKENS.drafts)
    .toResolvedValue(
      (workspace: ConfigurationWorkspace) => new ConfigurationDrafts(workspace, new StorageDraftStore(storage) satisfies DraftStorePort, draftOrigin, { tabs }),
      [TOKENS.workspace],
    );
  container
    .bind<LoadConfigurationUseCase>(TOKENS.loadConfiguration)
    .toResolvedValue(
      (configuration: ConfigurationPort, decoder: ConfigurationDecoderPort, workspace: ConfigurationWorkspace, drafts: ConfigurationDrafts) =>
        new LoadConfigurationUseCase(configuration, decoder, workspace, (base) => drafts.checkStored(base)),
      [TOKENS.configuration, TOKENS.decoder, TOKENS.workspace, TOKENS.drafts],
    );
  container
    .bind<SignInUseCase>(TOKENS.signIn)
    .toResolvedValue(
      (authentication: AuthenticationPort, info: ApplicationInfoPort, load: LoadConfigurationUseCase, session: Session, notifier: NotifierPort, logger: LoggerPort) =>
        new SignInUseCase(authentication, info, load, session, notifier, logger),
      [TOKENS.authentication, TOKENS.applicationInfo, TOKENS.loadConfiguration, TOKENS.session, TOKENS.notifier, TOKENS.logger],
    );

  const get = <T>(token: symbol): T => container.get<T>(token);
  const session = get<Session>(TOKENS.session);
  const workspace = get<ConfigurationWorkspace>(TOKENS.workspace);
  const configuration = get<ConfigurationPort>(TOKENS.configuration);
  const decoder = get<ConfigurationDecoderPort>(TOKENS.decoder);
  const drafts = get<ConfigurationDrafts>(TOKENS.drafts);
  tabs.start();
  drafts.start();
  const uploaded = new UploadedDocument();
  const preferences = get<PreferencesPort>(TOKENS.preferences);
  const logger = get<LoggerPort>(TOKENS.logger);
  const authentication = get<AuthenticationPort>(TOKENS.authentication);
  const applicationInfo = get<ApplicationInfoPort>(TOKENS.applicationInfo);
  const signIn = get<SignInUseCase>(TOKENS.signIn);
  const clock = get<ClockPort>(TOKENS.clock);
  const lifecycle = get<ServerLifecyclePort>(TOKENS.serverLifecycle);
  const serverStatus = new ServerStatusMonitor(get<ServerStatusPort>(TOKENS.serverStatus), clock, logger);
  const startServer = new StartServerUseCase(lifecycle, serverStatus);
  const tunnels = get<TunnelsPort>(TOKENS.tunnels);
  // The in-memory appliance has no server-health calls: there, they fail as an unreachable appliance would.
  const operationsHttp =
    appliance.kind === 'http'
      ? get<KyInstance>(TOKENS.http)
      : createApplianceHttp({ credentials: session, fetch: () => Promise.reject(new TypeError('the in-memory appliance has no server-health calls')) });
  // The in-memory appliance has no streaming interface either: the live panel says the stream failed.
  const clientSession = new ApplianceClientSession({
    credentials: () => session.credentials(),
    baseUrl: appliance.kind === 'http' ? (appliance.baseUrl ?? '') : 'http://memory.invalid',
    ...(appliance.kind === 'http' ? (appliance.fetch ? { fetch: appliance.fetch } : {}) : { fetch: () => Promise.reject(new TypeError('the in-memory appliance has no streaming interface')) }),
    logger: { warn: (message, metadata) => logger.warn(message, metadata), info: (message, metadata) => logger.info(message, metadata) },
  });
  const liveVideo = new ClientLiveVideoAdapter(clientSession);
  session.subscribe(() => {
    if (!session.credentials()) clientSession.disconnect();
  });
  return {
    session,
    workspace,
    loadConfiguration: get<LoadConfigurationUseCase>(TOKENS.loadConfiguration),
    saveConfiguration: new SaveConfigurationUseCase(workspace, configuration, decoder, { forgetDraft: () => drafts.forget(), uploaded }),
    drafts,
    tabs,
    downloadConfiguration: new DownloadConfigurationUseCase(configuration),
    uploadConfiguration: new UploadConfigurationUseCase(workspace, decoder, uploaded, configuration),
    listCorruptedEntities: new ListCorruptedEntitiesUseCase(workspace, uploaded),
    preferences,
    logger,
    loadApplication: new LoadApplicationUseCase(applicationInfo, get<ClockPort>(TOKENS.clock), logger),
    checkInitialisation: new CheckInitialisationUseCase(authentication, logger),
    signIn,
    signOut: new SignOutUseCase(session, workspace),
    initialiseAppliance: new InitialiseApplianceUseCase(authentication, get<LicensePort>(TOKENS.license), session, signIn),
    loadDashboard: new LoadDashboardUseCase(applicationInfo, get<LicensePort>(TOKENS.license), get<ServerStatusPort>(TOKENS.serverStatus)),
    toggleExpertMode: new ToggleExpertModeUseCase(preferences),
    resolveLanguage: new ResolveLanguageUseCase(preferences),
    serverStatus,
    startServer,
    stopServer: new StopServerUseCase(lifecycle, serverStatus),
    reloadServer: new ReloadServerUseCase(lifecycle, serverStatus, startServer, clock, logger),
    activateLicense: new ActivateLicenseUseCase(get<LicensePort>(TOKENS.license), get<LicenseActivationPort>(TOKENS.licenseActivation)),
    checkUpdate: new CheckUpdateUseCase(get<UpdatePort>(TOKENS.update)),
    installUpdate: new InstallUpdateUseCase(get<UpdatePort>(TOKENS.update), serverStatus),
    listTunnels: new ListTunnelsUseCase(tunnels),
    openTunnel: new OpenTunnelUseCase(tunnels),
    closeTunnel: new CloseTunnelUseCase(tunnels),
    devices: new DeviceServices(get<DevicesPort>(TOKENS.devices)),
    liveVideo,
    deviceCameras: new DeviceCamerasUseCase(liveVideo),
    liveIo: new LiveIoStates(new ClientIoStatesAdapter(clientSession), clock),
    deviceConnections: new DeviceConnections(new ClientIoStatesAdapter(clientSession), clock),
    operations: createOperationsServices({
      monitor: new HttpMonitorAdapter(operationsHttp),
      network: new HttpNetworkInterfacesAdapter(operationsHttp),
      logs: new HttpSystemLogsAdapter(operationsHttp),
      debug: new HttpDebugStreamAdapter(operationsHttp),
      commands: new HttpCommandAdapter(operationsHttp),
      maintenance: new HttpMaintenanceAdapter(operationsHttp),
    }),
  };
}
