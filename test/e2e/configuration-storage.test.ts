import { describe, expect, it } from 'vitest';
import { commitField, readDocument, saveWithBar, consoleBrowserPerTest, type SignedInOptions } from './support/configuration-session';
import { accessibilityViolations } from './support/axe';
import { elementBlock, lineDiff, isDateOrSignature } from './support/document-diff';
import { setConfigurationText } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The storage page in the production build, in headless Chromium: stores
 * created, edited and deleted through the UI and saved with the save bar;
 * the document read back differs from the one before only where the
 * installer edited, plus the date and the signature.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;

const WORDS = {
  en: { username: 'Username', password: 'Password', signIn: 'Sign in', storage: 'Storage', newStore: 'New store', name: 'Name', path: 'Path', keep: 'Keep recordings for', delete: 'Delete', stores: 'Stores' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', storage: 'Stockage', newStore: 'Nouveau stockage', name: 'Nom', path: 'Chemin', keep: 'Conserver les enregistrements', delete: 'Supprimer', stores: 'Stockages' },
} as const;
type Language = keyof typeof WORDS;

const session = consoleBrowserPerTest(baseUrl);
const storagePage = (language: Language, path = '/admin/storage', options: SignedInOptions = {}) =>
  session.signedIn(language, path, WORDS[language].storage, { timeout: TIMEOUT, ...options });

const RESCUE_STORE = '5764607523034234881-1002';
const within = ([start, end]: [number, number]) => (index: number) => index >= start && index <= end;


describe.each(['en', 'fr'] as const)('storage page in a real browser (%s)', (language) => {
  const words = WORDS[language];

  it('creates, edits and deletes stores; the saved document differs only there, in its date and its signature', async () => {
    const before = await readDocument(baseUrl);
    const { page, logs } = await storagePage(language);
    const list = page.getByRole('table', { name: words.stores, exact: true });

    await page.getByRole('button', { name: words.newStore }).click();
    await commitField(page, words.name, 'Archive');
    await commitField(page, words.path, '/srv/archive');
    await list.getByRole('button', { name: /Archive/ }).waitFor();

    await list.getByRole('button', { name: /Main storage/ }).click();
    await commitField(page, words.keep, '60');

    await list.getByRole('button', { name: /Rescue storage/ }).click();
    await page.getByRole('button', { name: words.delete }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: words.delete }).click();
    await expect.poll(() => list.getByRole('button', { name: /Rescue storage/ }).count()).toBe(0);

    const after = await saveWithBar(page, baseUrl, before);
    const beforeLines = before.split('\n');
    const afterLines = after.split('\n');
    const { removed, added } = lineDiff(beforeLines, afterLines);
    const inRescue = within(elementBlock(beforeLines, 'store', 'Rescue storage'));
    const inArchive = within(elementBlock(afterLines, 'store', 'Archive'));
    const mainLimit = (line: string, value: number) => line.trim() === `<limit-time>${value}</limit-time>`;

    expect(removed.filter((index) => !inRescue(index) && !isDateOrSignature(beforeLines[index]!)).map((index) => beforeLines[index]!.trim())).toEqual(['<limit-time>30</limit-time>']);
    expect(added.filter((index) => !inArchive(index) && !isDateOrSignature(afterLines[index]!)).map((index) => afterLines[index]!.trim())).toEqual(['<limit-time>60</limit-time>']);
    expect(removed.some((index) => mainLimit(beforeLines[index]!, 30))).toBe(true);
    expect(afterLines.filter((line) => line.trim() === '<name>Rescue storage</name>')).toEqual([]);
    expect(afterLines.slice(...elementBlock(afterLines, 'store', 'Archive')).map((line) => line.trim())).toEqual(
      expect.arrayContaining(['<path>/srv/archive</path>', '<verify-path>1</verify-path>', '<preserve-size>10</preserve-size>', '<limit-time>30</limit-time>', '<limit-size>0</limit-size>']),
    );
    expect(beforeLines.filter(isDateOrSignature)).toHaveLength(2);
    expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
  });
});

describe('storage page problems and names in a real browser', () => {
  it('shows a bad path by its field and in the problems list, whose link focuses the field', async () => {
    const { page } = await storagePage('en');
    await page.getByRole('table', { name: 'Stores', exact: true }).getByRole('button', { name: /Main storage/ }).click();
    await commitField(page, 'Path', 'relative/path');
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
    await commitField(page, WORDS[language].path, 'relative');
    await page.getByTestId('problems-list').waitFor();
    const violations = await accessibilityViolations(page);
    expect(violations).toEqual([]);
  });

  it('renders a store name holding markup as text', async () => {
    await setConfigurationText(baseUrl, (text) => text.replace('<name>Rescue storage</name>', '<name>&lt;img src=x onerror="window.__injected=1"&gt;</name>'));
    const { page } = await storagePage('en');
    const row = page.getByRole('table', { name: 'Stores', exact: true }).getByRole('button', { name: /<img src=x/ });
    await row.waitFor();
    await row.click();
    await page.getByRole('heading', { name: '<img src=x onerror="window.__injected=1">', level: 2 }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  });
});
