import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { startConsoleServer } from '../src/composition/node-servers';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/support/browser-launch';

/**
 * A browser bench's setting: the production build (`distDir`) served with
 * the simulated appliance on a free port of 127.0.0.1, and the Chromium the
 * tests drive; both stopped once `run` ends, however it ends.
 */
export async function withBenchConsole<T>(distDir: string, run: (origin: string, browser: Browser) => Promise<T>): Promise<T> {
  if (!existsSync(resolve(distDir, 'index.html'))) throw new Error('Build the console first: npm run build');
  const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir });
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      return await run(server.url.replace(/\/$/, ''), browser);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}
