import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Simulator } from '../simulator/simulator-app';
import { listen, type RunningServer } from './http-listener';
import { hostNamesFor, type AllowedHostNames } from './host-name-guard';
import { LargeBodyGate } from './large-body-gate';
import { requestPipeline, type Exchange, type Route } from './request-pipeline';
import { SignInThrottle } from './sign-in-throttle';
import { simulatorRoute } from './simulator-dispatch';
import { refuse } from './refusal';
import { serveConsoleFile } from './static-files';
import { parseUpstream, proxyToUpstream } from './upstream-proxy';
import type { ConsoleHistory } from '../history/console-history';

/** Fleet mode's calls (`/fleet/api`, docs/fleet.md), answered by the composition's fleet server. */
export interface ConsoleFleet {
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** A fleet site's console calls, through the proxy to that site (docs/fleet.md, "Open a site"). */
  handleSite(exchange: Exchange): void;
}

export interface ConsoleServerOptions {
  readonly host?: string;
  /** Default 5170; 0 picks a free port. */
  readonly port?: number;
  /** The built console (`dist/`). */
  readonly distDir: string;
  /** A real appliance's base address: `/api` is proxied there instead of answered by the simulator. */
  readonly upstream?: string;
  /** Accept the upstream's self-signed certificate. */
  readonly insecure?: boolean;
  /** Let clients on other machines use `/__simulator` (default: loopback clients only). */
  readonly remoteSimulatorControls?: boolean;
  /** Serve the build's `.map` files (default: 404, even when the build has them). */
  readonly sourceMaps?: boolean;
  /**
   * The names this server answers to, besides addresses and
   * `localhost` (`--allowed-hosts`; host-name-guard.ts). Default: this
   * machine's host name and the name it listens on.
   */
  readonly allowedHostNames?: AllowedHostNames;
  /** Failed sign-ins per client address (default: a SignInThrottle with its default delays). */
  readonly signInThrottle?: SignInThrottle;
  /** Large request bodies read at once (default: a LargeBodyGate with its defaults). */
  readonly largeBodies?: LargeBodyGate;
}

export interface RunningConsoleServer extends RunningServer {
  /** The in-process simulated appliance, absent when proxying. */
  readonly simulator?: Simulator;
  readonly upstream?: string;
  /** Where history and audit are kept, absent when they are not. */
  readonly history?: { readonly kind: 'embedded' | 'server'; readonly location: string; readonly dataDir: string };
  /** True in fleet mode (`/fleet/api` answers). */
  readonly fleet?: boolean;
}

/**
 * The console and its appliance on one origin (what `npm start` runs, built
 * by composition/node-servers.ts with the simulator when no upstream): the
 * built console from `distDir` with single-page fallback, and `/api` answered
 * by the simulated appliance (with its `/__simulator` controls) or proxied to
 * a real one. Every request goes through one pipeline (request-pipeline.ts):
 * one normalised path, the security headers, body limits, the sign-in
 * throttle, no cross-site change, nothing read before it is authorised
 * (docs/security.md); a route added here is behind all of it.
 */
export async function serveConsole(options: ConsoleServerOptions, appliance: Simulator | undefined, history?: ConsoleHistory, fleet?: ConsoleFleet): Promise<RunningConsoleServer> {
  const upstream = options.upstream === undefined ? undefined : parseUpstream(options.upstream);
  const simulator = upstream ? undefined : appliance;
  if (!upstream && !simulator) throw new Error('the console server needs an upstream appliance or a simulated one');
  const toSimulator = simulator ? simulatorRoute(simulator) : undefined;

  const route: Route = (exchange) => {
    const { request, response, area } = exchange;
    if (area === 'api') {
      const dispatch = (sent: IncomingMessage, answer: ServerResponse) => {
        const forwarded = { ...exchange, request: sent, response: answer };
        if (upstream) proxyToUpstream(upstream, options.insecure ?? false, forwarded);
        else toSimulator!(forwarded);
      };
      // History records the operations and the saves the appliance accepts (docs/history.md).
      if (history) history.recorder.handle(request, response, dispatch);
      else dispatch(request, response);
      return;
    }
    if (area === 'history') {
      if (history) void history.routes(request, response);
      else refuse(response, 404, 'this Vigil server keeps no history (--no-history)');
      return;
    }
    if (area === 'fleet') {
      if (fleet) fleet.handle(request, response);
      else refuse(response, 404, 'this Vigil server is not in fleet mode (npm start -- --fleet)');
      return;
    }
    if (area === 'site') {
      if (fleet) fleet.handleSite(exchange);
      else refuse(response, 404, 'this Vigil server is not in fleet mode (npm start -- --fleet)');
      return;
    }
    if (area === 'controls') {
      if (toSimulator) toSimulator(exchange);
      else refuse(response, 404, 'no simulator: /api is proxied to a real appliance');
      return;
    }
    serveConsoleFile(options.distDir, request, response, { sourceMaps: options.sourceMaps ?? false }).catch((error: unknown) => response.destroy(error as Error));
  };
  const handle = requestPipeline(
    {
      remoteSimulatorControls: options.remoteSimulatorControls ?? false,
      throttle: options.signInThrottle ?? new SignInThrottle(),
      largeBodies: options.largeBodies ?? new LargeBodyGate(),
      ...(simulator ? { checkCredentials: (user: string, password: string) => simulator.state.checkCredentials(user, password) } : {}),
      securityHeaders: true,
      allowedHostNames: options.allowedHostNames ?? hostNamesFor([], options.host ?? '127.0.0.1'),
    },
    route,
  );

  const running = await listen(options.host ?? '127.0.0.1', options.port ?? 5170, handle);
  return { ...running, simulator, upstream: upstream?.href };
}
