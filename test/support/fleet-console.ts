import { startConsoleServer, startSimulatorServer, type RunningSimulator } from '../../src/composition/node-servers';
import type { FleetServer } from '../../src/composition/fleet-server';
import type { RunningConsoleServer } from '../../src/infrastructure/node/console-server';
import { ScryptPasswordHasherAdapter } from '../../src/infrastructure/fleet/scrypt-password-hasher.adapter';
import { SignInThrottle } from '../../src/infrastructure/node/sign-in-throttle';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { changedDocumentLines } from '../e2e/support/document-diff';
import { testCodec } from './history-console';

export type FleetConsole = RunningConsoleServer & { readonly fleetServer: FleetServer };

/** A clock the test moves on (sessions expire on the server's clock). */
export function movableClock(): { now: () => Date; advance(ms: number): void } {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

/**
 * The Vigil server in fleet mode (`npm start -- --fleet`) on the given data,
 * with a cheap scrypt (the tests hash many passwords) and the clock given.
 */
export async function startFleetConsole(options: {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly distDir: string;
  readonly now?: () => Date;
  readonly throttle?: SignInThrottle;
  readonly fleet?: boolean;
  /** How often sites are polled (default: the fleet's own, 60 s) and how often the server asks the queue for jobs. */
  readonly pollEveryMs?: number;
  readonly fetchEverySeconds?: number;
}): Promise<FleetConsole> {
  const server = await startConsoleServer({
    host: '127.0.0.1',
    port: 0,
    distDir: options.distDir,
    simulator: { initialised: true },
    data: { dir: options.dataDir, databaseUrl: options.databaseUrl, env: {}, drainEveryMs: 0, history: { pollEveryMs: 0, retentionEveryMs: 0 } },
    ...(options.fleet === false
      ? {}
      : {
          fleet: {
            hasher: new ScryptPasswordHasherAdapter({ N: 2 ** 10, r: 8, p: 1 }),
            sessions: { idleMs: 10 * 60_000, maxMs: 60 * 60_000 },
            ...(options.now ? { now: options.now } : {}),
            throttle: options.throttle ?? new SignInThrottle({ freeFailures: 1_000_000 }),
            ...(options.pollEveryMs !== undefined ? { pollEveryMs: options.pollEveryMs } : {}),
            ...(options.fetchEverySeconds !== undefined ? { fetchEverySeconds: options.fetchEverySeconds } : {}),
          },
        }),
  });
  return server as FleetConsole;
}

/** Simulated appliances (initialised: admin / Vigil-admin-1) on free ports of 127.0.0.1. */
export async function startAppliances(count: number): Promise<RunningSimulator[]> {
  return Promise.all(Array.from({ length: count }, () => startSimulatorServer({ host: '127.0.0.1', port: 0, initialised: true })));
}

/** A browser of the fleet's pages: keeps the session cookie, sends what the pages send. */
export class FleetBrowser {
  cookie = '';

  constructor(private readonly server: RunningConsoleServer) {}

  /** `rawBody` is sent as it is (a document, with its own Content-Type header); `body` as JSON. */
  async call(path: string, init: { readonly method?: string; readonly body?: unknown; readonly rawBody?: string; readonly headers?: Record<string, string> } = {}): Promise<Response> {
    const headers: Record<string, string> = { 'X-Requested-With': 'vigil-console', ...(this.cookie ? { Cookie: this.cookie } : {}) };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, init.headers ?? {});
    const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    const response = await fetch(new URL(path, this.server.url), { method: init.method ?? 'GET', headers, ...(body === undefined ? {} : { body }) });
    const set = response.headers.get('set-cookie');
    if (set) this.cookie = set.split(';')[0]!.endsWith('=') ? '' : set.split(';')[0]!;
    return response;
  }

  async json<T = Record<string, unknown>>(path: string, init: Parameters<FleetBrowser['call']>[1] = {}): Promise<{ status: number; body: T }> {
    const response = await this.call(path, init);
    return { status: response.status, body: (await response.json()) as T };
  }
}

/** A site's form for one simulated appliance. */
export function siteForm(appliance: RunningSimulator, name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const url = new URL(appliance.url);
  return { name, address: url.hostname, httpPort: Number(url.port), username: 'admin', password: 'Vigil-admin-1', tags: ['customer:Acme', 'region:north'], ...extra };
}

const APPLIANCE_ADMIN = `Basic ${Buffer.from('admin:Vigil-admin-1').toString('base64')}`;

/** A simulated appliance's document as its own console reads it (`?uncrypted`). */
export async function applianceDocument(appliance: RunningSimulator): Promise<string> {
  return (await fetch(new URL('/api/configuration?uncrypted', appliance.url), { headers: { Authorization: APPLIANCE_ADMIN } })).text();
}

/** Edits an appliance's document through the codec, as its own console would, and saves it there (throws when refused). */
export async function editAppliance(appliance: RunningSimulator, change: (configuration: Configuration) => Configuration): Promise<void> {
  const codec = testCodec();
  const reading = codec.read(await applianceDocument(appliance));
  if (!reading.valid) throw reading.error;
  const answer = await fetch(new URL('/api/configuration', appliance.url), { method: 'POST', headers: { Authorization: APPLIANCE_ADMIN, 'Content-Type': 'text/xml' }, body: codec.write(reading.handle, change(reading.configuration), new Date()) });
  if (answer.status !== 200) throw new Error(`the appliance refused the edit (${answer.status})`);
}

/** The simulator's fault: its configuration saves fail (the appliance's own refusal, with its reason); throws when the fault is refused. */
export async function saveFails(appliance: RunningSimulator, fails: boolean): Promise<void> {
  const answer = await fetch(new URL('/__simulator/faults', appliance.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ configuration: { saveFails: fails } }) });
  if (answer.status !== 200) throw new Error(`fault refused (${answer.status})`);
}

/** The lines that differ between two documents (`- removed`, `+ added`, trimmed), the date and the signature aside. */
export function changedLines(before: string, after: string): string[] {
  const { removed, added } = changedDocumentLines(before, after);
  return [...removed.map((line) => `- ${line.trim()}`), ...added.map((line) => `+ ${line.trim()}`)];
}
