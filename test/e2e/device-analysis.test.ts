import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { consoleBrowserPerTest, readDocument } from './support/configuration-session';
import { isDateOrSignature, lineDiff } from './support/document-diff';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The device page's "Video analysis" tab in the production build: a filter
 * created, a mask zone drawn with the mouse and one made with the keyboard,
 * saved with the save bar. The document read back holds exactly the zones
 * shown, and differs from the one before only by the new filter, its date
 * and its signature.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 20_000;
const session = consoleBrowserPerTest(baseUrl);

async function analysisPage(deviceIndex: number): Promise<Page> {
  const { page } = await session.signedIn('en', `/admin/devices/edit/${deviceIndex}`, /\S/, { timeout: TIMEOUT });
  await page.getByRole('tab', { name: 'Video analysis' }).click();
  await page.getByTestId('analysis-panel').waitFor();
  return page;
}

/** The zones as the zone list shows them: "left, top → right, bottom" with three decimals, and the mask value. */
async function shownZones(page: Page): Promise<{ rect: string[]; mask: string }[]> {
  const rows = page.getByTestId('zone-row');
  const zones: { rect: string[]; mask: string }[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    const text = (await row.textContent()) ?? '';
    const rect = [...text.matchAll(/\d\.\d{3}/g)].map((match) => match[0]);
    zones.push({ rect, mask: await row.getByRole('textbox').inputValue() });
  }
  return zones;
}

/** The zones of the document's filters, as written. */
function documentZones(document: string): { rect: string[]; mask: string }[] {
  // Control panels have zones too: only those inside <filters> are mask zones.
  const text = /<filters>[\s\S]*<\/filters>/.exec(document)?.[0] ?? '';
  return [...text.matchAll(/<zone>([\s\S]*?)<\/zone>/g)].map((match) => {
    const body = match[1]!;
    const value = (tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(body)?.[1] ?? '';
    return { rect: ['rect-left', 'rect-top', 'rect-right', 'rect-bottom'].map(value), mask: value('mask') };
  });
}

describe('device video analysis and mask editor (e2e)', () => {
  it('draws a zone with the mouse and one with the keyboard, saves them and reads them back exactly', async () => {
    const before = await readDocument(baseUrl);
    const page = await analysisPage(0);
    await page.getByRole('button', { name: 'New analysis filter' }).click();
    const surface = page.getByTestId('mask-surface');
    await surface.waitFor();
    await page.getByTestId('mask-zone').first().waitFor();

    // A click on the picture only takes the focus; a drag from 10 % / 10 % to 25 % / 20 % draws a zone.
    await surface.scrollIntoViewIfNeeded();
    const box = (await surface.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.05, box.y + box.height * 0.05);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('mask-surface');
    expect(await page.getByTestId('mask-zone').count()).toBe(1);
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.1);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.15, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.2, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => page.getByTestId('mask-zone').count()).toBe(2);
    const drawn = (await shownZones(page))[1]!;
    drawn.rect.map(Number).forEach((value, index) => expect(value).toBeCloseTo([0.1, 0.1, 0.25, 0.2][index]!, 1));

    // The keyboard: N on the surface adds a zone (0.3 … 0.7), arrows move it, Shift+arrows resize it, Alt makes a finer step.
    await surface.focus();
    await page.keyboard.press('n');
    await expect.poll(() => page.getByTestId('mask-zone').count()).toBe(3);
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(async () => (await shownZones(page))[2]?.rect).toEqual(['0.330', '0.299', '0.730', '0.719']);
    // One key, one edit: Ctrl+Z takes the last step back, Ctrl+Shift+Z brings it again.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await shownZones(page))[2]?.rect).toEqual(['0.330', '0.300', '0.730', '0.720']);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await shownZones(page))[2]?.rect).toEqual(['0.330', '0.299', '0.730', '0.719']);

    const maskValue = page.getByRole('textbox', { name: 'Mask value of zone 3' });
    await maskValue.fill('128');
    await maskValue.press('Enter');
    const shown = await shownZones(page);
    expect(shown.map((zone) => zone.mask)).toEqual(['255', '255', '128']);

    expect(await accessibilityViolations(page)).toEqual([]);

    const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
    await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
    await page.getByRole('dialog').locator('button', withSaveIcon).click();
    await expect.poll(() => readDocument(baseUrl), { timeout: TIMEOUT }).not.toBe(before);
    const after = await readDocument(baseUrl);

    expect(documentZones(after)).toEqual(shown);
    // Only the filters element, the date and the signature changed.
    const beforeLines = before.split('\n');
    const afterLines = after.split('\n');
    const start = afterLines.findIndex((line) => line.trim() === '<filters>');
    const end = afterLines.findIndex((line) => line.trim() === '</filters>');
    const { removed, added } = lineDiff(beforeLines, afterLines);
    expect(removed.map((index) => beforeLines[index]!).filter((line) => !isDateOrSignature(line) && !/^\s*<filters\s*\/>$/.test(line))).toEqual([]);
    expect(added.filter((index) => !isDateOrSignature(afterLines[index]!) && (index < start || index > end))).toEqual([]);
    expect(after).toContain('<level>64</level>');
  });

  it('says a device created in the draft has no stream until it is saved', async () => {
    const { page } = await session.signedIn('en', '/admin/devices/new', 'New device', { timeout: TIMEOUT });
    const model = page.getByLabel('Model', { exact: true });
    await expect.poll(() => model.locator('option').count()).toBeGreaterThan(1);
    await model.selectOption((await model.locator('option').nth(1).getAttribute('value'))!);
    await page.getByLabel('Device name').fill('Gate');
    await page.getByLabel('Device address').fill('10.0.0.9');
    await page.getByRole('button', { name: 'Create the device' }).click();
    await page.getByRole('link', { name: 'All devices' }).waitFor();
    // In-app navigation (a reload would offer the stored draft first): the fourth device, not saved yet.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/devices/edit/3');
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    });
    await page.getByRole('tab', { name: 'Live' }).click();
    await expect.poll(() => page.getByTestId('live-notice').textContent()).toContain('not saved on the appliance yet');
    await page.getByRole('tab', { name: 'Video analysis' }).click();
    await page.getByRole('button', { name: 'New analysis filter' }).click();
    await page.getByText('No picture: the device is not saved on the appliance yet.').waitFor();
    expect(await page.getByTestId('mask-zone').count()).toBe(1);
  });
});
