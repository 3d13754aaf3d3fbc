import { startConsoleServer, startSimulatorServer, type RunningConsoleServer, type RunningSimulator } from '../../../../src/composition/node-servers';
import type { LargeBodyGate } from '../../../../src/infrastructure/node/large-body-gate';
import { SignInThrottle } from '../../../../src/infrastructure/node/sign-in-throttle';
import type { SimulatorState } from '../../../../src/infrastructure/simulator/simulator-state';
import { createTemporaryDist } from './temporary-dist';

/** One of the three servers the hardening promises hold on (docs/security.md). */
export interface ServerUnderTest {
  readonly name: 'console server' | 'simulator server' | 'proxy';
  readonly url: string;
  /** The appliance whose state the requests may change: the in-process one, or the one behind the proxy. */
  readonly state: SimulatorState;
  /** True when `/__simulator` is served (not behind the proxy). */
  readonly controls: boolean;
}

export interface ThreeServers {
  readonly all: readonly ServerUnderTest[];
  close(): Promise<void>;
}

export interface ThreeServerOptions {
  /** The throttles' clock (tests move it instead of waiting). */
  readonly now?: () => number;
  readonly largeBodies?: () => LargeBodyGate;
}

/**
 * The console server with the simulator, the simulated appliance served
 * alone, and the console server proxying `/api` to a simulator started as
 * its upstream "real appliance", each with its own throttle.
 */
export async function startThreeServers(options: ThreeServerOptions = {}): Promise<ThreeServers> {
  const dist = createTemporaryDist();
  const throttle = (): SignInThrottle => new SignInThrottle(options.now ? { now: options.now } : {});
  const gate = (): { largeBodies?: LargeBodyGate } => (options.largeBodies ? { largeBodies: options.largeBodies() } : {});
  const console: RunningConsoleServer = await startConsoleServer({ port: 0, distDir: dist.dir, signInThrottle: throttle(), ...gate() });
  const appliance: RunningSimulator = await startSimulatorServer({ port: 0, signInThrottle: throttle(), ...gate() });
  const upstream: RunningSimulator = await startSimulatorServer({ port: 0, signInThrottle: throttle() });
  const proxy: RunningConsoleServer = await startConsoleServer({ port: 0, distDir: dist.dir, upstream: upstream.url, signInThrottle: throttle(), ...gate() });
  return {
    all: [
      { name: 'console server', url: console.url, state: console.simulator!.state, controls: true },
      { name: 'simulator server', url: appliance.url, state: appliance.simulator.state, controls: true },
      { name: 'proxy', url: proxy.url, state: upstream.simulator.state, controls: false },
    ],
    close: async () => {
      await Promise.all([console.close(), appliance.close(), proxy.close(), upstream.close()]);
      dist.remove();
    },
  };
}
