import type { Session } from '../application/session/session';
import { ApplianceClientSession } from '../infrastructure/client-session/appliance-client-session';
import { ClientIoStatesAdapter } from '../infrastructure/client-session/client-io-states.adapter';
import { createApplianceHttp } from '../infrastructure/http/appliance-http-client';
import { observedFetch } from '../infrastructure/http/observed-fetch';
import { HttpApplicationInfoAdapter } from '../infrastructure/http/application-info.adapter';
import { HttpAuthenticationAdapter } from '../infrastructure/http/authentication.adapter';
import { HttpCommandAdapter } from '../infrastructure/http/command.adapter';
import { HttpConfigurationAdapter } from '../infrastructure/http/configuration.adapter';
import { HttpDebugStreamAdapter } from '../infrastructure/http/debug-stream.adapter';
import { HttpDevicesAdapter } from '../infrastructure/http/devices.adapter';
import { HttpLicenseActivationAdapter } from '../infrastructure/http/license-activation.adapter';
import { HttpLicenseAdapter } from '../infrastructure/http/license.adapter';
import { HttpMaintenanceAdapter } from '../infrastructure/http/maintenance.adapter';
import { HttpMonitorAdapter } from '../infrastructure/http/monitor.adapter';
import { HttpNetworkInterfacesAdapter } from '../infrastructure/http/network-interfaces.adapter';
import { HttpServerLifecycleAdapter } from '../infrastructure/http/server-lifecycle.adapter';
import { HttpServerStatusAdapter } from '../infrastructure/http/server-status.adapter';
import { HttpSystemLogsAdapter } from '../infrastructure/http/system-logs.adapter';
import { HttpTunnelsAdapter } from '../infrastructure/http/tunnels.adapter';
import { HttpUpdateAdapter } from '../infrastructure/http/update.adapter';
import { ClientLiveVideoAdapter } from '../infrastructure/live-video/client-live-video.adapter';
import {
  InMemoryApplicationInfoAdapter,
  InMemoryAuthenticationAdapter,
  InMemoryLicenseAdapter,
  InMemoryServerStatusAdapter,
} from '../infrastructure/memory/in-memory-adapters';
import type { InMemoryAppliance } from '../infrastructure/memory/in-memory-appliance';
import { InMemoryConfigurationAdapter } from '../infrastructure/memory/in-memory-configuration.adapter';
import { InMemoryDevicesAdapter } from '../infrastructure/memory/in-memory-devices.adapter';
import {
  InMemoryCommandAdapter,
  InMemoryDebugStreamAdapter,
  InMemoryMaintenanceAdapter,
  InMemoryMonitorAdapter,
  InMemoryNetworkInterfacesAdapter,
  InMemorySystemLogsAdapter,
} from '../infrastructure/memory/in-memory-health.adapters';
import {
  InMemoryLicenseActivationAdapter,
  InMemoryServerLifecycleAdapter,
  InMemoryTunnelsAdapter,
  InMemoryUpdateAdapter,
} from '../infrastructure/memory/in-memory-operations.adapters';
import { APPLIANCE, APPLIANCE_HTTP, CONSOLE, HISTORY_HTTP, PLATFORM } from './tokens';
import { HttpHistoryAdapter } from '../infrastructure/http/history.adapter';
import { InMemoryHistoryAdapter } from '../infrastructure/memory/in-memory-history.adapter';
import { binding, construct, provide, type Binding, type Provider, type TokenType } from './typed-container';

/**
 * One appliance for the console: an adapter for every port it answers, the
 * key its drafts are stored under, and what those adapters need of their own.
 * Passing another set to `createServices` swaps the whole appliance.
 */
export interface ApplianceAdapters {
  readonly kind: 'http' | 'memory' | 'simulator';
  /** The key of this appliance's stored drafts ('' = the page's origin). */
  readonly origin: string;
  readonly ports: { readonly [K in keyof typeof APPLIANCE]: Provider<TokenType<(typeof APPLIANCE)[K]>> };
  /** Bindings only this set's adapters use (the HTTP client, the streaming session). */
  readonly support: readonly Binding<unknown>[];
}

/** The streaming interface's session (live video, io states), closed when the console signs out. */
function clientSession(baseUrl: string, fetchImpl?: typeof fetch): Provider<ApplianceClientSession> {
  // A base that is a path (a fleet site's `/fleet/sites/ID`) is on the page's origin: the library calls `/api/…` there, moved under it.
  const prefix = baseUrl.startsWith('/') ? baseUrl.replace(/\/$/, '') : '';
  return provide([CONSOLE.session, PLATFORM.logger, PLATFORM.callOutcomes], (session, logger, outcomes) => {
    const client = new ApplianceClientSession({
      credentials: () => session.credentials(),
      baseUrl: prefix ? '' : baseUrl,
      fetch: observedFetch(underPrefix(prefix, fetchImpl ?? lateFetch), () => outcomes),
      logger: { warn: (message, metadata) => logger.warn(message, metadata), info: (message, metadata) => logger.info(message, metadata) },
    });
    session.subscribe(() => {
      if (!session.credentials()) client.disconnect();
    });
    return client;
  });
}

/** Calls made to the page's origin, sent under `prefix` (none: as they are). */
function underPrefix(prefix: string, fetchImpl: typeof fetch): typeof fetch {
  if (!prefix) return fetchImpl;
  return (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), (globalThis as { location?: { href?: string } }).location?.href ?? 'http://127.0.0.1');
    url.pathname = `${prefix}${url.pathname}`;
    return fetchImpl(request ? new Request(url, request) : url, init);
  };
}

