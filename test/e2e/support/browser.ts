import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './browser-launch';


export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface PageOptions {
  locale?: string;
  viewport?: { width: number; height: number };
  colorScheme?: 'dark' | 'light';
}

/**
 * A fresh context (empty storage) and page; browser console errors are
 * collected for the test to inspect. The page asks for reduced motion, as the
 * axe tests always did: dialogs, menus and panels appear without their
 * transitions (the console honours the setting), which took 8 % off three of
 * the longest files here and leaves no half-open menu under a click on a
 * loaded machine (docs/testing.md, "Fourth pass").
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<{ context: BrowserContext; page: Page; logs: string[] }> {
  const context = await browser.newContext({
    locale: options.locale ?? 'en-US',
    viewport: options.viewport ?? { width: 1280, height: 800 },
    colorScheme: options.colorScheme ?? 'dark',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
  return { context, page, logs };
}

/** A download's bytes (read through Playwright's connection, so it works with a browser launched elsewhere too). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
