import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteWithDevices } from '../fixtures/configuration/site-with-devices';
import { consoleBrowserPerTest } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * Search everywhere on the 2,000-device site, in the production build, in
 * headless Chromium: Ctrl+K opens the search, part of a camera's name (in
 * any case, accents ignored) lists it with the matched part marked, and
 * Enter opens its editor; arrows and Escape work; in English and French.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 30_000;
/** Signing in on the large site and opening a device's editor take a while on a busy machine. */
const TEST_TIMEOUT = 120_000;
const DEVICES = 2000;

const WORDS = {
  en: { dashboard: 'Dashboard', search: 'Search the configuration, pages and settings', storage: 'Storage', result: /^1 result$/ },
  fr: { dashboard: 'Tableau de bord', search: 'Rechercher dans la configuration, les pages et les réglages', storage: 'Stockage', result: /^1 résultat$/ },
} as const;

/** The appliance's document with its devices replaced by 2,000 generated ones: Entrance camera 1, Parking PTZ dome 2, … (as bench/device-list.bench.ts builds it). */
async function putLargeSite(): Promise<void> {
  const xml = siteWithDevices(await (await fetch(`${baseUrl}/__simulator/configuration`)).text(), DEVICES);
  const send = () => fetch(`${baseUrl}/__simulator/configuration`, { method: 'PUT', headers: { 'content-type': 'text/xml' }, body: xml });
  // Once more if the connection broke (EPIPE while the simulator was still busy with the reset).
  const put = await send().catch(() => send());
  if (!put.ok) throw new Error(`PUT /__simulator/configuration answered ${put.status}`);
}

const session = consoleBrowserPerTest(baseUrl, putLargeSite);

const searchBox = (page: Page, language: keyof typeof WORDS) => page.getByRole('combobox', { name: WORDS[language].search });

describe('search everywhere on the 2,000-device site', () => {
  for (const language of ['en', 'fr'] as const) {
    it(`Ctrl+K finds a camera by part of its name and Enter opens its editor (${language})`, async () => {
      const { page, logs } = await session.signedIn(language, '/admin', WORDS[language].dashboard, { timeout: TIMEOUT });
      await page.keyboard.press('Control+k');
      const box = searchBox(page, language);
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
      // Part of the name, another case, an accent the name does not have: "Entrance camera 1336".
      await box.pressSequentially(language === 'fr' ? 'CAMÉRA 1336' : 'Camera 1336');
      const options = page.getByRole('option');
      await expect.poll(() => options.allTextContents()).toEqual([expect.stringContaining('Entrance camera 1336')]);
      await expect.poll(() => page.getByTestId('search-count').textContent()).toMatch(WORDS[language].result);
      // Each word of the query is marked where it matched (domain/configuration/search/text-match.ts).
      expect(await options.first().locator('mark').allTextContents()).toEqual(['camera', '1336']);
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      // The document's devices are the generated ones only: "Entrance camera 1336" is the 1,336th, at place 1335.
      await page.waitForURL((url) => url.pathname === '/admin/devices/edit/1335');
      // The editor names a device by its first stream ("Entrance"), as the device list does.
      await page.getByRole('heading', { name: 'Entrance', level: 1 }).waitFor();
      await page.getByText('Vigil NC-200').first().waitFor();
      await expect.poll(() => page.getByTestId('search-dialog').count()).toBe(0);
      expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    }, TEST_TIMEOUT);
  }

  it('lists at most 50 results with the count, moves with the arrows, closes on Escape and opens a page from the button', async () => {
    const { page } = await session.signedIn('en', '/admin', WORDS.en.dashboard, { timeout: TIMEOUT });
    await page.getByRole('button', { name: /^Search/ }).click();
    const box = searchBox(page, 'en');
    await box.fill('entrance camera');
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBe(50);
    // 667 generated cameras (every third device), plus the seed's, all counted.
    await expect.poll(() => page.getByTestId('search-count').textContent()).toMatch(/^50 of \d{3,} results shown$/);
    await box.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await box.press('ArrowUp');
    await box.press('ArrowUp');
    expect(await options.nth(49).getAttribute('aria-selected')).toBe('true');
    await box.press('Escape');
    await expect.poll(() => page.getByTestId('search-dialog').count()).toBe(0);
    // Reopened: empty again; a page by its name.
    await page.keyboard.press('Control+k');
    expect(await searchBox(page, 'en').inputValue()).toBe('');
    await searchBox(page, 'en').fill('stora');
    await expect.poll(() => options.first().textContent()).toContain(WORDS.en.storage);
    await searchBox(page, 'en').press('Enter');
    await page.getByRole('heading', { name: WORDS.en.storage, level: 1 }).waitFor();
  }, TEST_TIMEOUT);
});