/** The page's fetch at the time of the call (tests and msw may replace it after the console is built). */
const lateFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Live video and io states come through the client library's session, whichever the set. */
const streamingPorts = {
  liveVideo: construct([PLATFORM.clientSession], ClientLiveVideoAdapter),
  ioStates: construct([PLATFORM.clientSession], ClientIoStatesAdapter),
};

/** A real appliance (or the simulator) over HTTP at `baseUrl` ('' = the page's own origin). */
export function httpAppliance(options: { readonly baseUrl?: string; readonly fetch?: typeof fetch } = {}): ApplianceAdapters {
  const baseUrl = options.baseUrl ?? '';
  const over = <T>(adapter: new (http: TokenType<typeof APPLIANCE_HTTP>) => T): Provider<T> => construct([APPLIANCE_HTTP], adapter);
  return {
    kind: 'http',
    origin: baseUrl,
    support: [
      // Every call's outcome goes to the reachability (the banner of an appliance that does not answer).
      binding(APPLIANCE_HTTP, provide([CONSOLE.session, PLATFORM.callOutcomes], (session: Session, outcomes) =>
        createApplianceHttp({ baseUrl, credentials: session, fetch: observedFetch(options.fetch ?? lateFetch, () => outcomes) }))),
      binding(HISTORY_HTTP, provide([APPLIANCE_HTTP], (http) => http.extend({ prefixUrl: `${baseUrl.replace(/\/$/, '')}/vigil` }))),
      binding(PLATFORM.clientSession, clientSession(baseUrl, options.fetch)),
    ],
    ports: {
      applicationInfo: over(HttpApplicationInfoAdapter),
      authentication: over(HttpAuthenticationAdapter),
      license: over(HttpLicenseAdapter),
      serverStatus: over(HttpServerStatusAdapter),
      configuration: over(HttpConfigurationAdapter),
      serverLifecycle: over(HttpServerLifecycleAdapter),
      licenseActivation: over(HttpLicenseActivationAdapter),
      update: over(HttpUpdateAdapter),
      tunnels: over(HttpTunnelsAdapter),
      devices: over(HttpDevicesAdapter),
      monitor: over(HttpMonitorAdapter),
      network: over(HttpNetworkInterfacesAdapter),
      logs: over(HttpSystemLogsAdapter),
      debug: over(HttpDebugStreamAdapter),
      commands: over(HttpCommandAdapter),
      maintenance: over(HttpMaintenanceAdapter),
      history: construct([HISTORY_HTTP], HttpHistoryAdapter),
      ...streamingPorts,
    },
  };
}

/** An appliance held in memory: no network at all. Its streaming interface is absent (the live panel says the stream failed). */
export function memoryAppliance(appliance: InMemoryAppliance): ApplianceAdapters {
  const of = <T>(adapter: new (appliance: InMemoryAppliance, session: Session) => T): Provider<T> => provide([CONSOLE.session], (session) => new adapter(appliance, session));
  const noStreaming: typeof fetch = () => Promise.reject(new TypeError('the in-memory appliance has no streaming interface'));
  return {
    kind: 'memory',
    origin: 'memory',
    support: [binding(PLATFORM.clientSession, clientSession('http://memory.invalid', noStreaming))],
    ports: {
      applicationInfo: provide([], () => new InMemoryApplicationInfoAdapter(appliance)),
      authentication: of(InMemoryAuthenticationAdapter),
      license: of(InMemoryLicenseAdapter),
      serverStatus: of(InMemoryServerStatusAdapter),
      configuration: of(InMemoryConfigurationAdapter),
      serverLifecycle: of(InMemoryServerLifecycleAdapter),
      licenseActivation: of(InMemoryLicenseActivationAdapter),
      update: of(InMemoryUpdateAdapter),
      tunnels: of(InMemoryTunnelsAdapter),
      devices: provide([CONSOLE.session, PLATFORM.configurationCodec], (session, codec) => new InMemoryDevicesAdapter(appliance, session, codec)),
      monitor: of(InMemoryMonitorAdapter),
      network: of(InMemoryNetworkInterfacesAdapter),
      logs: of(InMemorySystemLogsAdapter),
      debug: of(InMemoryDebugStreamAdapter),
      commands: of(InMemoryCommandAdapter),
      maintenance: of(InMemoryMaintenanceAdapter),
      history: provide([], () => new InMemoryHistoryAdapter()),
      ...streamingPorts,
    },
  };
}

/**
 * The simulated appliance in this process (`createSimulatorApp`), reached
 * through its `fetch` with no socket and no msw: the HTTP adapters, the
 * streaming session included, exactly as against a real appliance.
 */
export function simulatorAppliance(simulator: { fetch(request: Request): Promise<Response> }, baseUrl = 'http://simulator.invalid'): ApplianceAdapters {
  const set = httpAppliance({ baseUrl, fetch: (input, init) => simulator.fetch(new Request(input, init)) });
  return { ...set, kind: 'simulator' };
}

/** The bindings of an adapter set: its support, then one per port. */
export function applianceBindings(set: ApplianceAdapters): readonly Binding<unknown>[] {
  const ports = Object.entries(set.ports) as [keyof typeof APPLIANCE, Provider<unknown>][];
  return [...set.support, ...ports.map(([name, provider]) => binding<unknown>(APPLIANCE[name], provider))];
}
