import { getRequestListener } from '@hono/node-server';
import { NodeMd5Adapter } from '../crypto/node-md5.adapter';
import { createSimulatorApp, type Simulator, type SimulatorOptions } from '../simulator/simulator-app';
import { FileSimulatorStorage } from './file-simulator-storage';
import { listen, type RunningServer } from './http-listener';
import { dispatchWithinLimit, guardRequest } from './request-guards';
import { SignInThrottle } from './sign-in-throttle';

export interface SimulatorServerOptions extends SimulatorOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** A folder that keeps the state across restarts (created when missing). */
  readonly dataDir?: string;
  /** Let clients on other machines use `/__simulator` (default: loopback clients only). */
  readonly remoteSimulatorControls?: boolean;
  /** Failed sign-ins per client address (default: a SignInThrottle with its default delays). */
  readonly signInThrottle?: SignInThrottle;
}

export interface RunningSimulator extends RunningServer {
  readonly simulator: Simulator;
}

/** Node options for the simulator: the data folder as storage and the faster node:crypto MD5. */
export function nodeSimulatorOptions(options: SimulatorServerOptions): SimulatorOptions {
  const hash = new NodeMd5Adapter();
  return {
    ...options,
    md5: options.md5 ?? ((text: string) => hash.md5(text)),
    storage: options.storage ?? (options.dataDir === undefined ? undefined : new FileSimulatorStorage(options.dataDir)),
  };
}

/** The simulated appliance over real HTTP (default 127.0.0.1, a free port), behind the same guards as the console server (request-guards.ts). */
export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<RunningSimulator> {
  const simulator = createSimulatorApp(nodeSimulatorOptions(options));
  const listener = getRequestListener((request) => simulator.fetch(request), { overrideGlobalObjects: false });
  const guards = { remoteSimulatorControls: options.remoteSimulatorControls ?? false, throttle: options.signInThrottle ?? new SignInThrottle() };
  const running = await listen(options.host ?? '127.0.0.1', options.port ?? 0, (request, response) => {
    if (guardRequest(request, response, guards)) return;
    dispatchWithinLimit(listener, request, response);
  });
  return { ...running, simulator };
}
