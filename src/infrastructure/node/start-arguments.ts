import { ALLOWED_HOSTS_ENV } from './host-name-guard';

/** Options of `npm start` and `npm run dev` (docs/simulator.md). */
export interface StartArguments {
  readonly host: string;
  readonly port: number;
  /** A real appliance to proxy `/api` to (`--server`, or VIGIL_SERVER). */
  readonly server?: string;
  /** The Vigil server's data directory (`--data`), which also keeps the simulated appliance's state. */
  readonly dataDir?: string;
  /** A PostgreSQL server for history and audit (`--database`, or VIGIL_DATABASE_URL); default: the embedded database. */
  readonly database?: string;
  /** Keep history and audit (default; `--no-history` serves the console without them). */
  readonly history: boolean;
  /** How often the appliance is read for changes made outside Vigil, in seconds (`--history-poll`, 60; 0: only at sign-in). */
  readonly historyPollSeconds: number;
  /** The retention (`--keep-versions DAYS`, `--keep-audit DAYS`, `--history-limit MB`; docs/history.md). */
  readonly keepVersionsDays: number;
  readonly keepAuditDays: number;
  readonly historyLimitMegabytes: number;
  readonly initialised: boolean;
  /** What the simulated appliance holds: the demonstration site (default) or nothing (`--fresh`, `--empty`). */
  readonly site: 'sample' | 'empty';
  readonly insecure: boolean;
  /** Skip the build freshness check (`--no-build`). */
  readonly noBuild: boolean;
  /** `/__simulator` answers clients on other machines too (`--remote-simulator-controls`). */
  readonly remoteSimulatorControls: boolean;
  /** Serve the build's `.map` files (`--source-maps`; build them with VIGIL_SOURCEMAP=1). */
  readonly sourceMaps: boolean;
  /** Names this server answers to, comma-separated lists (`--allowed-hosts`, repeatable, and VIGIL_ALLOWED_HOSTS; docs/security.md). */
  readonly allowedHosts: readonly string[];
  /** Fleet mode (`--fleet`): the Vigil server's own operators and sites (docs/fleet.md). */
  readonly fleet: boolean;
  /** `--fleet-demo N`: N simulated appliances added as the sites of a fleet on a temporary database (docs/fleet.md). */
  readonly fleetDemo?: number;
  readonly help: boolean;
}

const SERVER_ENV = 'VIGIL_SERVER';
const DATABASE_ENV = 'VIGIL_DATABASE_URL';
const DEFAULT_PORT = 5170;
/** The most simulated appliances `--fleet-demo` starts (each a small HTTP server of the process). */
const FLEET_DEMO_MAX = 1000;

export const START_USAGE = `usage: npm start -- [options]
  --port N          listen on port N (default ${DEFAULT_PORT})
  --host HOST       listen on HOST (default 127.0.0.1)
  --server URL      proxy /api to a real appliance (or set ${SERVER_ENV}) instead of the simulator
  --insecure        accept the appliance's self-signed certificate
  --data DIR        the Vigil server's data: history, audit, keys (default: a folder of this
                    user's, see docs/history.md); also keeps the simulated appliance's state
  --database URL    keep history and audit in a PostgreSQL server (postgres://…, or set
                    ${DATABASE_ENV}) instead of the embedded database in the data directory
  --no-history      keep no history and no audit
  --fleet           fleet mode: this Vigil server's own operators and many sites (docs/fleet.md);
                    a database that already holds sites starts in fleet mode without it
  --fleet-demo N    fleet mode with N simulated appliances (1 to 1000) as its sites, some
                    unreachable, some with problems, on a temporary database
  --history-poll S  read the appliance every S seconds for changes made outside Vigil
                    (default 60; 0: only at sign-in)
  --keep-versions D keep every configuration version D days, then one a day (default 90)
  --keep-audit D    keep audit entries D days (default 365)
  --history-limit MB
                    a site's versions may take MB megabytes; past it the oldest go first
                    (default 1024)
  (default: a new appliance, at its first-run screen, holding the demonstration site)
  --initialised     start the simulator as an appliance already set up (admin / Vigil-admin-1)
  --fresh           start the simulator as a freshly installed appliance: first run, empty site
  --sample          the simulated appliance holds the demonstration site (with --fresh or --initialised)
  --empty           the simulated appliance holds no device, only the default group and store
  --no-build        serve dist/ as it is, without rebuilding it when sources changed
  --allowed-hosts NAMES
                    the names this server answers to, comma-separated (or set
                    VIGIL_ALLOWED_HOSTS): .example.lan for a domain and all below it, any for
                    every name (default: its addresses, localhost and this machine's name;
                    docs/security.md, DNS rebinding)
  --remote-simulator-controls
                    let other machines use /__simulator (default: this machine only)
  --source-maps     serve the build's source maps (build them with VIGIL_SOURCEMAP=1)`;

