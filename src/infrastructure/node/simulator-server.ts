import type { Simulator } from '../simulator/simulator-app';
import { listen, type RunningServer } from './http-listener';
import { LargeBodyGate } from './large-body-gate';
import { requestPipeline } from './request-pipeline';
import { SignInThrottle } from './sign-in-throttle';
import { simulatorRoute } from './simulator-dispatch';

export interface SimulatorServerOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** Let clients on other machines use `/__simulator` (default: loopback clients only). */
  readonly remoteSimulatorControls?: boolean;
  /** Failed sign-ins per client address (default: a SignInThrottle with its default delays). */
  readonly signInThrottle?: SignInThrottle;
  /** Large request bodies read at once (default: a LargeBodyGate with its defaults). */
  readonly largeBodies?: LargeBodyGate;
}

export interface RunningSimulator extends RunningServer {
  readonly simulator: Simulator;
}

/**
 * A simulated appliance over real HTTP (default 127.0.0.1, a free port),
 * behind the same request pipeline as the console server (request-pipeline.ts). The
 * composition root builds the simulator (composition/node-servers.ts).
 */
export async function serveSimulator(simulator: Simulator, options: SimulatorServerOptions = {}): Promise<RunningSimulator> {
  const handle = requestPipeline(
    {
      remoteSimulatorControls: options.remoteSimulatorControls ?? false,
      throttle: options.signInThrottle ?? new SignInThrottle(),
      largeBodies: options.largeBodies ?? new LargeBodyGate(),
      checkCredentials: (user, password) => simulator.state.checkCredentials(user, password),
    },
    simulatorRoute(simulator),
  );
  const running = await listen(options.host ?? '127.0.0.1', options.port ?? 0, handle);
  return { ...running, simulator };
}
