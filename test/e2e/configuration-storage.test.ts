import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { accessibilityViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { resetAppliance, setConfigurationText } from './support/simulator-control';

/**
 * The storage page in the production build, in headless Chromium: stores
 * created, edited and deleted through the UI and saved with the save bar;
 * the document read back differs from the one before only where the
 * installer edited, plus the date and the signature.
 */
const baseUrl = inject('baseUrl');
const TIMEOUT = 15_000;
let browser: Browser;
const opened: { close(): Promise<void> }[] = [];

const WORDS = {
  en: { username: 'Username', password: 'Password', signIn: 'Sign in', storage: 'Storage', newStore: 'New store', name: 'Name', path: 'Path', keep: 'Keep recordings for', delete: 'Delete', stores: 'Stores' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', storage: 'Stockage', newStore: 'Nouveau stockage', name: 'Nom', path: 'Chemin', keep: 'Conserver les enregistrements', delete: 'Supprimer', stores: 'Stockages' },
} as const;
type Language = keyof typeof WORDS;

/**
 * The document as the console reads it (`GET /api/configuration?uncrypted`,
 * basic auth): secrets in clear on both sides, since the console posts back
 * the clear values it loaded and re-encrypting them is the appliance's part.
 */
async function storedDocument(): Promise<string> {
  const authorization = `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`;
  const response = await fetch(`${baseUrl}/api/configuration?uncrypted`, { headers: { authorization } });
  if (!response.ok) throw new Error(`/api/configuration answered ${response.status}`);
  return response.text();
}

async function storagePage(language: Language, path = '/admin/storage', options: { expert?: boolean; theme?: 'dark' | 'light' } = {}): Promise<{ page: Page; logs: string[] }> {
  const words = WORDS[language];
  const { context, page, logs } = await openPage(browser, { locale: language === 'fr' ? 'fr-FR' : 'en-US', colorScheme: options.theme });
  opened.push(context);
  if (options.expert || options.theme) {
    await context.addInitScript(([expert, theme]) => {
      localStorage.setItem('vigil.expert-mode', expert);
      if (theme) localStorage.setItem('vigil.theme', theme);
    }, [options.expert ? '1' : '0', options.theme] as const);
  }
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel(words.username).fill('admin');
  await page.getByLabel(words.password, { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: words.signIn }).click();
  await page.getByRole('heading', { name: words.storage, level: 1 }).waitFor();
  return { page, logs };
}

/** Types into a field and leaves it: one committed change. */
async function commit(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
}

/**
 * Saves with the save bar's Save and confirms the review (the save bar and
 * its dialog belong to the save flow; found by their save icon so the same
 * steps work in both languages), then waits for the appliance's document to change.
 */
async function save(page: Page, before: string): Promise<string> {
  const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
  await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
  await page.getByRole('dialog').locator('button', withSaveIcon).click();
  await expect.poll(storedDocument, { timeout: TIMEOUT }).not.toBe(before);
  return storedDocument();
}

/** Lines only in `before` and lines only in `after`, by a longest common subsequence of lines. */
function lineDiff(before: readonly string[], after: readonly string[]): { removed: number[]; added: number[] } {
  const table = Array.from({ length: before.length + 1 }, () => new Uint16Array(after.length + 1));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      table[i]![j] = before[i] === after[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const removed: number[] = [];
  const added: number[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      i += 1;
      j += 1;
    } else if (j < after.length && (i === before.length || table[i]![j + 1]! >= table[i + 1]![j]!)) {
      added.push(j);
      j += 1;
    } else {
      removed.push(i);
      i += 1;
    }
  }
  return { removed, added };
}

/** The line range of the `<store>` element whose name is `name`. */
function storeBlock(lines: readonly string[], name: string): [number, number] {
  const at = lines.findIndex((line) => line.trim() === `<name>${name}</name>`);
  let start = at;
  while (start > 0 && lines[start]!.trim() !== '<store>') start -= 1;
  let end = at;
  while (end < lines.length && lines[end]!.trim() !== '</store>') end += 1;
  return [start, end];
}

const RESCUE_STORE = '5764607523034234881-1002';
const within = ([start, end]: [number, number]) => (index: number) => index >= start && index <= end;
const isDateOrSignature = (line: string) => /^\t<(date|signature)>/.test(line);

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
  await resetAppliance(baseUrl, { initialised: true });
});
beforeEach(async () => {
  await resetAppliance(baseUrl, { initialised: true });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

describe.each(['en', 'fr'] as const)('storage page in a real browser (%s)', (language) => {
  const words = WORDS[language];

  it('creates, edits and deletes stores; the saved document differs only there, in its date and its signature', async () => {
    const before = await storedDocument();
    const { page, logs } = await storagePage(language);
    const list = page.getByRole('list', { name: words.stores });

    await page.getByRole('button', { name: words.newStore }).click();
    await commit(page, words.name, 'Archive');
    await commit(page, words.path, '/srv/archive');
    await list.getByRole('button', { name: /Archive/ }).waitFor();

    await list.getByRole('button', { name: /Main storage/ }).click();
    await commit(page, words.keep, '60');

    await list.getByRole('button', { name: /Rescue storage/ }).click();
    await page.getByRole('button', { name: words.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.delete }).click();
    await expect.poll(() => list.getByRole('button', { name: /Rescue storage/ }).count()).toBe(0);

    const after = await save(page, before);
    const beforeLines = before.split('\n');
    const afterLines = after.split('\n');
    const { removed, added } = lineDiff(beforeLines, afterLines);
    const inRescue = within(storeBlock(beforeLines, 'Rescue storage'));
    const inArchive = within(storeBlock(afterLines, 'Archive'));
    const mainLimit = (line: string, value: number) => line.trim() === `<limit-time>${value}</limit-time>`;

    expect(removed.filter((index) => !inRescue(index) && !isDateOrSignature(beforeLines[index]!)).map((index) => beforeLines[index]!.trim())).toEqual(['<limit-time>30</limit-time>']);
    expect(added.filter((index) => !inArchive(index) && !isDateOrSignature(afterLines[index]!)).map((index) => afterLines[index]!.trim())).toEqual(['<limit-time>60</limit-time>']);
    expect(removed.some((index) => mainLimit(beforeLines[index]!, 30))).toBe(true);
    expect(afterLines.filter((line) => line.trim() === '<name>Rescue storage</name>')).toEqual([]);
    expect(afterLines.slice(...storeBlock(afterLines, 'Archive')).map((line) => line.trim())).toEqual(
      expect.arrayContaining(['<path>/srv/archive</path>', '<verify-path>1</verify-path>', '<preserve-size>10</preserve-size>', '<limit-time>30</limit-time>', '<limit-size>0</limit-size>']),
    );
    expect(beforeLines.filter(isDateOrSignature)).toHaveLength(2);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

describe('storage page problems and names in a real browser', () => {
  it('shows a bad path by its field and in the problems list, whose link focuses the field', async () => {
    const { page } = await storagePage('en');
    await page.getByRole('list', { name: 'Stores' }).getByRole('button', { name: /Main storage/ }).click();
    await commit(page, 'Path', 'relative/path');
    const field = page.getByLabel('Path', { exact: true });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.getByText('invalid storage path').count()).toBeGreaterThanOrEqual(2);
    const link = page.getByTestId('problems-list').getByRole('link', { name: 'Storage › Main storage › Path' });
    await page.getByLabel('Name', { exact: true }).focus();
    await link.click();
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it.each([
    ['en', 'dark'],
    ['fr', 'light'],
  ] as const)('has no WCAG 2.1 A/AA violation with a store open in expert mode and a problem shown (%s, %s)', async (language, theme) => {
    const { page } = await storagePage(language, `/admin/storage?item=${encodeURIComponent(RESCUE_STORE)}`, { expert: true, theme });
    await commit(page, WORDS[language].path, 'relative');
    await page.getByTestId('problems-list').waitFor();
    const violations = await accessibilityViolations(page);
    expect(violations).toEqual([]);
  });

  it('renders a store name holding markup as text', async () => {
    await setConfigurationText(baseUrl, (text) => text.replace('<name>Rescue storage</name>', '<name>&lt;img src=x onerror="window.__injected=1"&gt;</name>'));
    const { page } = await storagePage('en');
    const row = page.getByRole('list', { name: 'Stores' }).getByRole('button', { name: /<img src=x/ });
    await row.waitFor();
    await row.click();
    await page.getByRole('heading', { name: '<img src=x onerror="window.__injected=1">', level: 2 }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  });
});
