import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { launchBrowser } from './support/browser';
import { consoleBaseUrl } from './support/worker-console';
import { openConsole } from './support/configuration-session';
import { resetAppliance } from './support/simulator-control';

/**
 * What the browser fetches on a first visit (docs/performance.md, "First
 * load"): the sign-in screen's scripts only; the console's code once the user
 * starts typing, never before; then the console takes the page over.
 */
const baseUrl = consoleBaseUrl();

let browser: Browser;
beforeAll(async () => {
  await resetAppliance(baseUrl, { initialised: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The JavaScript files the page has requested so far, by name without hash. */
function scriptsOf(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) seen.push(path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
  });
  return () => [...seen];
}

describe('the first load', () => {
  it('draws the sign-in screen without the console, fetches the console at the first keystroke, and signs in on the page asked for', async () => {
    const { context, page } = await openConsole(browser, baseUrl, '/auth?redirect=%2Fadmin%2Fnetwork');
    const scripts = scriptsOf(page);
    try {
      await page.reload();
      await page.getByLabel('Password', { exact: true }).waitFor();
      // Nothing of the console (its services, the router, the container, Chakra's pages) before typing.
      expect(scripts().filter((name) => /^(console|router|wiring)$/.test(name))).toEqual([]);
      expect(scripts()).toContain('index');

      await page.getByLabel('Username').fill('admin');
      await expect.poll(() => scripts().filter((name) => /^(console|router|wiring)$/.test(name)).sort()).toEqual(['console', 'router', 'wiring']);
      await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Network services', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/network');
    } finally {
      await context.close();
    }
  });
});
