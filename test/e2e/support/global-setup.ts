import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startConsoleServer } from '../../../src/composition/node-servers';
import { SignInThrottle } from '../../../src/infrastructure/node/sign-in-throttle';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Serves the production build (dist/, made by `npm run build`, which `npm test`
 * runs first) with the simulated appliance on one loopback origin, as `npm
 * start` does (the sign-in throttle aside), and hands its address to the
 * end-to-end tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = resolve(import.meta.dirname, '../../../dist');
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('The end-to-end tests drive the production build: run `npm run build` first (npm test does).');
  }
  // One server for every file: tests reset the appliance under signed-in
  // browsers, whose calls then fail with 401 from this one address. The
  // throttle would make the next file wait; it is tested on its own
  // (test/integration/console-server/hardening.test.ts), so here it lets
  // many failures pass before any delay.
  const signInThrottle = new SignInThrottle({ freeFailures: 1_000_000 });
  const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir, signInThrottle });
  project.provide('baseUrl', server.url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
