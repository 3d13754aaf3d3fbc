import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignedIn } from '../application/fleet/operator-directory';
import type { SiteFields } from '../domain/fleet/site';
import type { RunningConsoleServer } from '../infrastructure/node/console-server';
import { INITIALISED_ADMIN_PASSWORD } from '../infrastructure/simulator/state/accounts';
import { resolveConfigurationSalt } from '../infrastructure/settings/configuration-salt';
import { NodeMd5Adapter } from '../infrastructure/crypto/node-md5.adapter';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import type { Configuration } from '../domain/configuration/configuration';
import type { RunningSimulator, SimulatorServerOptions } from '../infrastructure/node/simulator-server';
import type { ConsoleServerStartOptions } from './console-start-options';
import type { FleetServer } from './fleet-server';
import type { SimulatorCompositionOptions } from './simulator';

/** The servers the demo starts (node-servers.ts passes its own: no import cycle). */
export interface FleetDemoServers {
  readonly startConsoleServer: (options: ConsoleServerStartOptions) => Promise<RunningConsoleServer & { readonly fleetServer?: FleetServer }>;
  readonly startSimulatorServer: (options: SimulatorServerOptions & SimulatorCompositionOptions) => Promise<RunningSimulator>;
}

const CITIES = ['Lyon', 'Nantes', 'Lille', 'Rennes', 'Bordeaux', 'Toulouse', 'Nice', 'Dijon', 'Metz', 'Brest', 'Annecy', 'Reims'];
const CUSTOMERS = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli'];
const REGIONS = ['north', 'south', 'east', 'west'];

/** What each demo site is made to show (docs/fleet.md, "A demonstration fleet"). */
export type DemoVariety = 'plain' | 'unreachable' | 'problems' | 'expiring' | 'deactivated' | 'credentials-refused' | 'hand-edited';

/** The variety of the site at `index`: one in ten unreachable, one in ten with problems, one in ten with its licence near its end, and one of each of the rest. */
export function demoVariety(index: number): DemoVariety {
  if (index === 1) return 'hand-edited';
  if (index === 2) return 'deactivated';
  if (index === 4) return 'credentials-refused';
  switch (index % 10) {
    case 3:
      return 'unreachable';
    case 5:
      return 'problems';
    case 7:
      return 'expiring';
    default:
      return 'plain';
  }
}

/** The demo's installer, who adds the sites (named in the audit as `fleet-demo`). */
const DEMO_ACTOR: SignedIn = { name: 'fleet-demo', address: '', operator: { id: 'fleet-demo', name: 'fleet-demo', role: 'installer', createdAt: new Date(0).toISOString() } };
const HEADERS = { Authorization: `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`, 'X-Requested-With': 'vigil-console' };

function siteFields(appliance: RunningSimulator, index: number): SiteFields {
  const url = new URL(appliance.url);
  const city = CITIES[index % CITIES.length]!;
  return {
    name: `${city} ${String(index + 1).padStart(3, '0')}`,
    address: url.hostname,
    httpPort: Number(url.port),
    httpsPort: 443,
    secure: false,
    insecure: false,
    username: 'admin',
    password: INITIALISED_ADMIN_PASSWORD,
    tags: [`customer:${CUSTOMERS[index % CUSTOMERS.length]}`, `region:${REGIONS[Math.floor(index / 3) % REGIONS.length]}`],
  };
}

async function post(appliance: RunningSimulator, path: string, body: string, type = 'application/json'): Promise<void> {
  const response = await fetch(new URL(path, appliance.url), { method: 'POST', headers: { ...HEADERS, 'Content-Type': type }, body });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

/** Saves the appliance's document with `edit` applied, signed as its own console would: a change made outside Vigil. */
async function editOnAppliance(appliance: RunningSimulator, edit: (xml: string) => string): Promise<void> {
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
  const xml = await (await fetch(new URL('/api/configuration?uncrypted', appliance.url), { headers: HEADERS })).text();
  await post(appliance, '/api/configuration', codec.sign(edit(xml)), 'text/xml');
}

/** Before the site is added: its licence and its configuration. */
async function prepare(appliance: RunningSimulator, variety: DemoVariety, index: number): Promise<void> {
  // A simulated appliance starts with its licence not activated: the demo's are activated for a year (or a few days, or not at all).
  const days = variety === 'expiring' ? 3 + (index % 25) : 200 + ((index * 37) % 165);
  await post(appliance, '/__simulator/operations', JSON.stringify({ licence: variety === 'deactivated' ? { status: 'deactivated' } : { status: 'activated', days } }));
  if (variety === 'problems') {
    // A contact's address that is not one: a configuration error.
    await editOnAppliance(appliance, (xml) => xml.replace(/<mail>[^<]*<\/mail>/, '<mail>not-an-address</mail>'));
  }
}

/** After the site is added (and first polled): what happens to it later. */
async function afterwards(appliance: RunningSimulator, variety: DemoVariety): Promise<void> {
  if (variety === 'unreachable') await appliance.close();
  if (variety === 'credentials-refused') await post(appliance, '/api/login/password', JSON.stringify({ password: 'Changed-on-site-1' }));
  if (variety === 'hand-edited') await editOnAppliance(appliance, (xml) => xml.replace(/<description>[^<]*<\/description>/, '<description>Edited on the appliance itself</description>'));
}

/**
 * `npm start -- --fleet-demo N` (docs/fleet.md, "A demonstration fleet"):
 * N simulated appliances on free ports of 127.0.0.1, varied (see
 * `demoVariety`), and a Vigil server in fleet mode on a fresh embedded
 * database in a temporary folder, with every appliance added as a site.
 * The first operator is left to the person (the fleet's first-run page).
 * Closing the server closes the appliances and removes the folder.
 */
export async function startFleetDemo(count: number, options: ConsoleServerStartOptions, { startConsoleServer, startSimulatorServer }: FleetDemoServers): Promise<RunningConsoleServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-fleet-demo-'));
  const appliances = await Promise.all(Array.from({ length: count }, () => startSimulatorServer({ host: '127.0.0.1', port: 0, initialised: true })));
  const closeAll = async () => {
    await Promise.all(appliances.map((appliance) => appliance.close().catch(() => undefined)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(appliances.map((appliance, index) => prepare(appliance, demoVariety(index), index)));
    const server = await startConsoleServer({
      ...options,
      data: { ...options.data, dir: dataDir, databaseUrl: undefined, history: { ...options.data?.history, pollEveryMs: options.data?.history?.pollEveryMs || 15_000 } },
      fleet: true,
    });
    const sites = server.fleetServer!.services.sites;
    const queue = appliances.map((appliance, index) => ({ appliance, index }));
    const work = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await sites.add(DEMO_ACTOR, siteFields(next.appliance, next.index));
    };
    await Promise.all(Array.from({ length: 8 }, work));
    // Once the first polls have read every site: one stops answering, one's root password changes, one is edited on the appliance.
    const later = setTimeout(() => void Promise.all(appliances.map((appliance, index) => afterwards(appliance, demoVariety(index)))).catch((error: unknown) => console.error('fleet demo', error)), 5_000);
    return {
      ...server,
      close: async () => {
        clearTimeout(later);
        await server.close();
        await closeAll();
      },
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
