import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startConsoleServer, type RunningConsoleServer } from '../../../src/composition/node-servers';
import { SignInThrottle } from '../../../src/infrastructure/node/sign-in-throttle';
import { CHROMIUM_ARGS, chromiumPath } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One console (server and Chromium) per worker of the e2e project: `consoleUnderTest()` picks the worker's. */
    consoles: readonly { readonly baseUrl: string; readonly browserEndpoint: string }[];
  }
}

/**
 * Serves the production build (dist/, made by `npm run build`, which `npm test`
 * runs first) with the simulated appliance on one loopback origin, as `npm
 * start` does (the sign-in throttle aside), once per worker of the e2e
 * project, each with its own appliance and its own headless Chromium: the
 * files of one worker run one after the other on its console and reset its
 * appliance, never another worker's. The browsers are launched here once;
 * the files connect to them (docs/testing.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = resolve(import.meta.dirname, '../../../dist');
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('The end-to-end tests drive the production build: run `npm run build` first (npm test does).');
  }
  const workers = Math.max(1, project.config.maxWorkers);
  const servers: RunningConsoleServer[] = [];
  const browsers: BrowserServer[] = [];
  const close = async () => {
    await Promise.all([...servers.map((server) => server.close()), ...browsers.map((browser) => browser.close())]);
  };
  try {
    for (let index = 0; index < workers; index += 1) {
      // Tests reset the appliance under signed-in browsers, whose calls then fail with 401 from this one address. The
      // throttle would make the next file wait; it is tested on its own (test/integration/console-server/hardening.test.ts),
      // so here it lets many failures pass before any delay.
      const signInThrottle = new SignInThrottle({ freeFailures: 1_000_000 });
      servers.push(await startConsoleServer({ host: '127.0.0.1', port: 0, distDir, signInThrottle }));
      browsers.push(await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, host: '127.0.0.1' }));
    }
  } catch (error) {
    await close();
    throw error;
  }
  project.provide(
    'consoles',
    servers.map((server, index) => ({ baseUrl: server.url.replace(/\/$/, ''), browserEndpoint: browsers[index]!.wsEndpoint() })),
  );
  return close;
}
