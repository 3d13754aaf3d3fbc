import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startConsoleServer } from '../../../src/infrastructure/node/console-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Serves the production build (dist/, made by `npm run build`, which `npm test`
 * runs first) with the simulated appliance on one loopback origin, exactly as
 * `npm start` does, and hands its address to the end-to-end tests.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const distDir = resolve(import.meta.dirname, '../../../dist');
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('The end-to-end tests drive the production build: run `npm run build` first (npm test does).');
  }
  const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir });
  project.provide('baseUrl', server.url.replace(/\/$/, ''));
  return async () => {
    await server.close();
  };
}
