import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { consoleBrowserPerTest, readDocument } from './support/configuration-session';
import { elementBlock, isDateOrSignature, lineDiff } from './support/document-diff';

/**
 * The device editor in the production build, in headless Chromium: a device
 * opened from the list, a stream's codec changed (the resolutions and frame
 * rates offered become exactly the descriptor's for that codec), one
 * picked, saved with the save bar; the document read back differs only by
 * that stream's changed elements, its date and its signature. A second
 * edit then saves without a conflict.
 */
const baseUrl = inject('baseUrl');
const TIMEOUT = 20_000;

const WORDS = {
  en: { username: 'Username', password: 'Password', signIn: 'Sign in', devices: 'Devices', video: 'Video', codec: 'Codec', resolution: 'Resolution', fps: 'Frames per second' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', devices: 'Équipements', video: 'Vidéo', codec: 'Codec', resolution: 'Résolution', fps: 'Images par seconde' },
} as const;
type Language = keyof typeof WORDS;

const session = consoleBrowserPerTest(baseUrl);
const devicesPage = (language: Language) => session.signedIn(language, '/admin/devices', WORDS[language].devices, { timeout: TIMEOUT });

/** Saves with the save bar and confirms the review (found by their save icon in both languages). */
async function save(page: Page, before: string): Promise<string> {
  const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
  await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('button', withSaveIcon).click();
  // Saved straight away: no conflict to resolve and nothing merged (a false conflict would show either).
  const done = dialog.getByTestId('save-done');
  await done.waitFor();
  expect(await done.locator('.chakra-alert__description').count()).toBe(0);
  await expect.poll(() => readDocument(baseUrl), { timeout: TIMEOUT }).not.toBe(before);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return readDocument(baseUrl);
}

const optionTexts = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('option').allTextContents();

/** The trimmed lines that changed, date and signature aside, with whether each lies in the given block of its document. */
function changes(before: string, after: string, block: (lines: readonly string[]) => [number, number]) {
  const beforeLines = before.split('\n');
  const afterLines = after.split('\n');
  const { removed, added } = lineDiff(beforeLines, afterLines);
  const [bStart, bEnd] = block(beforeLines);
  const [aStart, aEnd] = block(afterLines);
  const keep = (lines: readonly string[]) => (index: number) => !isDateOrSignature(lines[index]!);
  return {
    removed: removed.filter(keep(beforeLines)).map((index) => ({ line: beforeLines[index]!.trim(), inside: index >= bStart && index <= bEnd })),
    added: added.filter(keep(afterLines)).map((index) => ({ line: afterLines[index]!.trim(), inside: index >= aStart && index <= aEnd })),
  };
}

// The entrance camera's only stream (a <video> named Entrance).
const entranceStream = (lines: readonly string[]) => elementBlock(lines, 'video', 'Entrance');

describe.each(['en', 'fr'] as const)('device editor in a real browser (%s)', (language) => {
  const words = WORDS[language];

  it("narrows a stream's choices to its codec's, saves only that stream's changed elements, then saves again without a conflict", async () => {
    const before = await readDocument(baseUrl);
    const { page, logs } = await devicesPage(language);
    await page.getByRole('link', { name: 'Entrance', exact: true }).click();
    await page.getByRole('heading', { name: 'Entrance', level: 1 }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/admin/devices/edit/0`);

    await page.getByRole('tab', { name: words.video, exact: true }).click();
    const codec = page.getByLabel(words.codec, { exact: true });
    expect(await optionTexts(page, words.codec)).toEqual(['h264', 'h265', 'mjpeg']);
    expect(await optionTexts(page, words.resolution)).toEqual(['1920x1080', '1280x720', '640x360']);
    await codec.selectOption({ label: 'mjpeg' });
    await expect.poll(() => optionTexts(page, words.resolution)).toEqual(['640x360', '320x180']);
    expect(await optionTexts(page, words.fps)).toEqual(['1', '5', '10', '15', '25']);
    await page.getByLabel(words.resolution, { exact: true }).selectOption({ label: '320x180' });

    const first = await save(page, before);
    const saved = changes(before, first, entranceStream);
    expect(saved.removed).toEqual([
      { line: '<codec>h264</codec>', inside: true },
      { line: '<resolution>1920x1080</resolution>', inside: true },
    ]);
    expect(saved.added).toEqual([
      { line: '<codec>mjpeg</codec>', inside: true },
      { line: '<resolution>320x180</resolution>', inside: true },
    ]);

    // The saved document is the new base: a second edit saves as plainly, with no conflict.
    await page.getByLabel(words.fps, { exact: true }).selectOption({ label: '15' });
    const second = await save(page, first);
    const again = changes(first, second, entranceStream);
    expect(again.removed).toEqual([{ line: '<fps>25</fps>', inside: true }]);
    expect(again.added).toEqual([{ line: '<fps>15</fps>', inside: true }]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

describe('device editor accessibility in a real browser', () => {
  it('has no WCAG 2.1 A/AA violation on any tab', async () => {
    const { page } = await devicesPage('en');
    await page.getByRole('link', { name: 'Parking wide', exact: true }).click();
    await page.getByRole('heading', { name: 'Parking wide', level: 1 }).waitFor();
    for (const tab of ['Connection', 'Video', 'Audio', 'Inputs and outputs', 'PTZ', 'Recording', 'Live', 'Video analysis']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.getByRole('tabpanel').waitFor();
      expect(await accessibilityViolations(page), tab).toEqual([]);
    }
  });
});
