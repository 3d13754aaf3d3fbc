import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { applySignature } from '../../../src/domain/configuration/signature';
import { resolveConfigurationSalt } from '../../../src/infrastructure/settings/configuration-salt';
import { INITIALISED_ADMIN_PASSWORD } from '../../../src/infrastructure/simulator/state/accounts';
import { launchBrowser, openPage, type PageOptions } from './browser';
import { resetAppliance } from './simulator-control';

/** The words of the sign-in screen and of the configuration pages, in each language the tests use. */
export const WORDS = {
  en: { locale: 'en-US', user: 'Username', password: 'Password', signIn: 'Sign in', network: 'Network services', bar: 'Configuration changes' },
  fr: { locale: 'fr-FR', user: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', network: 'Services réseau', bar: 'Modifications de la configuration' },
} as const;

export type TestLanguage = keyof typeof WORDS;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * A browser page for the configuration tests: alerts are recorded and
 * dismissed, the tab-close prompt (beforeunload) is accepted so a reload
 * goes through, and the page waits up to `timeout` for anything.
 */
export async function openConsole(browser: Browser, baseUrl: string, path: string, options: PageOptions & { readonly timeout?: number } = {}): Promise<{ context: BrowserContext; page: Page; logs: string[] }> {
  const opened = await openPage(browser, options);
  handleDialogs(opened);
  opened.page.setDefaultTimeout(options.timeout ?? 15_000);
  await opened.page.goto(`${baseUrl}${path}`);
  return opened;
}

/** Alerts are recorded and dismissed; the tab-close prompt (beforeunload) is accepted, so leaving or reloading goes through. */
function handleDialogs(opened: { readonly page: Page; readonly logs: string[] }): void {
  opened.page.on('dialog', (dialog) => {
    opened.logs.push(`${dialog.type()}: ${dialog.message()}`);
    void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
  });
}

/** Signs in as the initialised appliance's admin on the sign-in screen. */
export async function signIn(page: Page, language: TestLanguage): Promise<void> {
  const words = WORDS[language];
  await page.getByLabel(words.user).fill('admin');
  await page.getByLabel(words.password, { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: words.signIn }).click();
}

const AUTH = { authorization: `Basic ${Buffer.from(`admin:${INITIALISED_ADMIN_PASSWORD}`).toString('base64')}`, 'x-requested-with': 'vigil-console' };

/** The appliance's document as the console reads it over HTTP (`?uncrypted`). */
export async function readDocument(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/configuration?uncrypted`, { headers: AUTH });
  if (!response.ok) throw new Error(`GET /api/configuration answered ${response.status}`);
  return response.text();
}

/** A change made on the appliance itself: the stored document edited and signed again with the appliance's salt. */
export async function changeOnAppliance(baseUrl: string, edit: (text: string) => string): Promise<void> {
  const text = await (await fetch(`${baseUrl}/__simulator/configuration`)).text();
  const edited = edit(text);
  if (edited === text) throw new Error('the edit changed nothing');
  const response = await fetch(`${baseUrl}/__simulator/configuration`, {
    method: 'PUT',
    headers: { 'content-type': 'text/xml' },
    body: applySignature(edited, resolveConfigurationSalt(), md5),
  });
  if (!response.ok) throw new Error(`PUT /__simulator/configuration answered ${response.status}`);
}

/** The lines of `after` that differ from `before`'s line at the same place (the documents keep their layout). */
export function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  const lines = after.split('\n');
  if (old.length !== lines.length) throw new Error(`the document went from ${old.length} to ${lines.length} lines`);
  return lines.filter((line, index) => line !== old[index]).map((line) => line.trim());
}

/** Types into a field and leaves it: one committed change. */
export async function commitField(page: Page, label: string, value: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.press('Tab');
}

/**
 * Saves with the save bar's Save and confirms the review (both found by their
 * save icon, so the same steps work in every language), waits for the
 * appliance's document to differ from `before`, and returns it.
 */
export async function saveWithBar(page: Page, baseUrl: string, before: string, timeout = 20_000): Promise<string> {
  const withSaveIcon = { has: page.locator('.material-icons', { hasText: /^save$/ }) };
  await page.getByTestId('save-bar').locator('button', withSaveIcon).click();
  await page.getByRole('dialog').locator('button', withSaveIcon).click();
  await expect.poll(() => readDocument(baseUrl), { timeout }).not.toBe(before);
  return readDocument(baseUrl);
}

export interface SignedInOptions {
  /** Expert mode on (`vigil.expert-mode`). */
  readonly expert?: boolean;
  readonly theme?: 'dark' | 'light';
  /** How long the page waits for anything (15 s by default). */
  readonly timeout?: number;
  /** 1280×800 by default. */
  readonly viewport?: { readonly width: number; readonly height: number };
}

export interface ConsoleBrowser {
  /**
   * A fresh page signed in as the admin, in `language`, sent on to `path`
   * and waiting for the page's `heading` (its h1), its dialogs handled as
   * `openConsole` does. The page is closed after the test.
   */
  signedIn(language: TestLanguage, path: string, heading: string | RegExp, options?: SignedInOptions): Promise<{ page: Page; logs: string[] }>;
  /**
   * A second tab of the same browser as `page` (one context: shared
   * localStorage, its own sessionStorage), signed in and sent on to `path`
   * like `signedIn`.
   */
  anotherTab(page: Page, language: TestLanguage, path: string, heading: string | RegExp, options?: Pick<SignedInOptions, 'timeout'>): Promise<{ page: Page; logs: string[] }>;
  /** A fresh page, not signed in, as `openPage` gives it (console errors in `logs`); closed after the test. */
  open(options?: PageOptions): Promise<{ context: BrowserContext; page: Page; logs: string[] }>;
  /** A browser context with other options (axe needs `bypassCSP`); closed after the test. */
  context(options: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * The frame of a configuration test file: one Chromium for the file, the
 * appliance reset (then `prepare`d) before each test and after the last, the
 * pages a test opened closed after it.
 */
export function consoleBrowserPerTest(baseUrl: string, prepare: () => Promise<void> = async () => {}): ConsoleBrowser {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await resetAppliance(baseUrl, { initialised: true });
  });
  beforeEach(async () => {
    await resetAppliance(baseUrl, { initialised: true });
    await prepare();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  const running = (): Browser => {
    if (!browser) throw new Error('the console browser is used inside a test');
    return browser;
  };
  return {
    async open(options = {}) {
      const opened = await openPage(running(), options);
      contexts.push(opened.context);
      return opened;
    },
    async context(options) {
      const context = await running().newContext(options);
      contexts.push(context);
      return context;
    },
    async signedIn(language, path, heading, options = {}) {
      if (!browser) throw new Error('signedIn runs inside a test');
      const opened = await openPage(browser, { locale: WORDS[language].locale, colorScheme: options.theme, ...(options.viewport ? { viewport: options.viewport } : {}) });
      const { context, page, logs } = opened;
      contexts.push(context);
      handleDialogs(opened);
      if (options.expert || options.theme) {
        await context.addInitScript(([expert, theme]) => {
          localStorage.setItem('vigil.expert-mode', expert);
          if (theme) localStorage.setItem('vigil.theme', theme);
        }, [options.expert ? '1' : '0', options.theme] as const);
      }
      page.setDefaultTimeout(options.timeout ?? 15_000);
      await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(path)}`);
      await signIn(page, language);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      return { page, logs };
    },
    async anotherTab(first, language, path, heading, options = {}) {
      const page = await first.context().newPage();
      const logs: string[] = [];
      page.on('console', (message) => logs.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => logs.push(`pageerror: ${error.message}`));
      handleDialogs({ page, logs });
      page.setDefaultTimeout(options.timeout ?? 15_000);
      await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(path)}`);
      await signIn(page, language);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      return { page, logs };
    },
  };
}
