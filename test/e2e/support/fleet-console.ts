import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import type { BrowserContext } from 'playwright-core';

/** A fleet-mode Vigil server and its simulated appliances (fleet-console-process.ts), with an operator signed in and one site per appliance. */
export interface E2eFleet {
  readonly baseUrl: string;
  readonly appliances: readonly string[];
  /** The installer's session cookie (`vigil_operator=…`). */
  readonly cookie: string;
  readonly sites: readonly { readonly id: string; readonly name: string }[];
  /** Gives a browser context the installer's session (as if signed in on the fleet's page), or the session of `cookie`. */
  signInBrowser(context: BrowserContext, cookie?: string): Promise<void>;
  close(): Promise<void>;
}

export const FLEET_INSTALLER = { name: 'claire', password: 'Fleet-pass-1' } as const;

/** A JSON call as the fleet's pages make it (X-Requested-With, the session cookie). */
export async function fleetCall(baseUrl: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Requested-With': 'vigil-console', ...(cookie ? { Cookie: cookie } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/**
 * Starts the fleet, makes the first operator through the API and adds one
 * site per appliance, named `names` in order (tags customer:Acme and a region).
 */
export async function startE2eFleet(names: readonly string[]): Promise<E2eFleet> {
  const rootDir = resolve(import.meta.dirname, '../../..');
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'fleet-console-process.ts'), resolve(rootDir, 'dist'), String(names.length)], { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
  const close = () => new Promise<void>((ended) => {
    if (child.exitCode !== null || child.signalCode !== null) return ended();
    child.once('exit', () => ended());
    child.kill('SIGTERM');
  });
  try {
    const { baseUrl, appliances } = await new Promise<{ baseUrl: string; appliances: string[] }>((resolved, rejected) => {
      child.once('exit', (code) => rejected(new Error(`the e2e fleet process ended (${code}) before it was ready`)));
      createInterface({ input: child.stdout! }).once('line', (line) => resolved(JSON.parse(line) as { baseUrl: string; appliances: string[] }));
    });
    const setUp = await fleetCall(baseUrl, '/fleet/api/setup', '', FLEET_INSTALLER);
    if (setUp.status !== 200) throw new Error(`the first operator was refused: ${setUp.status} ${await setUp.text()}`);
    const cookie = setUp.headers.get('set-cookie')!.split(';')[0]!;
    const sites: { id: string; name: string }[] = [];
    for (const [index, name] of names.entries()) {
      const url = new URL(appliances[index]!);
      const added = await fleetCall(baseUrl, '/fleet/api/sites', cookie, { name, address: url.hostname, httpPort: Number(url.port), username: 'admin', password: 'Vigil-admin-1', tags: ['customer:Acme', `region:${index === 0 ? 'north' : 'south'}`] });
      if (added.status !== 200) throw new Error(`the site ${name} was refused: ${added.status} ${await added.text()}`);
      sites.push(((await added.json()) as { site: { id: string; name: string } }).site);
    }
    return {
      baseUrl,
      appliances,
      cookie,
      sites,
      signInBrowser: (context, session = cookie) =>
        context.addCookies([{ name: session.slice(0, session.indexOf('=')), value: session.slice(session.indexOf('=') + 1), url: baseUrl, httpOnly: true, sameSite: 'Strict' }]),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
