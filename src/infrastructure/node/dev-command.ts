import type { SeedSite } from '../simulator/seed/configuration-seed';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { parseStartArguments, START_USAGE, UsageError } from './start-arguments';
import type { RunningSimulator, SimulatorServerOptions } from './simulator-server';
import type { CommandIo } from './start-command';

/** Where `npm run dev` runs the simulated appliance; vite.config.ts proxies /api and /__simulator there. */
const DEV_API_PORT = 5171;

export interface RunningDev {
  readonly simulator?: RunningSimulator;
  readonly vite: ChildProcess;
  stop(): Promise<void>;
}

/**
 * `npm run dev`: the simulated appliance on 127.0.0.1:5171 (or a real appliance
 * with --server) and Vite's dev server with hot reload on --port (5170).
 */
export async function devCommand(
  args: readonly string[],
  io: CommandIo,
  rootDir: string,
  startSimulatorServer: (options: SimulatorServerOptions & { readonly dataDir?: string; readonly initialised?: boolean; readonly site?: SeedSite }) => Promise<RunningSimulator>,
): Promise<RunningDev | number> {
  let options;
  try {
    options = parseStartArguments(args, io.env);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n${START_USAGE.replace('npm start', 'npm run dev')}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    io.stdout.write(`${START_USAGE.replace('npm start', 'npm run dev')}\n`);
    return 0;
  }
  let simulator: RunningSimulator | undefined;
  if (options.server === undefined) {
    try {
      simulator = await startSimulatorServer({
        host: '127.0.0.1', port: DEV_API_PORT, dataDir: options.dataDir, initialised: options.initialised, site: options.site, remoteSimulatorControls: options.remoteSimulatorControls,
      });
    } catch (error) {
      io.stderr.write(`Cannot start the simulated appliance on port ${DEV_API_PORT}: ${(error as Error).message}\n`);
      return 1;
    }
  }
  const api = options.server ?? simulator!.url.replace(/\/$/, '');
  io.stdout.write(`Appliance: ${options.server === undefined ? `simulated at ${api}` : `proxied to ${api}`}\n`);
  // Vite runs in its own process (not through npx, whose id would not be Vite's).
  const vite = spawn(process.execPath, [join(rootDir, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', options.host, '--port', String(options.port), '--strictPort'], {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...io.env, VIGIL_ALLOWED_HOSTS: options.allowedHosts.join(','), VIGIL_DEV_API: api, ...(simulator ? { VIGIL_DEV_SIMULATED: '1' } : {}), ...(options.insecure ? { VIGIL_DEV_INSECURE: '1' } : {}) },
  });
  const stop = async (): Promise<void> => {
    if (vite.exitCode === null && vite.signalCode === null) {
      const exited = new Promise((resolve) => vite.once('exit', resolve));
      vite.kill('SIGTERM');
      await exited;
    }
    await simulator?.close();
  };
  return { simulator, vite, stop };
}
