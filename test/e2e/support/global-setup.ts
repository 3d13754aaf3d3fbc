import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One console server per worker of the e2e project: `consoleBaseUrl()` picks the worker's. */
    consoles: readonly { readonly baseUrl: string }[];
  }
}

interface Console {
  readonly baseUrl: string;
}

/** Starts console-process.ts and waits for the line that gives its addresses. */
function startConsole(rootDir: string, distDir: string): { readonly child: ChildProcess; readonly ready: Promise<Console> } {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'console-process.ts'), distDir], { cwd: rootDir, stdio: ['pipe', 'pipe', 'inherit'] });
  const ready = new Promise<Console>((resolved, rejected) => {
    child.once('exit', (code) => rejected(new Error(`the e2e console process ended (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolved(JSON.parse(line) as Console));
  });
  return { child, ready };
}

/**
 * Serves the production build (dist/, made by `npm run build`, which `npm test`
 * runs first) with the simulated appliance on one loopback origin, as `npm
 * start` does (the sign-in throttle aside), once per worker of the e2e
 * project, each with its own appliance, in a process of its own
 * (console-process.ts): the files of one worker run one after the other on
 * its console and reset its appliance, never another worker's
 * (docs/testing.md).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const rootDir = resolve(import.meta.dirname, '../../..');
  const distDir = resolve(rootDir, 'dist');
  if (!existsSync(resolve(distDir, 'index.html'))) {
    throw new Error('The end-to-end tests drive the production build: run `npm run build` first (npm test does).');
  }
  const started = Array.from({ length: Math.max(1, project.config.maxWorkers) }, () => startConsole(rootDir, distDir));
  const close = async () => {
    await Promise.all(
      started.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null ? undefined : new Promise<void>((ended) => {
          child.once('exit', () => ended());
          child.kill('SIGTERM');
        }),
      ),
    );
  };
  try {
    project.provide('consoles', await Promise.all(started.map(({ ready }) => ready)));
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}
