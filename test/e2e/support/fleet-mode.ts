import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { RunningSimulator } from '../../../src/composition/node-servers';
import type { Configuration } from '../../../src/domain/configuration/configuration';
import { embeddedDatabaseFolder } from '../../support/embedded-template';
import { startAppliances, startFleetConsole, type FleetConsole } from '../../support/fleet-console';
import { testCodec } from '../../support/history-console';

const BASIC = `Basic ${Buffer.from('admin:Vigil-admin-1').toString('base64')}`;

/** A Vigil server in fleet mode serving the production build (dist/), with simulated appliances on ports of their own and an embedded database. */
export interface FleetUnderTest {
  readonly server: FleetConsole;
  readonly baseUrl: string;
  readonly appliances: readonly RunningSimulator[];
  close(): Promise<void>;
}

export async function startFleetUnderTest(appliances: number): Promise<FleetUnderTest> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-fleet-e2e-'));
  await embeddedDatabaseFolder(join(dataDir, 'database'));
  const simulators = await startAppliances(appliances);
  const server = await startFleetConsole({ dataDir, distDir: resolve(import.meta.dirname, '../../../dist'), pollEveryMs: 60_000, fetchEverySeconds: 1 });
  return {
    server,
    baseUrl: server.url.replace(/\/$/, ''),
    appliances: simulators,
    close: async () => {
      await server.close();
      await Promise.all(simulators.map((simulator) => simulator.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The first operator made and signed in through the API, in the browser context's own cookies; the appliances added as "Site 1"…. */
export async function signedInWithSites(context: BrowserContext, fleet: FleetUnderTest): Promise<void> {
  const headers = { 'X-Requested-With': 'vigil-console' };
  const setUp = await context.request.post(`${fleet.baseUrl}/fleet/api/setup`, { headers, data: { name: 'claire', password: 'Fleet-pass-1' } });
  if (!setUp.ok()) throw new Error(`first operator refused: ${await setUp.text()}`);
  const csv = ['name,address,http_port,username,password', ...fleet.appliances.map((appliance, index) => `Site ${index + 1},127.0.0.1,${new URL(appliance.url).port},admin,Vigil-admin-1`)].join('\n');
  const imported = await context.request.post(`${fleet.baseUrl}/fleet/api/sites/import`, { headers, data: { csv } });
  if (!imported.ok()) throw new Error(`import refused: ${await imported.text()}`);
}

export async function applianceDocument(appliance: RunningSimulator): Promise<string> {
  return (await fetch(new URL('/api/configuration?uncrypted', appliance.url), { headers: { Authorization: BASIC } })).text();
}

/** Edits an appliance's document through the codec, as its own console would, and saves it there. */
export async function editAppliance(appliance: RunningSimulator, change: (configuration: Configuration) => Configuration): Promise<void> {
  const codec = testCodec();
  const reading = codec.read(await applianceDocument(appliance));
  if (!reading.valid) throw reading.error;
  const answer = await fetch(new URL('/api/configuration', appliance.url), { method: 'POST', headers: { Authorization: BASIC, 'Content-Type': 'text/xml' }, body: codec.write(reading.handle, change(reading.configuration), new Date()) });
  if (answer.status !== 200) throw new Error(`the appliance refused the edit (${answer.status})`);
}

/** The simulator's fault: its configuration saves fail (the appliance's own refusal, with its reason). */
export async function saveFails(appliance: RunningSimulator, fails: boolean): Promise<void> {
  const answer = await fetch(new URL('/__simulator/faults', appliance.url), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ configuration: { saveFails: fails } }) });
  if (answer.status !== 200) throw new Error(`fault refused (${answer.status})`);
}
