import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigurationVersion } from '../../src/domain/history/configuration-version';
import { decodeModelJson } from '../../src/infrastructure/history/model-json';
import { SEED_GUIDS } from '../../src/infrastructure/simulator/seed/seed-guids';
import { embeddedDatabaseFolder } from '../support/embedded-template';
import { call, currentDocument, eventually, save, startHistoryConsole, type HistoryConsole } from '../support/history-console';
import { accessibilityViolations } from './support/axe';
import { downloadedBytes, launchBrowser, openPage } from './support/browser';
import { signIn, WORDS as SIGN_IN } from './support/configuration-session';
import { isDateOrSignature } from './support/document-diff';
import { navigateTo } from './support/navigation';

/**
 * The History and Audit pages in a real browser on the production build, in
 * English and French. The worker's console (consoleBaseUrl()) keeps no
 * history, so each test starts its own console server with history on an
 * embedded database (a copy of a migrated template), as `npm start --data
 * DIR` runs it, over the same dist/: the demo site after three saves, the
 * first and the last compared, one field of the first reverted from the
 * comparison, the review showing exactly that field, the save read back over
 * HTTP; an item's history from its page; the audit's CSV export; axe on both
 * pages at desktop and phone widths.
 */
const TEXT = {
  en: {
    history: 'Configuration history',
    audit: 'Audit of operations',
    compare: 'Compare the two picked versions',
    contacts: 'Contacts',
    itemHistory: 'History of this item',
    reverted: /^Done in the draft/,
    intact: /^The audit chain is intact/,
    outside: 'Changed outside Vigil',
    exportCsv: 'Export as CSV',
    what: 'What',
    signIn: 'Sign-in',
  },
  fr: {
    history: 'Historique de la configuration',
    audit: 'Audit des opérations',
    compare: 'Comparer les deux versions choisies',
    contacts: 'Contacts',
    itemHistory: 'Historique de cet élément',
    reverted: /^Fait dans le brouillon/,
    intact: /^La chaîne d'audit est intacte/,
    outside: 'Modifiée hors de Vigil',
    exportCsv: 'Exporter en CSV',
    what: 'Quoi',
    signIn: 'Connexion',
  },
} as const;

type Language = keyof typeof TEXT;

