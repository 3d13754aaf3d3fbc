import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { consoleBrowserPerTest, readDocument } from './support/configuration-session';
import { elementBlock, isDateOrSignature, lineDiff } from './support/document-diff';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The device editor in the production build, in headless Chromium: a device
 * opened from the list, a stream's codec changed (the resolutions and frame
 * rates offered become exactly the descriptor's for that codec), one
 * picked, saved with the save bar; the document read back differs only by
 * that stream's changed elements, its date and its signature. A second
 * edit then saves without a conflict.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 20_000;

const WORDS = {
  en: {
    username: 'Username', password: 'Password', signIn: 'Sign in', devices: 'Devices', video: 'Video', codec: 'Codec', resolution: 'Resolution', fps: 'Frames per second',
    rotation: 'Rotation', quality: 'Quality', channel: 'Channel', stream: 'Stream', ptz: 'PTZ', connection: 'Connection', model: 'Model',
    upsideDown: 'Upside down (180°)', high: 'High (4)', channel1: 'Channel 1', channel2: 'Channel 2', stream1: 'Stream 1', onvifChannels: 'ONVIF channels',
    rotations: ['No rotation (0°)', 'Quarter turn (90°)', 'Upside down (180°)', 'Three-quarter turn (270°)'],
    qualities: ['Lowest (1)', 'Low (2)', 'Medium (3)', 'High (4)', 'Highest (5)'],
  },
  fr: {
    username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', devices: 'Équipements', video: 'Vidéo', codec: 'Codec', resolution: 'Résolution', fps: 'Images par seconde',
    rotation: 'Rotation', quality: 'Qualité', channel: 'Canal', stream: 'Flux', ptz: 'PTZ', connection: 'Connexion', model: 'Modèle',
    upsideDown: 'Tête en bas (180°)', high: 'Haute (4)', channel1: 'Canal 1', channel2: 'Canal 2', stream1: 'Flux 1', onvifChannels: 'Canaux ONVIF',
    rotations: ['Aucune rotation (0°)', 'Quart de tour (90°)', 'Tête en bas (180°)', 'Trois quarts de tour (270°)'],
    qualities: ['Minimale (1)', 'Basse (2)', 'Moyenne (3)', 'Haute (4)', 'Maximale (5)'],
  },
} as const;
type Language = keyof typeof WORDS;

const session = consoleBrowserPerTest(baseUrl);
const devicesPage = (language: Language) => session.signedIn(language, '/admin/devices', WORDS[language].devices, { timeout: TIMEOUT });

/** Saves with the save bar and confirms the review (found by their save icon in both languages). */
async function save(page: Page, before: string, language: Language): Promise<string> {
  const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
  await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('button', withSaveIcon).click();
  // Saved straight away: the dialog gives way to the toast, with no conflict to resolve and nothing merged (a false conflict would show either).
  const done = page.getByTestId('save-done').last();
  await done.waitFor();
  await dialog.waitFor({ state: 'detached' });
  expect(await done.locator('.chakra-toast__description').count()).toBe(0);
  await expect.poll(() => readDocument(baseUrl), { timeout: TIMEOUT }).not.toBe(before);
  // Closed, so that the next save's toast is the only one.
  await done.getByRole('button', { name: language === 'fr' ? 'Fermer' : 'Close', exact: true }).click();
  await done.waitFor({ state: 'detached' });
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

    const first = await save(page, before, language);
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
    const second = await save(page, first, language);
    const again = changes(first, second, entranceStream);
    expect(again.removed).toEqual([{ line: '<fps>25</fps>', inside: true }]);
    expect(again.added).toEqual([{ line: '<fps>15</fps>', inside: true }]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

// The parking dome: an ONVIF camera with two channels and PTZ (the document's channels 0 and 1).
const parkingDevice = (lines: readonly string[]) => elementBlock(lines, 'device', 'Parking PTZ dome');

describe.each(['en', 'fr'] as const)('device editor in words, counting from 1 (%s)', (language) => {
  const words = WORDS[language];

  it('names rotations and qualities in words and counts channels from 1; the saved document holds their numbers, channel 2 written as 1', async () => {
    const before = await readDocument(baseUrl);
    const { page, logs } = await devicesPage(language);
    await page.getByRole('link', { name: 'Parking wide', exact: true }).click();
    await page.getByRole('heading', { name: 'Parking wide', level: 1 }).waitFor();

    // Model and firmware are facts: read, not typed into.
    const model = page.getByLabel(words.model, { exact: true });
    expect(await model.textContent()).toBe('ONVIF');
    expect(await model.evaluate((element) => element.tagName)).toBe('DD');
    // The ONVIF channels 0,1 of the document are the device's channels 1 and 2.
    const onvif = page.getByRole('group', { name: words.onvifChannels });
    expect(await onvif.getByRole('checkbox', { name: words.channel1 }).isChecked()).toBe(true);
    expect(await onvif.getByRole('checkbox', { name: words.channel2 }).isChecked()).toBe(true);

    await page.getByRole('tab', { name: words.video, exact: true }).click();
    const wide = page.getByRole('region', { name: new RegExp(`^Parking wide \\(`) });
    expect(await wide.getByLabel(words.channel, { exact: true }).textContent()).toBe(words.channel1);
    expect(await wide.getByLabel(words.stream, { exact: true }).textContent()).toBe(words.stream1);
    const zoom = page.getByRole('region', { name: new RegExp(`^Parking zoom \\(`) });
    expect(await zoom.getByLabel(words.channel, { exact: true }).textContent()).toBe(words.channel2);
    const options = (label: string) => wide.getByLabel(label, { exact: true }).locator('option').allTextContents();
    expect(await options(words.rotation)).toEqual(words.rotations);
    expect(await options(words.quality)).toEqual(words.qualities);
    await wide.getByLabel(words.rotation, { exact: true }).selectOption({ label: words.upsideDown });
    await wide.getByLabel(words.quality, { exact: true }).selectOption({ label: words.high });

    await page.getByRole('tab', { name: words.ptz, exact: true }).click();
    const channel = page.getByLabel(words.channel, { exact: true });
    expect(await channel.locator('option').allTextContents()).toEqual([words.channel1, words.channel2]);
    expect(await channel.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe(words.channel1);
    await channel.selectOption({ label: words.channel2 });

    const saved = changes(before, await save(page, before, language), parkingDevice);
    expect(saved.removed).toEqual([
      { line: '<rotation>0</rotation>', inside: true },
      { line: '<quality>3</quality>', inside: true },
      { line: '<channel>0</channel>', inside: true },
    ]);
    expect(saved.added).toEqual([
      { line: '<rotation>180</rotation>', inside: true },
      { line: '<quality>4</quality>', inside: true },
      { line: '<channel>1</channel>', inside: true },
    ]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

describe('device editor layout in a real browser', () => {
  it('puts its sections in two columns at 1366 px and in one at 390 px, without scrolling the page sideways', async () => {
    for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      const { page } = await session.signedIn('en', '/admin/devices/edit/1', 'Parking wide', { viewport, timeout: TIMEOUT });
      const box = async (name: string) => (await page.getByRole('heading', { name, level: 3, exact: true }).boundingBox())!;
      const device = await box('Device');
      const address = await box('Network address');
      if (viewport.width === 1366) {
        expect(address.x).toBeGreaterThan(device.x + device.width);
        expect(Math.abs(address.y - device.y)).toBeLessThan(2);
      } else {
        expect(Math.abs(address.x - device.x)).toBeLessThan(2);
        expect(address.y).toBeGreaterThan(device.y + device.height);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    }
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
