import { getRequestListener } from '@hono/node-server';
import { NodeMd5Adapter } from '../crypto/node-md5.adapter';
import { createSimulatorApp, type Simulator, type SimulatorOptions } from '../simulator/simulator-app';
import { FileSimulatorStorage } from './file-simulator-storage';
import { listen, type RunningServer } from './http-listener';
import { isSimulatorControl, refuseRemoteControls } from './simulator-controls-guard';

export interface SimulatorServerOptions extends SimulatorOptions {
  readonly host?: string;
  /** 0 picks a free port. */
  readonly port?: number;
  /** A folder that keeps the state across restarts (created when missing). */
  readonly dataDir?: string;
  /** Let clients on other machines use `/__simulator` (default: loopback clients only). */
  readonly remoteSimulatorControls?: boolean;
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

/** The simulated appliance over real HTTP (default 127.0.0.1, a free port). */
export async function startSimulatorServer(options: SimulatorServerOptions = {}): Promise<RunningSimulator> {
  const simulator = createSimulatorApp(nodeSimulatorOptions(options));
  const listener = getRequestListener((request) => simulator.fetch(request), { overrideGlobalObjects: false });
  const running = await listen(options.host ?? '127.0.0.1', options.port ?? 0, (request, response) => {
    if (isSimulatorControl(request.url) && refuseRemoteControls(request, response, options.remoteSimulatorControls ?? false)) return;
    void listener(request, response);
  });
  return { ...running, simulator };
}
