import { serveConsole, type RunningConsoleServer } from '../infrastructure/node/console-server';
import { devCommand as runDev, type RunningDev } from '../infrastructure/node/dev-command';
import { serveSimulator, type RunningSimulator, type SimulatorServerOptions } from '../infrastructure/node/simulator-server';
import { startCommand as runStart, type CommandIo, type StartDependencies } from '../infrastructure/node/start-command';
import { parseUpstream } from '../infrastructure/node/upstream-proxy';
import { simulatorGet, upstreamGet } from '../infrastructure/history/appliance-transports';
import { composeHistoryServer, type HistoryServer } from './history-server';
import { composeFleetServer, type FleetServer } from './fleet-server';
import { openServerData } from './server-data';
import { SqlSiteStoreAdapter } from '../infrastructure/fleet/sql-site-store.adapter';
import { createNodeSimulator, type SimulatorCompositionOptions } from './simulator';
import type { ConsoleServerStartOptions } from './console-start-options';
import { startFleetDemo } from './fleet-demo';

/** The simulated appliance over real HTTP, built by the composition root (node:crypto, `dataDir` as its data folder). */
export async function startSimulatorServer(options: SimulatorServerOptions & SimulatorCompositionOptions = {}): Promise<RunningSimulator> {
  return serveSimulator(createNodeSimulator(options), options);
}

export type { ConsoleServerStartOptions };

/**
 * The console and its appliance on one origin: a simulated one built here
 * unless `upstream` names a real one; with `data`, the server's own data is
 * opened (and migrated) first, so a database that refuses stops the start.
 */
export async function startConsoleServer(options: ConsoleServerStartOptions): Promise<RunningConsoleServer & { readonly historyServer?: HistoryServer; readonly fleetServer?: FleetServer }> {
  const upstream = options.upstream === undefined ? undefined : parseUpstream(options.upstream);
  const simulator = upstream ? undefined : createNodeSimulator(options.simulator ?? {});
  const data = options.data === undefined ? undefined : await openServerData({ ...options.data, dataDir: options.data.dir });
  let history: HistoryServer | undefined;
  let fleet: FleetServer | undefined;
  try {
    if (options.fleet && !data) throw new Error('fleet mode keeps its operators and sites in the database: it cannot run with --no-history');
    if (data && (options.fleet || (await new SqlSiteStoreAdapter(data.database).hasSites()))) {
      fleet = composeFleetServer({ ...(options.data?.history?.pollEveryMs === undefined ? {} : { pollEveryMs: options.data.history.pollEveryMs }), ...(typeof options.fleet === 'object' ? options.fleet : {}), data });
      await fleet.start();
    }
    if (data) {
      history = composeHistoryServer({
        data,
        site: upstream ? { id: `appliance:${upstream.href}`, address: upstream.href } : { id: `simulator:${options.simulator?.dataDir ?? 'memory'}`, address: 'simulated appliance' },
        appliance: upstream ? upstreamGet(upstream, options.insecure ?? false) : simulatorGet((request) => simulator!.fetch(request)),
        ...options.data?.history,
      });
    }
    const server = await serveConsole(options, simulator, history, fleet);
    if (data === undefined) return server;
    return {
      ...server,
      history: { kind: data.database.kind, location: data.database.location, dataDir: data.directory.root },
      historyServer: history,
      ...(fleet ? { fleetServer: fleet, fleet: true } : {}),
      close: async () => {
        await server.close();
        await fleet?.close();
        await history?.close();
        await data.close();
      },
    };
  } catch (error) {
    await fleet?.close();
    await history?.close();
    await data?.close();
    throw error;
  }
}

/** `npm start` (scripts/start.js). */
export function startCommand(args: readonly string[], io: CommandIo, dependencies: Omit<StartDependencies, 'serve'>): Promise<RunningConsoleServer | number> {
  return runStart(args, io, { ...dependencies, serve: (request) => (request.fleetDemo === undefined ? startConsoleServer(request) : startFleetDemo(request.fleetDemo, request, { startConsoleServer, startSimulatorServer })) });
}

/** `npm run dev` (scripts/dev.js). */
export function devCommand(args: readonly string[], io: CommandIo, rootDir: string): Promise<RunningDev | number> {
  return runDev(args, io, rootDir, startSimulatorServer);
}

export type { RunningConsoleServer, RunningSimulator };
