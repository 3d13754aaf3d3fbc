import { resolve } from 'node:path';
import { startConsoleServer } from '../../../src/composition/node-servers';
import { SignInThrottle } from '../../../src/infrastructure/node/sign-in-throttle';

/**
 * One e2e worker's console, in a process of its own (started by
 * global-setup.ts): the console server with its simulated appliance, apart
 * from vitest's main process and from the other worker's, so that a heavy
 * page there (a 10,000-gate site, a live stream) never stalls this one.
 * Prints `{ baseUrl }` on one line; ends on SIGTERM or when its standard
 * input closes.
 */
const distDir = resolve(process.argv[2] ?? 'dist');
// Tests reset the appliance under signed-in browsers, whose calls then fail with 401 from this one address. The
// throttle would make the next file wait; it is tested on its own (test/integration/console-server/hardening.test.ts),
// so here it lets many failures pass before any delay.
const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir, signInThrottle: new SignInThrottle({ freeFailures: 1_000_000 }) });
let closing: Promise<void> | undefined;
const close = () => {
  closing ??= server.close().then(() => process.exit(0));
};
process.on('SIGTERM', close);
process.stdin.on('end', close);
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ baseUrl: server.url.replace(/\/$/, '') })}\n`);
