import type { FaultPatch } from '../../../src/infrastructure/simulator/state/fault-registry';

/** Drives the simulated appliance's test controls (docs/api.md, "Simulator controls"). */
async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
}

/** Back to the seed: initialised or at its first run; the demonstration site unless `site` is 'empty'. */
export function resetAppliance(baseUrl: string, options: { initialised: boolean; site?: 'sample' | 'empty' }): Promise<void> {
  return post(baseUrl, '/__simulator/reset', options);
}

/** Switches faults through the one fault control: `{ area: { key: value } }` (docs/simulator.md, "Faults"). */
export function setFaults(baseUrl: string, faults: FaultPatch): Promise<void> {
  return post(baseUrl, '/__simulator/faults', faults);
}

/** Replaces the stored configuration document without any check (a document edited by hand on the appliance). */
export async function setConfigurationText(baseUrl: string, edit: (text: string) => string): Promise<void> {
  const text = await (await fetch(`${baseUrl}/__simulator/configuration`)).text();
  const response = await fetch(`${baseUrl}/__simulator/configuration`, { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: edit(text) });
  if (!response.ok) {
    throw new Error(`/__simulator/configuration answered ${response.status}`);
  }
}
