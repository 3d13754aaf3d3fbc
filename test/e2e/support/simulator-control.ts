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

export function resetAppliance(baseUrl: string, options: { initialised: boolean }): Promise<void> {
  return post(baseUrl, '/__simulator/reset', options);
}

export function setFaults(baseUrl: string, faults: Record<string, unknown>): Promise<void> {
  return post(baseUrl, '/__simulator/faults', faults);
}
