import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessibilityViolations } from './support/axe';
import { consoleBrowserPerTest, readDocument, saveWithBar } from './support/configuration-session';
import { isDateOrSignature, lineDiff } from './support/document-diff';
import { setFaults } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * What the console shows says what it is (issue "what you see is what is
 * saved", the words and screens half), in the production build, in headless
 * Chromium, in English and French: a calendar range edited with weekday and
 * time pickers and read back from the appliance; the week grid within a
 * phone's width; the devices' live connection; an appliance that stops
 * answering says so on the page, and says when it answers again; "?" lists
 * the page's shortcuts. axe at desktop and phone widths on each.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 20_000;
const TEST_TIMEOUT = 120_000;
const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: {
    calendars: 'Calendars', devices: 'Devices', addWeekly: 'Add a weekly range', beginWeekday: 'Begin weekday', endWeekday: 'End weekday', beginTime: 'Begin time', endTime: 'End time',
    friday: 'Friday', saturday: 'Saturday', online: 'Online', offline: 'Offline', unreachable: /^The appliance does not answer since \d{1,2}:\d{2}:\d{2}/, retry: 'Retry now', back: 'The appliance answers again.',
    shortcuts: 'Keyboard shortcuts', everyPage: 'Every page', configuration: 'Configuration pages', week: 'Calendar week', search: 'Search the configuration',
    logic: 'Logic controller', find: 'Find a gate, an input or an output',
    storage: 'Storage', stores: 'Stores', name: 'Name', keep: 'Keep recordings for', keepEditing: 'Keep editing',
  },
  fr: {
    calendars: 'Calendriers', devices: 'Équipements', addWeekly: 'Ajouter une plage hebdomadaire', beginWeekday: 'Début : jour de la semaine', endWeekday: 'Fin : jour de la semaine', beginTime: 'Début : heure', endTime: 'Fin : heure',
    friday: 'vendredi', saturday: 'samedi', online: 'En ligne', offline: 'Hors ligne', unreachable: /^L'appareil ne répond plus depuis \d{2}:\d{2}:\d{2}/, retry: 'Réessayer maintenant', back: "L'appareil répond de nouveau.",
    shortcuts: 'Raccourcis clavier', everyPage: 'Toutes les pages', configuration: 'Pages de configuration', week: 'Semaine du calendrier', search: 'Rechercher dans la configuration',
    logic: 'Contrôleur logique', find: 'Trouver un bloc, une entrée ou une sortie',
    storage: 'Stockage', stores: 'Stockages', name: 'Nom', keep: 'Conserver les enregistrements', keepEditing: 'Continuer à modifier',
  },
} as const;

const session = consoleBrowserPerTest(baseUrl);

/** The numeric fields of each weekly range of the document (type 1), begin and end. */
function weeklyRanges(document: string): { begin: Record<string, number>; end: Record<string, number> }[] {
  const fields = (part: string) => Object.fromEntries([...part.matchAll(/<([a-z0-9-]+)>(\d+)<\/\1>/g)].map((match) => [match[1]!, Number(match[2])]));
  return [...document.replace(/\s+/g, '').matchAll(/<range><type>1<\/type>(.*?)<\/range>/g)].map((range) => ({
    begin: { hour: 0, minute: 0, second: 0, ...fields(/<begin>(.*?)<\/begin>/.exec(range[1]!)?.[1] ?? '') },
    end: { hour: 0, minute: 0, second: 0, ...fields(/<end>(.*?)<\/end>/.exec(range[1]!)?.[1] ?? '') },
  }));
}

/** axe once the page's animations are over (a dialog fading in reads as low contrast). */
async function violations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  return accessibilityViolations(page);
}