export class UsageError extends Error {}

/** A whole number of at least `min` (and at most a year's seconds or a million, whichever the option means). */
function whole(text: string | undefined, option: string, min: number): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || value < min || value > 100_000_000) {
    throw new UsageError(`${option} expects a whole number of at least ${min}, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  }
  return value;
}

function port(text: string | undefined, option: string): number {
  const value = Number(text);
  if (text === undefined || !/^\d+$/.test(text) || value > 65535) {
    throw new UsageError(`${option} expects a port number between 0 and 65535, got ${text === undefined ? 'nothing' : `"${text}"`}`);
  }
  return value;
}

/** Reads the command line (`--name value` or `--name=value`); the environment supplies the appliance address. */
export function parseStartArguments(args: readonly string[], env: Record<string, string | undefined>, defaultPort = DEFAULT_PORT): StartArguments {
  const result: { -readonly [K in keyof StartArguments]: StartArguments[K] } = {
    host: '127.0.0.1', port: defaultPort, initialised: false, site: 'sample', insecure: false, noBuild: false, remoteSimulatorControls: false, sourceMaps: false, help: false, history: true, fleet: false,
    historyPollSeconds: 60, keepVersionsDays: 90, keepAuditDays: 365, historyLimitMegabytes: 1024,
    allowedHosts: env[ALLOWED_HOSTS_ENV] ? [env[ALLOWED_HOSTS_ENV]] : [],
    ...(env[SERVER_ENV] ? { server: env[SERVER_ENV] } : {}),
    ...(env[DATABASE_ENV] ? { database: env[DATABASE_ENV] } : {}),
  };
  let fresh = false;
  let site: 'sample' | 'empty' | undefined;
  for (let index = 0; index < args.length; index += 1) {
    const [name, inline] = args[index]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = (): string => {
      const found = inline ?? args[++index];
      if (found === undefined || found === '') {
        throw new UsageError(`${name} expects a value`);
      }
      return found;
    };
    switch (name) {
      case '--port': result.port = port(inline ?? args[++index], name); break;
      case '--host': result.host = value(); break;
      case '--server': result.server = value(); break;
      case '--data': result.dataDir = value(); break;
      case '--database': result.database = value(); break;
      case '--no-history': result.history = false; break;
      case '--history-poll': result.historyPollSeconds = whole(inline ?? args[++index], name, 0); break;
      case '--keep-versions': result.keepVersionsDays = whole(inline ?? args[++index], name, 1); break;
      case '--keep-audit': result.keepAuditDays = whole(inline ?? args[++index], name, 1); break;
      case '--history-limit': result.historyLimitMegabytes = whole(inline ?? args[++index], name, 1); break;
      case '--initialised': case '--initialized': result.initialised = true; break;
      case '--fresh': result.initialised = false; fresh = true; break;
      case '--sample': site = 'sample'; break;
      case '--empty': site = 'empty'; break;
      case '--insecure': result.insecure = true; break;
      case '--no-build': result.noBuild = true; break;
      case '--allowed-hosts': result.allowedHosts = [...result.allowedHosts, value()]; break;
      case '--remote-simulator-controls': result.remoteSimulatorControls = true; break;
      case '--source-maps': result.sourceMaps = true; break;
      case '--fleet': result.fleet = true; break;
      case '--fleet-demo': {
        const count = whole(inline ?? args[++index], name, 1);
        if (count > FLEET_DEMO_MAX) throw new UsageError(`--fleet-demo takes at most ${FLEET_DEMO_MAX} appliances, got ${count}`);
        result.fleetDemo = count;
        result.fleet = true;
        break;
      }
      case '--help': case '-h': result.help = true; break;
      default: throw new UsageError(`unknown option ${args[index]}`);
    }
  }
  result.site = site ?? (fresh ? 'empty' : 'sample');
  if (result.server !== undefined && (result.initialised || fresh || site !== undefined)) {
    throw new UsageError('--initialised, --fresh, --sample and --empty are simulator options: they cannot be used with --server');
  }
  if (result.fleetDemo !== undefined && (result.server !== undefined || result.database !== undefined)) {
    throw new UsageError('--fleet-demo runs simulated appliances on a temporary embedded database: it cannot be used with --server or --database');
  }
  if (result.fleet && !result.history) throw new UsageError('--fleet keeps its operators and sites in the database: it cannot be used with --no-history');
  return result;
}
