import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleBrowserPerTest, type TestLanguage } from './support/configuration-session';
import { MENU_PATHS, OTHER_PATHS } from './support/admin-paths';
import { navigateTo } from './support/navigation';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The admin shell at a laptop's width (1366×900) and a phone's (390×844), in
 * English and French, in the production build: the grouped menu (a drawer
 * behind the menu button on the phone) reaches every page, no page is wider
 * than the screen, the skip link jumps to the page's heading, and the focus
 * lands on the new page's h1 after each navigation.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;

const WIDE = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;


const WORDS = {
  en: { dashboard: 'Dashboard', menu: 'Menu', skip: 'Skip to content', groups: ['Site', 'Configuration', 'System'], network: 'Network services', noChanges: 'No unsaved changes' },
  fr: { dashboard: 'Tableau de bord', menu: 'Menu', skip: 'Aller au contenu', groups: ['Site', 'Configuration', 'Système'], network: 'Services réseau', noChanges: 'Aucune modification non enregistrée' },
} as const;

const session = consoleBrowserPerTest(baseUrl);

/** The focused element, as `TAG:text` (text trimmed), and whether it is inside `main`. */
function focused(page: Page): Promise<{ tag: string; text: string; inMain: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName ?? '', text: element?.textContent?.trim() ?? '', inMain: element?.closest('main') !== null };
  });
}

/** Waits until the page shows no loading indicator in `main`. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main h1') !== null && !document.querySelector('main [aria-busy="true"], main .chakra-spinner, main .chakra-skeleton'), undefined, { timeout: TIMEOUT });
}

/** How much wider than the viewport the page is (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/**
 * Follows each menu link in turn (through the drawer on the phone), checking
 * that the focus lands on the new page's h1 and that the page is no wider
 * than the screen; returns the pages that were too wide.
 */
async function visitEveryPage(page: Page, language: TestLanguage, phone: boolean): Promise<string[]> {
  const words = WORDS[language];
  const tooWide: string[] = [];
  // The dashboard first shown: start from another page so that every link, the dashboard's too, is a navigation.
  const order = [...MENU_PATHS.slice(1), MENU_PATHS[0]];
  for (const path of order) {
    const before = await page.locator('main h1').first().textContent();
    if (phone) {
      await page.getByRole('button', { name: words.menu, exact: true }).click();
      await page.getByRole('dialog').waitFor();
    }
    const link = page.getByRole('navigation').locator(`a[href="${path}"]`);
    await link.click();
    await page.waitForURL((url) => url.pathname === path);
    if (phone) await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page), { timeout: TIMEOUT, message: `focus after following ${path}` }).toMatchObject({ tag: 'H1', inMain: true });
    const heading = (await focused(page)).text;
    expect(heading, path).not.toBe('');
    if (path !== '/admin/network-interfaces') expect(heading, `${path}: a new heading`).not.toBe(before);
    await settled(page);
    const extra = await overflow(page);
    if (extra > 0) tooWide.push(`${path}: ${extra}px wider than the viewport`);
  }
  for (const path of OTHER_PATHS) {
    await navigateTo(page, path);
    await settled(page);
    const extra = await overflow(page);
    if (extra > 0) tooWide.push(`${path}: ${extra}px wider than the viewport`);
  }
  return tooWide;
}

describe.each(['en', 'fr'] as const)('responsive shell (%s)', (language) => {
  const words = WORDS[language];

  it('shows every grouped link at 1366×900 without opening anything, and reaches every page with the focus on its h1 and nothing wider than the screen', async () => {
    const { page, logs } = await session.signedIn(language, '/admin', words.dashboard, { viewport: WIDE, timeout: TIMEOUT });
    const navigation = page.getByRole('navigation');
    await expect.poll(() => navigation.count()).toBe(1);
    expect(await page.getByRole('button', { name: words.menu, exact: true }).count()).toBe(0);
    const hrefs = await navigation.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(MENU_PATHS);
    for (const link of await navigation.getByRole('link').all()) expect(await link.isVisible()).toBe(true);
    for (const group of words.groups) await expect.poll(() => navigation.getByRole('list', { name: group, exact: true }).count()).toBe(1);

    expect(await visitEveryPage(page, language, false)).toEqual([]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  it('at 390×844 hides the menu behind the menu button; the drawer reaches every page; no page is wider than the screen', async () => {
    const { page, logs } = await session.signedIn(language, '/admin', words.dashboard, { viewport: PHONE, timeout: TIMEOUT });
    // The menu is closed: no navigation on screen, the menu button says so.
    expect(await page.getByRole('navigation').count()).toBe(0);
    const menuButton = page.getByRole('button', { name: words.menu, exact: true });
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    // Opened by keyboard; Escape closes it and gives the focus back to the button.
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: words.menu });
    await drawer.waitFor();
    const hrefs = await drawer.getByRole('navigation').getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(MENU_PATHS);
    for (const group of words.groups) expect(await drawer.getByRole('list', { name: group, exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(words.menu);

    expect(await visitEveryPage(page, language, true)).toEqual([]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });

  for (const viewport of [WIDE, PHONE]) {
    it(`offers "${words.skip}" as the first Tab stop, which moves the focus to the page's h1 (${viewport.width}×${viewport.height})`, async () => {
      const { page } = await session.signedIn(language, '/admin/network', words.network, { viewport, timeout: TIMEOUT });
      await settled(page);
      // The first focusable element of the document…
      const first = await page.evaluate(() => document.querySelector('a[href], button:not([disabled]), input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])')?.textContent?.trim());
      expect(first).toBe(words.skip);
      // …reached by Shift+Tab from the header's first control.
      await page.locator('header').locator('button:visible').first().focus();
      await page.keyboard.press('Shift+Tab');
      const skip = page.getByRole('link', { name: words.skip, exact: true });
      expect(await focused(page)).toMatchObject({ tag: 'A', text: words.skip });
      // Shown while focused (hidden otherwise).
      const box = await skip.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(20);
      await page.keyboard.press('Enter');
      const heading = await page.locator('main h1').textContent();
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'H1', inMain: true, text: heading?.trim() });
      // The next Tab goes on inside the page, not back to the header.
      await page.keyboard.press('Tab');
      expect((await focused(page)).inMain).toBe(true);
    });
  }

  it('keeps the save bar to one short line while there is nothing to save, and shows the full bar after an edit (390×844)', async () => {
    const { page } = await session.signedIn(language, '/admin/network', words.network, { viewport: PHONE, timeout: TIMEOUT });
    const bar = page.getByTestId('save-bar');
    await expect.poll(() => bar.getByText(words.noChanges).count()).toBe(1);
    const compact = await bar.evaluate((element) => {
      const buttons = [...element.querySelectorAll('button')].map((button) => button.getBoundingClientRect());
      const status = element.querySelector('[role=status]')!.getBoundingClientRect();
      const middles = [status, ...buttons].map((rect) => rect.top + rect.height / 2);
      return { height: element.getBoundingClientRect().height, spread: Math.max(...middles) - Math.min(...middles), buttons: buttons.length };
    });
    // Status, Undo, Redo and the configuration file on one line, under 50 px (the full bar was about 140 px on a phone).
    expect(compact.buttons).toBe(3);
    expect(compact.spread).toBeLessThan(8);
    expect(compact.height).toBeLessThan(50);
    expect(await overflow(page)).toBeLessThanOrEqual(0);

    await page.locator('main label:has(input[type=checkbox])').first().click();
    await expect.poll(() => bar.getAttribute('data-compact')).toBeNull();
    expect(await bar.locator('button').count()).toBeGreaterThan(3);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