/** Nothing of the page wider than the screen (no sideways scroll of the whole page). */
const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe.each(['en', 'fr'] as const)('words and screens in a real browser (%s)', (language) => {
  const words = WORDS[language];

  it('edits a weekly range with a weekday by name and a time field, saves exactly that, and the week fits a phone', async () => {
    const before = await readDocument(baseUrl);
    const { page, logs } = await session.signedIn(language, '/admin/calendars', words.calendars, { timeout: TIMEOUT });
    await page.getByRole('table', { name: words.calendars, exact: true }).getByRole('button', { name: /Opening hours/ }).click();
    await page.getByRole('button', { name: words.addWeekly }).click();
    const range = page.locator('section[id^="range-"]').last();
    await range.getByLabel(words.beginWeekday).selectOption({ label: words.friday });
    await range.getByLabel(words.endWeekday).selectOption({ label: words.saturday });
    await range.getByLabel(words.beginTime).fill('08:30:15');
    // Enter keeps the time (Tab moves between the field's hours, minutes and seconds).
    await range.getByLabel(words.beginTime).press('Enter');
    await range.getByLabel(words.endTime).fill('18:00:00');
    await range.getByLabel(words.endTime).press('Enter');
    // The week shows the range from Friday 08:30:15 to Saturday 18:00:00, in words.
    await expect.poll(() => page.locator('[data-range]').evaluateAll((blocks) => blocks.map((block) => block.getAttribute('aria-label') ?? ''))).toContainEqual(expect.stringMatching(new RegExp(`${words.friday}\\D*08:30:15 .* ${words.saturday} 18:00:00`)));

    const after = await saveWithBar(page, baseUrl, before, TIMEOUT);
    expect(weeklyRanges(after)).toEqual([...weeklyRanges(before), { begin: { weekday: 5, hour: 8, minute: 30, second: 15 }, end: { weekday: 6, hour: 18, minute: 0, second: 0 } }]);
    const beforeLines = before.split('\n');
    const afterLines = after.split('\n');
    const { removed } = lineDiff(beforeLines, afterLines);
    expect(removed.filter((index) => !isDateOrSignature(beforeLines[index]!)).map((index) => beforeLines[index]!.trim())).toEqual([]);
    await expect.poll(async () => {
      await page.keyboard.press('Escape');
      return page.getByRole('dialog').count();
    }).toBe(0);
    expect(await violations(page)).toEqual([]);

    // On a phone the seven days share the width: Sunday's column ends inside the screen, nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    const sunday = page.getByTestId('week-day-0');
    await sunday.scrollIntoViewIfNeeded();
    await expect.poll(async () => {
      const box = await sunday.boundingBox();
      return box !== null && box.x + box.width <= PHONE.width;
    }).toBe(true);
    expect(await page.locator('section[aria-labelledby="week-view-title"]').evaluate((section) => section.scrollWidth - section.clientWidth)).toBe(0);
    expect(await pageOverflow(page)).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  }, TEST_TIMEOUT);

  it("shows each device's live connection, says when the appliance stops answering and when it answers again, and lists the page's shortcuts on '?'", async () => {
    const { page, logs } = await session.signedIn(language, '/admin/devices', words.devices, { timeout: TIMEOUT });
    const connectionOf = (address: string) => page.getByRole('row').filter({ hasText: address }).locator('[data-connection]').textContent();
    await expect.poll(() => connectionOf('192.168.1.21'), { timeout: TIMEOUT }).toBe(words.online);
    expect(await connectionOf('192.168.1.22')).toBe(words.offline);

    // "?" on the page: every page's shortcuts and the configuration pages', not the calendar's.
    await page.locator('main').click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Shift+?');
    const help = page.getByRole('dialog', { name: words.shortcuts });
    await help.waitFor();
    expect(await help.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expect.arrayContaining([words.everyPage, words.configuration]));
    expect(await help.getByRole('heading', { name: words.week }).count()).toBe(0);
    expect(await help.getByRole('row', { name: new RegExp(words.search) }).textContent()).toMatch(/Ctrl.*K/);
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // Every call refused: a banner says since when, the connections shown are the last answer.
    await setFaults(baseUrl, { api: { status5xx: 503 }, clientApi: { status5xx: true } });
    try {
      const banner = page.getByTestId('appliance-unreachable');
      await banner.waitFor({ timeout: TIMEOUT });
      expect(await banner.getAttribute('role')).toBe('alert');
      expect(await banner.textContent()).toMatch(words.unreachable);
      await expect.poll(() => page.locator('[data-connection][data-stale]').count(), { timeout: TIMEOUT }).toBeGreaterThan(0);
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize(PHONE);
      const box = (await banner.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      expect(await pageOverflow(page)).toBe(0);
      expect(await violations(page)).toEqual([]);
    } finally {
      await setFaults(baseUrl, { api: { status5xx: false }, clientApi: { status5xx: false } });
    }
    await page.getByTestId('appliance-unreachable').getByRole('button', { name: words.retry }).click();
    await page.getByText(words.back).waitFor({ timeout: TIMEOUT });
    expect(await page.getByTestId('appliance-unreachable').count()).toBe(0);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  }, TEST_TIMEOUT);

  it("on a phone: the store list keeps its key column beside the name, and the review's buttons stay inside the screen", async () => {
    const { page, logs } = await session.signedIn(language, '/admin/storage', words.storage, { timeout: TIMEOUT, viewport: PHONE });
    const table = page.getByRole('table', { name: words.stores, exact: true });
    await table.getByRole('button', { name: /Main storage/ }).waitFor();
    // The headers shown, without their sort icons' ligatures.
    const headers = await table.locator('th').evaluateAll((cells) =>
      cells
        .filter((cell) => getComputedStyle(cell).display !== 'none')
        .map((cell) => {
          const copy = cell.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('.material-icons').forEach((icon) => icon.remove());
          return copy.textContent?.trim() ?? '';
        }),
    );
    expect(headers).toEqual([words.name, words.keep]);
    expect(await pageOverflow(page)).toBe(0);
    expect(await violations(page)).toEqual([]);

    // A change, then the save bar's Save: the review fills the screen and none of its buttons is cut.
    await table.getByRole('button', { name: /Main storage/ }).click();
    const keep = page.getByLabel(words.keep, { exact: true });
    await keep.fill('45');
    await keep.press('Tab');
    await page.getByTestId('save-bar').locator('button', { has: page.locator('.material-icons', { hasText: /^save$/ }) }).click();
    const review = page.getByRole('dialog');
    await review.getByRole('button', { name: words.keepEditing }).waitFor();
    const boxes = await review.getByRole('button').evaluateAll((buttons) => buttons.map((button) => {
      const box = button.getBoundingClientRect();
      return { name: button.textContent ?? '', left: box.left, right: box.right, scroll: button.scrollWidth - button.clientWidth };
    }));
    expect(boxes.length).toBeGreaterThan(1);
    for (const box of boxes) expect({ ...box, inside: box.left >= 0 && box.right <= PHONE.width && box.scroll <= 0 }).toMatchObject({ inside: true });
    expect(await violations(page)).toEqual([]);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  }, TEST_TIMEOUT);

  it('Find a gate finds an input by words inside its name, in any order and case, and brings it into view', async () => {
    const { page, logs } = await session.signedIn(language, '/admin/logic', words.logic, { timeout: TIMEOUT, viewport: { width: 1600, height: 1000 } });
    await page.locator('[data-testid="logic-canvas"][data-laid-out="true"]').waitFor({ timeout: TIMEOUT });
    const find = page.getByLabel(words.find, { exact: true });
    // "Entrance door contact": two words, one inside "Entrance", the other first, in capitals.
    await find.fill('CONTACT trance');
    const results = page.getByTestId('gate-search-results').getByRole('button');
    await expect.poll(() => results.allTextContents()).toEqual([expect.stringContaining('Entrance door contact')]);
    await results.first().click();
    await expect.poll(() => page.getByTestId('gate-search-results').count()).toBe(0);
    await expect.poll(async () => {
      const node = page.locator('[data-testid="logic-node"]', { hasText: 'Entrance door contact' }).first();
      const box = await node.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 1000;
    }).toBe(true);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  }, TEST_TIMEOUT);
});
