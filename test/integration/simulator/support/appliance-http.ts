/** Small helpers to talk to a simulated appliance over real HTTP in the integration tests. */

export function basic(user: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}` };
}

/** Headers the console sends: basic credentials and the marker that avoids browser sign-in dialogs. */
export function consoleHeaders(user: string, password: string): Record<string, string> {
  return { ...basic(user, password), 'x-requested-with': 'vigil-console' };
}

export async function getJson(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Joins a server's base address (ending with '/') and an absolute path. */
export function at(base: string, path: string): string {
  return new URL(path, base).href;
}
