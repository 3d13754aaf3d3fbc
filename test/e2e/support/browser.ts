import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { inject, type ProvidedContext } from 'vitest';

/** Debian's chromium (installed by .ci/run); VIGIL_CHROMIUM overrides it. No browser is downloaded. */
export function chromiumPath(): string {
  const candidates = [process.env.VIGIL_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error('No Chromium found: install Debian\'s chromium (apt-get install chromium) or set VIGIL_CHROMIUM');
  }
  return found;
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * This worker's console (global-setup.ts starts one per worker of the e2e
 * project): `VITEST_POOL_ID` is 1 to maxWorkers, and no two files that run
 * at the same time have the same. Undefined outside the e2e project.
 */
function consoleUnderTest(): { readonly baseUrl: string; readonly browserEndpoint: string } | undefined {
  const consoles = inject('consoles') as ProvidedContext['consoles'] | undefined;
  if (!consoles) return undefined;
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const found = consoles[worker - 1];
  if (!found) throw new Error(`no console for e2e worker ${worker}: global-setup started ${consoles.length}`);
  return found;
}

/** The address of this worker's console server (its own simulated appliance). */
export function consoleBaseUrl(): string {
  const found = consoleUnderTest();
  if (!found) throw new Error('consoleBaseUrl() serves the e2e project, whose global setup starts the consoles');
  return found.baseUrl;
}

/**
 * In the e2e project, this worker's headless Chromium, launched once by
 * global-setup.ts for all its files: each test opens its own contexts (their
 * storage and cache are their own); `close()` disconnects this file and
 * closes its contexts. Elsewhere (the integration tests), a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const found = consoleUnderTest();
  return found ? chromium.connect(found.browserEndpoint) : chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface PageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  colorScheme?: 'dark' | 'light';
}

/** A fresh context (empty storage) and page; browser console errors are collected for the test to inspect. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; logs: string[] }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'dark',
  });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  return { context, page, logs };
}

/** A download's bytes: read through the connection (`download.path()` refuses with a browser launched by the global setup). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
