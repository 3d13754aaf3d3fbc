import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startConsoleServer, startSimulatorServer } from '../../../src/composition/node-servers';
import { ScryptPasswordHasherAdapter } from '../../../src/infrastructure/fleet/scrypt-password-hasher.adapter';
import { SignInThrottle } from '../../../src/infrastructure/node/sign-in-throttle';
import { embeddedDatabaseFolder } from '../../support/embedded-template';

/**
 * A Vigil server in fleet mode for the e2e tests, in a process of its own
 * (as console-process.ts is for one appliance): `npm start -- --fleet` on
 * the production build, a copy of the migrated embedded database in a data
 * directory of its own (removed at the end), polling off, a cheap scrypt, and `appliances`
 * simulated appliances (initialised: admin / Vigil-admin-1) each on a port
 * of its own. Prints `{ baseUrl, appliances }` on one line; ends on SIGTERM
 * or when its standard input closes.
 */
const distDir = resolve(process.argv[2] ?? 'dist');
const count = Number(process.argv[3] ?? '2');
const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-fleet-'));
// A copy of the migrated embedded database: creating one runs initdb in WebAssembly, seconds of processor time.
await embeddedDatabaseFolder(join(dataDir, 'database'));
const appliances = await Promise.all(Array.from({ length: count }, () => startSimulatorServer({ host: '127.0.0.1', port: 0, initialised: true })));
const server = await startConsoleServer({
  host: '127.0.0.1',
  port: 0,
  distDir,
  simulator: { initialised: true },
  data: { dir: dataDir, env: {}, history: { pollEveryMs: 0, retentionEveryMs: 0 } },
  fleet: { hasher: new ScryptPasswordHasherAdapter({ N: 2 ** 10, r: 8, p: 1 }), pollEveryMs: 0, throttle: new SignInThrottle({ freeFailures: 1_000_000 }) },
});
let closing: Promise<void> | undefined;
const close = () => {
  closing ??= Promise.allSettled([server.close(), ...appliances.map((appliance) => appliance.close())]).then(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
};
process.on('SIGTERM', close);
process.stdin.on('end', close);
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ baseUrl: server.url.replace(/\/$/, ''), appliances: appliances.map((appliance) => appliance.url.replace(/\/$/, '')) })}\n`);
