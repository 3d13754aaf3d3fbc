import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleBrowserPerTest, type TestLanguage } from './support/configuration-session';
import { navigateTo } from './support/navigation';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The list pages' one layout (ListDetailLayout) in the production build, at a
 * laptop's width (1366×900) and a phone's (390×844), in English and French:
 * the storage table sorts by name from its header, every list page (and the
 * open item) stays within the screen's width, and the users page's search
 * shows its placeholder whole.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;

const VIEWPORTS = { wide: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

const WORDS = {
  en: { storage: 'Storage', stores: 'Stores', name: 'Name', newStore: 'New store', search: 'Search groups and users', placeholder: 'Search…', users: 'Users and groups', back: 'Back to the list' },
  fr: { storage: 'Stockage', stores: 'Stockages', name: 'Nom', newStore: 'Nouveau stockage', search: 'Rechercher des groupes et des utilisateurs', placeholder: 'Rechercher…', users: 'Utilisateurs et groupes', back: 'Retour à la liste' },
} as const;

/** Every list page and its h1, by language. */
const LIST_PAGES = {
  en: [
    ['/admin/storage', 'Storage'],
    ['/admin/smtp-servers', 'SMTP servers'],
    ['/admin/sms-servers', 'SMS servers'],
    ['/admin/contacts', 'Contacts'],
    ['/admin/ftp-clients', 'FTP clients'],
    ['/admin/monitors', 'Alarm receivers'],
    ['/admin/calendars', 'Calendars'],
    ['/admin/users', 'Users and groups'],
  ],
  fr: [
    ['/admin/storage', 'Stockage'],
    ['/admin/smtp-servers', 'Serveurs SMTP'],
    ['/admin/sms-servers', 'Serveurs SMS'],
    ['/admin/contacts', 'Contacts'],
    ['/admin/ftp-clients', 'Clients FTP'],
    ['/admin/monitors', "Récepteurs d'alarme"],
    ['/admin/calendars', 'Calendriers'],
    ['/admin/users', 'Utilisateurs et groupes'],
  ],
} as const;

const session = consoleBrowserPerTest(baseUrl);

/** How far the document reaches past the screen's right edge (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The names in the table's rows, in the order shown. */
const rowNames = (page: Page, table: string) => page.getByRole('table', { name: table, exact: true }).locator('tbody tr[data-index] td:first-child bdi').allTextContents();

describe.each(['en', 'fr'] as const)('list pages in a real browser (%s)', (language: TestLanguage) => {
  const words = WORDS[language];

  it.each(['wide', 'phone'] as const)('the storage table sorts by name from its header, both ways, by mouse and keyboard (%s)', async (size) => {
    const { page } = await session.signedIn(language, '/admin/storage', words.storage, { timeout: TIMEOUT, viewport: VIEWPORTS[size] });
    // A third store whose name sorts between the seeded two.
    await page.getByRole('button', { name: words.newStore }).click();
    const name = page.getByLabel(words.name, { exact: true });
    await name.fill('Offsite storage');
    await name.press('Tab');
    if (size === 'phone') await page.getByRole('button', { name: words.back }).click();
    const table = page.getByRole('table', { name: words.stores, exact: true });
    await expect.poll(() => rowNames(page, words.stores)).toEqual(['Main storage', 'Offsite storage', 'Rescue storage']);
    const header = table.getByRole('columnheader', { name: words.name, exact: true });
    expect(await header.getAttribute('aria-sort')).toBe('ascending');

    await header.getByRole('button').click();
    await expect.poll(() => rowNames(page, words.stores)).toEqual(['Rescue storage', 'Offsite storage', 'Main storage']);
    expect(await header.getAttribute('aria-sort')).toBe('descending');

    await header.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => rowNames(page, words.stores)).toEqual(['Main storage', 'Offsite storage', 'Rescue storage']);
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });

  it('no list page is wider than a phone screen, with nothing open or with an item open; the table scrolls inside its own box', async () => {
    const { page } = await session.signedIn(language, '/admin/storage', words.storage, { timeout: TIMEOUT, viewport: VIEWPORTS.phone });
    for (const [path, heading] of LIST_PAGES[language]) {
      await navigateTo(page, path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.locator('[data-testid="list-detail"]').waitFor();
      expect({ path, overflow: await overflow(page) }).toEqual({ path, overflow: 0 });
      const scroller = page.getByTestId('item-table-scroll');
      if ((await scroller.count()) > 0) {
        const box = await scroller.evaluate((element) => ({ client: element.clientWidth, right: element.getBoundingClientRect().right }));
        expect(box.right).toBeLessThanOrEqual(VIEWPORTS.phone.width);
        // The first item opens in place of the table, which then leaves room for it.
        await scroller.locator('tbody tr[data-index] button').first().click();
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        expect({ path, open: await overflow(page) }).toEqual({ path, open: 0 });
      }
    }
  });

  it.each(['wide', 'phone'] as const)('the users page search shows its placeholder whole (%s)', async (size) => {
    const { page } = await session.signedIn(language, '/admin/users', words.users, { timeout: TIMEOUT, viewport: VIEWPORTS[size] });
    const search = page.getByRole('searchbox', { name: words.search, exact: true });
    expect(await search.getAttribute('placeholder')).toBe(words.placeholder);
    // The placeholder's width in the field's own font, against the room inside the field.
    const fit = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { text: context.measureText(input.placeholder).width, room };
    });
    expect(fit.text).toBeGreaterThan(0);
    expect(fit.room).toBeGreaterThanOrEqual(fit.text);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  });
});
