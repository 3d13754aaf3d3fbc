import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { commitField, consoleBrowserPerTest, signIn, WORDS } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * Nothing lost inside the product, in headless Chromium against the
 * production build: two tabs of one browser editing the same appliance each
 * keep their own draft across a reload; Ctrl+Z under an open confirmation
 * changes nothing; a name holding a right-to-left override is isolated and
 * reverses nothing around it.
 */
const baseUrl = consoleBaseUrl();
const session = consoleBrowserPerTest(baseUrl);

const bar = (page: Page) => page.getByRole('region', { name: WORDS.en.bar });
const port = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const changes = (count: number) => `${count} unsaved change${count === 1 ? '' : 's'}`;
/** The save bar's count, read even while a modal dialog hides the page from the accessibility tree. */
const pending = (page: Page) => page.getByTestId('pending-changes').textContent();

async function expectValue(locator: Locator, value: string): Promise<void> {
  await expect.poll(() => locator.inputValue()).toBe(value);
}

/** A reload signs out: sign in again, then restore the draft this tab is offered. */
async function reloadAndRestore(page: Page): Promise<string> {
  await page.reload();
  await signIn(page, 'en');
  const offer = page.getByTestId('draft-offer');
  await offer.waitFor();
  const offered = (await offer.textContent()) ?? '';
  await offer.getByRole('button', { name: 'Restore' }).click();
  await page.getByTestId('draft-restored').waitFor();
  return offered;
}

describe('two tabs of one browser', () => {
  it('each keep their own unsaved edits across a reload, and the second says the first is editing too', async () => {
    const { page: first } = await session.signedIn('en', '/admin/network', 'Network services');
    const { page: second } = await session.anotherTab(first, 'en', '/admin/network', 'Network services');

    await commitField(first, 'HTTP port', '8080');
    await bar(first).getByText(changes(1)).waitFor();
    // The other tab hears it.
    await second.getByTestId('other-tabs-editing').getByText("Another tab of this browser is also editing this appliance's configuration.").waitFor();
    await commitField(second, 'RTSP port', '8554');
    await bar(second).getByText(changes(1)).waitFor();
    await first.getByTestId('other-tabs-editing').waitFor();

    expect(await reloadAndRestore(first)).toMatch(/1 change\./);
    await expectValue(port(first, 'HTTP port'), '8080');
    await expectValue(port(first, 'RTSP port'), '554');
    await bar(first).getByText(changes(1)).waitFor();

    expect(await reloadAndRestore(second)).toMatch(/1 change\./);
    await expectValue(port(second, 'RTSP port'), '8554');
    await expectValue(port(second, 'HTTP port'), '80');
    await bar(second).getByText(changes(1)).waitFor();

    // Both still hold their own draft, and each knows of the other's.
    await expectValue(port(first, 'HTTP port'), '8080');
    await first.getByTestId('other-tabs-editing').waitFor();
    await second.getByTestId('other-tabs-editing').waitFor();
  });
});

describe('keyboard under a confirmation', () => {
  it('Ctrl+Z and Ctrl+Y change nothing while the discard dialog is open, with the focus in it or not', async () => {
    const { page } = await session.signedIn('en', '/admin/network', 'Network services');
    await commitField(page, 'HTTP port', '8080');
    await commitField(page, 'RTSP port', '8554');
    await bar(page).getByText(changes(2)).waitFor();

    await bar(page).getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await dialog.waitFor();
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    expect(await pending(page)).toBe(changes(2));
    // The focus taken out of the dialog (onto the page behind it): still nothing.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+z');
    expect(await pending(page)).toBe(changes(2));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await bar(page).getByText(changes(2)).waitFor();
    await expectValue(port(page, 'HTTP port'), '8080');
    await expectValue(port(page, 'RTSP port'), '8554');

    // Closed: Ctrl+Z undoes again.
    await page.locator('body').press('Control+z');
    await expectValue(port(page, 'RTSP port'), '554');
  });
});

describe('a name holding a right-to-left override', () => {
  it('is shown isolated in the list, the heading and the problems, and the words after it keep their order', async () => {
    const { page } = await session.signedIn('en', '/admin/storage', 'Storage');
    const name = 'Back\u202Eup';
    await page.getByRole('table', { name: 'Stores', exact: true }).getByRole('button', { name: /Main storage/ }).click();
    await commitField(page, 'Name', name);
    await commitField(page, 'Path', 'relative/path');

    const row = page.getByRole('table', { name: 'Stores', exact: true }).locator('bdi', { hasText: 'Back' });
    await row.waitFor();
    expect(await row.evaluate((element) => getComputedStyle(element).unicodeBidi)).toBe('isolate');
    expect(await page.getByRole('heading', { level: 2 }).locator('bdi').textContent()).toBe(name);

    // "Storage › Back‮up › Path": the override stops at the name, so "Path" reads left to right after it.
    const problem = page.getByTestId('problems-list').locator('li').first();
    await problem.locator('bdi', { hasText: 'Back' }).waitFor();
    const layout = await problem.evaluate((item) => {
      const isolated = item.querySelector('bdi')!;
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      let label: Text | undefined;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent === 'Path' && !isolated.contains(node)) label = node as Text;
      const at = (index: number) => {
        const range = document.createRange();
        range.setStart(label!, index);
        range.setEnd(label!, index + 1);
        return range.getBoundingClientRect().left;
      };
      return { letters: [0, 1, 2, 3].map(at), nameRight: isolated.getBoundingClientRect().right };
    });
    expect(layout.letters).toEqual([...layout.letters].sort((a, b) => a - b));
    expect(layout.letters[0]).toBeGreaterThan(layout.nameRight);
  });
});
