import { startConsoleServer } from '../../src/composition/node-servers';
import type { HistoryServer } from '../../src/composition/history-server';
import type { RunningConsoleServer } from '../../src/infrastructure/node/console-server';
import { SignInThrottle } from '../../src/infrastructure/node/sign-in-throttle';
import { XmlConfigurationCodecAdapter } from '../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { NodeMd5Adapter } from '../../src/infrastructure/crypto/node-md5.adapter';
import { resolveConfigurationSalt } from '../../src/infrastructure/settings/configuration-salt';
import type { Configuration } from '../../src/domain/configuration/configuration';

export const ROOT = { user: 'admin', password: 'Vigil-admin-1' } as const;
export const BASIC = `Basic ${Buffer.from(`${ROOT.user}:${ROOT.password}`).toString('base64')}`;

export type HistoryConsole = RunningConsoleServer & { readonly historyServer: HistoryServer };

/** The console server with the simulated appliance (initialised) and history on the given data, as `npm start --data DIR` runs it. */
export async function startHistoryConsole(
  options: { readonly dataDir: string; readonly databaseUrl?: string; readonly distDir: string; readonly pollEveryMs?: number; readonly simulatorDataDir?: string },
): Promise<HistoryConsole> {
  const server = await startConsoleServer({
    host: '127.0.0.1',
    port: 0,
    distDir: options.distDir,
    simulator: { initialised: true, ...(options.simulatorDataDir ? { dataDir: options.simulatorDataDir } : {}) },
    signInThrottle: new SignInThrottle({ freeFailures: 1_000_000 }),
    data: { dir: options.dataDir, databaseUrl: options.databaseUrl, env: {}, drainEveryMs: 0, history: { pollEveryMs: options.pollEveryMs ?? 0, retentionEveryMs: 0 } },
  });
  return server as HistoryConsole;
}

/** The codec as the console writes documents: re-signs an edited document. */
export function testCodec(): XmlConfigurationCodecAdapter<Configuration> {
  return new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
}

/** A call to the console server as the signed-in console makes it. */
export async function call(server: RunningConsoleServer, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(new URL(path, server.url), { ...init, headers: { Authorization: BASIC, 'X-Requested-With': 'vigil-console', ...(init.headers ?? {}) } });
}

/** The appliance's document as the console reads it. */
export async function currentDocument(server: RunningConsoleServer): Promise<string> {
  return (await call(server, '/api/configuration?uncrypted')).text();
}

/** Saves `document` as the console does (POST text/xml), signed again. */
export async function save(server: RunningConsoleServer, document: string): Promise<Response> {
  return call(server, '/api/configuration', { method: 'POST', body: testCodec().sign(document), headers: { 'Content-Type': 'text/xml' } });
}

/** Waits until `check` holds (no timing asserted: the test's own limit ends it). */
export async function eventually<T>(check: () => Promise<T | undefined>, everyMs = 100): Promise<T> {
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
