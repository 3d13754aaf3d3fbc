import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Simulator } from '../simulator/simulator-app';
import { listen, type RunningServer } from './http-listener';
import { applySecurityHeaders } from './security-headers';
import { dispatchWithinLimit, guardRequest, pathnameOf } from './request-guards';
import { SignInThrottle } from './sign-in-throttle';
import { serveConsoleFile } from './static-files';
import { parseUpstream, proxyToUpstream } from './upstream-proxy';
import { throttleSignIn } from './sign-in-throttle';
import type { ConsoleHistory } from '../history/console-history';

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
  /** Failed sign-ins per client address (default: a SignInThrottle with its default delays). */
  readonly signInThrottle?: SignInThrottle;
}

export interface RunningConsoleServer extends RunningServer {
  /** The in-process simulated appliance, absent when proxying. */
  readonly simulator?: Simulator;
  readonly upstream?: string;
  /** Where history and audit are kept, absent when they are not. */
  readonly history?: { readonly kind: 'embedded' | 'server'; readonly location: string; readonly dataDir: string };
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The console and its appliance on one origin (what `npm start` runs, built
 * by composition/node-servers.ts with the simulator when no upstream): the
 * built console from `distDir` with single-page fallback, and `/api` answered
 * by the simulated appliance (with its `/__simulator` controls) or proxied to
 * a real one. Every answer carries the security headers (security-headers.ts);
 * request-guards.ts limits bodies, throttles failed sign-ins and keeps the
 * simulator's controls to this machine and this site (docs/security.md).
 */
export async function serveConsole(options: ConsoleServerOptions, appliance: Simulator | undefined, history?: ConsoleHistory): Promise<RunningConsoleServer> {
  const upstream = options.upstream === undefined ? undefined : parseUpstream(options.upstream);
  const simulator = upstream ? undefined : appliance;
  if (!upstream && !simulator) throw new Error('the console server needs an upstream appliance or a simulated one');
  const simulatorListener = simulator ? getRequestListener((request) => simulator.fetch(request), { overrideGlobalObjects: false }) : undefined;

  const guards = { remoteSimulatorControls: options.remoteSimulatorControls ?? false, throttle: options.signInThrottle ?? new SignInThrottle() };

  const handle = (request: IncomingMessage, response: ServerResponse): void => {
    applySecurityHeaders(response);
    if (guardRequest(request, response, guards)) return;
    const pathname = pathnameOf(request);
    if (under(pathname, '/api')) {
      const dispatch = (sent: IncomingMessage, answer: ServerResponse) =>
        upstream ? proxyToUpstream(upstream, options.insecure ?? false, sent, answer) : dispatchWithinLimit(simulatorListener!, sent, answer);
      // History records the operations and the saves the appliance accepts (docs/history.md).
      if (history) history.recorder.handle(request, response, dispatch);
      else dispatch(request, response);
      return;
    }
    if (under(pathname, '/vigil')) {
      if (throttleSignIn(guards.throttle, request, response, pathname)) return;
      if (history) void history.routes(request, response);
      else {
        response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify({ result: false, detail: 'this Vigil server keeps no history (--no-history)' }));
      }
      return;
    }
    if (under(pathname, '/__simulator')) {
      if (simulatorListener) {
        dispatchWithinLimit(simulatorListener, request, response);
      } else {
        response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ result: false, detail: 'no simulator: /api is proxied to a real appliance' }));
      }
      return;
    }
    serveConsoleFile(options.distDir, request, response, { sourceMaps: options.sourceMaps ?? false }).catch((error: unknown) => response.destroy(error as Error));
  };

  const running = await listen(options.host ?? '127.0.0.1', options.port ?? 5170, handle);
  return { ...running, simulator, upstream: upstream?.href };
}
