import { getRequestListener } from '@hono/node-server';
import type { Simulator } from '../simulator/simulator-app';
import { listen, type RunningServer } from './http-listener';
import { dispatchWithinLimit, guardRequest } from './request-guards';
import { SignInThrottle } from './sign-in-throttle';

export interface SimulatorServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Let clients on other machines use `/__simulator` (default: loopback clients only). */
  readonly remoteSimulatorControls?: boolean;
  /** Failed sign-ins per client address (default: a SignInThrottle with its default delays). */
  readonly signInThrottle?: SignInThrottle;
}

export interface RunningSimulator extends RunningServer {
  readonly simulator: Simulator;
}

/**
 * A simulated appliance over real HTTP (default 127.0.0.1, a free port),
 * behind the same guards as the console server (request-guards.ts). The
 * composition root builds the simulator (composition/node-servers.ts).
 */
export async function serveSimulator(simulator: Simulator, options: SimulatorServerOptions = {}): Promise<RunningSimulator> {
  const listener = getRequestListener((request) => simulator.fetch(request), { overrideGlobalObjects: false });
  const guards = { remoteSimulatorControls: options.remoteSimulatorControls ?? false, throttle: options.signInThrottle ?? new SignInThrottle() };
  const running = await listen(options.host ?? '127.0.0.1', options.port ?? 0, (request, response) => {
    if (guardRequest(request, response, guards)) return;
    dispatchWithinLimit(listener, request, response);
  });
  return { ...running, simulator };
}