const PHONE = { first: '+33612345678', saved: '+33600000001' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE_SCREEN = { width: 390, height: 844 };

let browser: Browser;
const folders: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A console server with history on a fresh embedded database, its appliance signed in once (the site's first version). */
async function historyConsole(): Promise<HistoryConsole> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-history-'));
  folders.push(dataDir);
  await embeddedDatabaseFolder(join(dataDir, 'database'));
  const server = await startHistoryConsole({ dataDir, distDir: resolve('dist') });
  await call(server, '/api/login?user=admin&password=Vigil-admin-1');
  await eventually(async () => (await versions(server))[0]);
  return server;
}

async function versions(server: HistoryConsole): Promise<ConfigurationVersion[]> {
  return (decodeModelJson(await (await call(server, '/vigil/history/versions')).text()) as { versions: ConfigurationVersion[] }).versions;
}

/** Three saves through the console server: a phone, a name, a description. */
async function threeSaves(server: HistoryConsole): Promise<void> {
  const edits: [string, string][] = [
    [`<phone>${PHONE.first}</phone>`, `<phone>${PHONE.saved}</phone>`],
    ['<name>Okafor</name>', '<name>Okafor-Smith</name>'],
    ['<description>Site manager</description>', '<description>Site and night manager</description>'],
  ];
  for (const [from, to] of edits) {
    const document = await currentDocument(server);
    expect(document).toContain(from);
    expect((await save(server, document.replace(from, to))).status).toBe(200);
  }
  await server.historyServer.summarise();
}

/** The lines that differ, the date and the signature aside (the documents keep their layout). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const lines = after.split('\n');
  expect(lines).toHaveLength(old.length);
  return lines.filter((line, index) => line !== old[index] && !isDateOrSignature(line)).map((line) => line.trim());
}

async function signedIn(server: HistoryConsole, language: Language, path: string, heading: string, viewport = DESKTOP): Promise<{ page: Page; logs: string[] }> {
  const opened = await openPage(browser, { locale: SIGN_IN[language].locale, viewport });
  opened.page.setDefaultTimeout(20_000);
  opened.page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  await opened.page.goto(`${server.url.replace(/\/$/, '')}/auth?redirect=${encodeURIComponent(path)}`);
  await signIn(opened.page, language);
  await opened.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return opened;
}

const version = (page: Page, id: number) => page.locator(`[data-testid="history-version"][data-version="${id}"]`);

describe.each(['en', 'fr'] as const)('history and audit in the browser (%s)', (language) => {
  const text = TEXT[language];

  it('compares the first and the last of three saves, reverts one field of the first through the review, and exports the audit', { timeout: 240_000 }, async () => {
    const server = await historyConsole();
    try {
      await threeSaves(server);
      const all = await versions(server);
      expect(all).toHaveLength(4);
      const [last, , , first] = all;

      const { page, logs } = await signedIn(server, language, '/admin/history', text.history);
      // The timeline: four versions, newest first, each summarised in the pages' words.
      await expect.poll(() => page.getByTestId('history-version').count()).toBe(4);
      expect(await page.getByTestId('history-version').evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset['version'])))).toEqual(all.map((each) => each.id));
      await expect.poll(() => version(page, all[2]!.id).textContent()).toContain(`${PHONE.first} → ${PHONE.saved}`);
      expect(await version(page, first!.id).textContent()).toContain(text.outside);
      expect(await version(page, last!.id).textContent()).toContain('admin');

      // Compare the first and the last; revert the phone (a field of the first) from the comparison.
      await version(page, first!.id).getByRole('checkbox').check();
      await version(page, last!.id).getByRole('checkbox').check();
      await page.getByRole('button', { name: text.compare }).click();
      const compared = page.getByTestId('history-compare-changes');
      await expect.poll(() => compared.locator('[data-kind]').count()).toBe(3);
      expect(await accessibilityViolations(page)).toEqual([]);
      await compared.locator('[data-kind]', { hasText: PHONE.saved }).getByRole('button').click();
      await expect.poll(() => page.getByTestId('history-reverted').textContent()).toMatch(text.reverted);

      // The normal save: the review shows exactly that field, and the appliance gets that line only.
      const before = await currentDocument(server);
      const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
      await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
      const review = page.getByRole('dialog');
      await expect.poll(() => review.locator('[data-kind]').count()).toBe(1);
      expect(await review.locator('[data-kind]').textContent()).toContain(`${PHONE.saved}`);
      expect(await review.locator('[data-kind]').textContent()).toContain(`${PHONE.first}`);
      await review.locator('button', withSaveIcon).click();
      await expect.poll(() => currentDocument(server), { timeout: 20_000 }).not.toBe(before);
      expect(changedLines(before, await currentDocument(server))).toEqual([`<phone>${PHONE.first}</phone>`]);
      await expect.poll(async () => (await versions(server)).length).toBe(5);

      // At phone width, the timeline and the comparison pass axe too.
      const narrow = await signedIn(server, language, '/admin/history', text.history, PHONE_SCREEN);
      await expect.poll(() => narrow.page.getByTestId('history-version').count()).toBeGreaterThan(0);
      expect(await accessibilityViolations(narrow.page)).toEqual([]);
      await narrow.page.context().close();

      // An item's history from its page: only the versions that changed that contact.
      await navigateTo(page, `/admin/contacts?item=${SEED_GUIDS.contactManager}`);
      await page.getByRole('heading', { name: text.contacts, level: 1 }).waitFor();
      await page.getByRole('link', { name: text.itemHistory }).click();
      await page.getByTestId('history-item-filter').waitFor();
      await expect.poll(() => page.getByTestId('history-version').evaluateAll((rows) => rows.map((row) => Number((row as HTMLElement).dataset['version'])))).toEqual([all[0]!.id, all[1]!.id]);

      // The audit: the chain's line, the saves, and the CSV export.
      await navigateTo(page, '/admin/audit');
      await page.getByRole('heading', { name: text.audit, level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('audit-chain').textContent()).toMatch(text.intact);
      await expect.poll(() => page.locator('[data-testid="audit-table"] tr[data-action="configuration.save"]').count()).toBe(4);
      expect(await accessibilityViolations(page)).toEqual([]);
      // Filtered by what: the sign-ins only, and the export follows the filter.
      await page.getByLabel(text.what, { exact: true }).selectOption({ label: text.signIn });
      await expect.poll(() => page.locator('[data-testid="audit-table"] tr[data-action="configuration.save"]').count()).toBe(0);
      expect(await page.locator('[data-testid="audit-table"] tr[data-action="sign-in"]').count()).toBeGreaterThan(0);
      const [signIns] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.exportCsv }).click()]);
      const signInLines = (await downloadedBytes(signIns)).subarray(3).toString('utf8').split('\r\n').slice(1).filter((line) => line !== '');
      expect(signInLines.length).toBeGreaterThan(0);
      expect(signInLines.every((line) => line.includes(',sign-in,'))).toBe(true);
      await page.getByLabel(text.what, { exact: true }).selectOption({ index: 0 });
      await expect.poll(() => page.locator('[data-testid="audit-table"] tr[data-action="configuration.save"]').count()).toBe(4);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: text.exportCsv }).click()]);
      expect(download.suggestedFilename()).toMatch(/^vigil-audit-\d+\.csv$/);
      const csv = (await downloadedBytes(download)).subarray(3).toString('utf8').split('\r\n');
      expect(csv[0]).toBe('sequence,at,actor,address,action,target,result,detail,site,vigil_instance,previous_hash,hash');
      expect(csv.filter((line) => line.includes(',configuration.save,,succeeded,'))).toHaveLength(4);

      const audit = await signedIn(server, language, '/admin/audit', text.audit, PHONE_SCREEN);
      await expect.poll(() => audit.page.getByTestId('audit-chain').count()).toBe(1);
      expect(await accessibilityViolations(audit.page)).toEqual([]);
      await audit.page.context().close();

      expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
      await page.context().close();
    } finally {
      await server.close();
    }
  });
});
