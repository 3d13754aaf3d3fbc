import type { SeedSite } from '../simulator/seed/configuration-seed';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildConsole, consoleNeedsBuild } from './console-build';
import type { ConsoleServerOptions, RunningConsoleServer } from './console-server';
import { defaultDataDirectory } from '../server-data/data-directory';
import { hostNamesFor, type AllowedHostNames } from './host-name-guard';
import { parseStartArguments, START_USAGE, UsageError, type StartArguments } from './start-arguments';

export interface CommandIo {
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
  readonly env: Record<string, string | undefined>;
}

/** What `npm start` serves with: the options of the console server, and of its simulated appliance when no upstream is given. */
export interface ConsoleServerRequest extends ConsoleServerOptions {
  readonly simulator: { readonly dataDir?: string; readonly initialised?: boolean; readonly site?: SeedSite };
  /** Fleet mode (--fleet, docs/fleet.md). */
  readonly fleet?: boolean;
  /** `--fleet-demo N`: N simulated appliances as the sites of a fleet on a temporary database. */
  readonly fleetDemo?: number;
  /** The Vigil server's own data (history, audit): its data directory and database; absent with --no-history. */
  readonly data?: {
    readonly dir: string;
    readonly databaseUrl?: string;
    readonly env?: Record<string, string | undefined>;
    /** How often the appliance is read, and the retention (--history-poll, --keep-versions, --keep-audit, --history-limit). */
    readonly history?: {
      readonly pollEveryMs: number;
      readonly retention: { readonly keepAllDays: number; readonly auditDays: number; readonly siteLimitBytes: number };
    };
  };
}

export interface StartDependencies {
  readonly rootDir: string;
  /** Starts the console server (composition/node-servers.ts builds its simulator). */
  readonly serve: (options: ConsoleServerRequest) => Promise<RunningConsoleServer>;
  readonly build?: (rootDir: string) => Promise<number>;
}

function describeAppliance(options: StartArguments): string {
  if (options.server !== undefined) {
    return `proxied to ${options.server}${options.insecure ? ' (certificate not checked)' : ''}`;
  }
  const kind = `${options.initialised ? 'initialised' : 'first run'}, ${options.site === 'empty' ? 'empty site' : 'demonstration site'}`;
  return `simulated (${kind}${options.dataDir === undefined ? ', in memory' : `, data folder ${options.dataDir}`})`;
}

function describeHistory(history: RunningConsoleServer['history']): string {
  if (history === undefined) return 'History: not kept (--no-history)';
  const where = history.kind === 'embedded' ? `embedded database in ${history.location}` : `PostgreSQL at ${history.location}`;
  return `History: ${where} (data directory ${history.dataDir})`;
}

/** Which names the server answers to, said when other machines can reach it (it listens beyond this machine). */
export function describeHostNames(allowed: AllowedHostNames, listenHost: string): string {
  if (/^(127\.|localhost$|::1$)/.test(listenHost)) return '';
  if (allowed.any) return 'Vigil answers to any name (--allowed-hosts any).\n';
  const names = [...allowed.names, ...allowed.domains.map((domain) => `*.${domain}`)];
  return `Vigil answers to its addresses, localhost${names.length > 0 ? `, ${names.join(', ')}` : ''}; add names with --allowed-hosts (docs/security.md).\n`;
}

function describeFleetDemo(count: number, url: string): string {
  return `Fleet demo: ${count} simulated appliances as sites (some unreachable, some with configuration problems or a licence near its end, one edited on the appliance itself); its database is temporary.\n`
    + `First operator: open ${url}fleet and create it (an installer); then sign in there with it.\n`;
}

/**
 * `npm start`: builds the console when dist/ is stale, then serves it with the
 * simulated appliance (or a proxy to a real one) on one origin. Resolves to
 * the running server, or to an exit code when it cannot start.
 */
export async function startCommand(args: readonly string[], io: CommandIo, dependencies: StartDependencies): Promise<RunningConsoleServer | number> {
  let options: StartArguments;
  try {
    options = parseStartArguments(args, io.env);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`${error.message}\n${START_USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    io.stdout.write(`${START_USAGE}\n`);
    return 0;
  }
  const distDir = join(dependencies.rootDir, 'dist');
  if (!options.noBuild && consoleNeedsBuild(dependencies.rootDir)) {
    io.stdout.write('Building the console (npm run build)…\n');
    const code = await (dependencies.build ?? buildConsole)(dependencies.rootDir);
    if (code !== 0) {
      if (!existsSync(join(distDir, 'index.html'))) {
        io.stderr.write(`The console build failed (exit code ${code}); nothing to serve.\n`);
        return 1;
      }
      io.stderr.write(`The console build failed (exit code ${code}); serving the previous build.\n`);
    }
  }
  try {
    const history = {
      pollEveryMs: options.historyPollSeconds * 1000,
      retention: { keepAllDays: options.keepVersionsDays, auditDays: options.keepAuditDays, siteLimitBytes: options.historyLimitMegabytes * 1024 * 1024 },
    };
    const data = options.history ? { dir: options.dataDir ?? defaultDataDirectory(io.env), env: io.env, history, ...(options.database ? { databaseUrl: options.database } : {}) } : undefined;
    const hostNames = hostNamesFor(options.allowedHosts, options.host);
    const server = await dependencies.serve({
      host: options.host,
      allowedHostNames: hostNames,
      port: options.port,
      distDir,
      upstream: options.server,
      insecure: options.insecure,
      simulator: { dataDir: options.dataDir, initialised: options.initialised, site: options.site },
      remoteSimulatorControls: options.remoteSimulatorControls,
      sourceMaps: options.sourceMaps,
      data,
      ...(options.fleet ? { fleet: true } : {}),
      ...(options.fleetDemo !== undefined ? { fleetDemo: options.fleetDemo } : {}),
    });
    io.stdout.write(`Vigil console: ${server.url}\nAppliance: ${describeAppliance(options)}\n${describeHistory(server.history)}\n${describeHostNames(hostNames, options.host)}${server.fleet ? `Fleet: ${server.url}fleet (operators and sites, docs/fleet.md)\n` : ''}${options.fleetDemo !== undefined ? describeFleetDemo(options.fleetDemo, server.url) : ''}`);
    return server;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'EADDRINUSE' ? `port ${options.port} is already in use: choose another with --port` : (error as Error).message;
    io.stderr.write(`Cannot start the console server: ${reason}\n`);
    return 1;
  }
}
