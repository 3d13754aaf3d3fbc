import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD, OPERATOR } from '../../src/infrastructure/simulator/state/accounts';
import type { PageOptions } from './support/browser';
import { consoleBrowserPerTest } from './support/configuration-session';
import { resetAppliance, setConfigurationText, setFaults } from './support/simulator-control';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The console foundation as a user meets it: the production build and the
 * simulated appliance on one origin (exactly what `npm start` serves), driven
 * in Debian's headless Chromium.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;

const session = consoleBrowserPerTest(baseUrl);

/** Opens a page; alerts are recorded as `alert: …` in its logs and dismissed. */
async function open(path: string, options: PageOptions = {}): Promise<{ page: Page; logs: string[] }> {
  const { page, logs } = await session.open(options);
  page.on('dialog', (dialog) => {
    logs.push(`alert: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(`${baseUrl}${path}`);
  return { page, logs };
}

async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Waits until the page's path (and query) is the one given. */
async function expectLocation(page: Page, pathAndQuery: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === pathAndQuery, { timeout: TIMEOUT });
}

describe('console foundation in a real browser', () => {
  it('takes a fresh appliance through /init to a signed-in shell, logging the version at start-up', async () => {
    await resetAppliance(baseUrl, { initialised: false });
    const { page, logs } = await open('/');
    await expectLocation(page, '/init');

    await page.getByRole('button', { name: 'Initialise' }).click();
    await expect.poll(() => page.getByText('please set a password').isVisible()).toBe(true);

    await page.getByLabel('New password').fill('Install-2026');
    await page.getByLabel('Confirm the password').fill('Install-2027');
    await page.getByLabel('Product code').fill('abcd-efgh-ijkl-mnop-qrst-uvwx-1234');
    await page.getByRole('button', { name: 'Initialise' }).click();
    await expect.poll(() => page.getByText("passwords don't match").isVisible()).toBe(true);

    await page.getByLabel('Confirm the password').fill('Install-2026');
    await page.getByRole('button', { name: 'Initialise' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expectLocation(page, '/admin');
    expect(await page.getByTestId('server-name').textContent()).toBe('Vigil Appliance');
    expect(logs.some((line) => line.includes('2.1.10'))).toBe(true);

    // The new password is the one that works from now on.
    await page.getByRole('button', { name: /Sign out/ }).click();
    await page.getByLabel('Username').waitFor();
    await signIn(page, 'admin', 'Install-2026');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('shows a wrong password on both fields and keeps what was typed', async () => {
    const { page } = await open('/auth');
    await signIn(page, 'admin', 'not-the-password');
    await expect.poll(() => page.getByText('Invalid username or password').count()).toBe(2);
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Username').inputValue()).toBe('admin');
    await expectLocation(page, '/auth');
  });

  it('refuses an account that is not root', async () => {
    const { page } = await open('/auth');
    await signIn(page, OPERATOR.name, OPERATOR.password);
    await expect.poll(() => page.getByText("User isn't root").first().isVisible()).toBe(true);
    await expectLocation(page, '/auth');
  });

  it('sends a deep link to /auth with a redirect, then back to the page after sign-in', async () => {
    const { page } = await open('/admin/storage');
    await expectLocation(page, `/auth?redirect=${encodeURIComponent('/admin/storage')}`);
    await signIn(page, 'admin', INITIALISED_ADMIN_PASSWORD);
    await page.getByRole('heading', { name: 'Storage' }).waitFor();
    await expectLocation(page, '/admin/storage');
  });

  it('speaks French when the browser does', async () => {
    const { page } = await open('/auth', { locale: 'fr-FR' });
    await page.getByLabel("Nom d'utilisateur").fill('admin');
    await page.getByLabel('Mot de passe', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
  });

  it('reads the appliance configuration at sign-in without alerting, and alerts an unreadable one but still signs in', async () => {
    const first = await open('/auth');
    await signIn(first.page, 'admin', INITIALISED_ADMIN_PASSWORD);
    await first.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await first.page.waitForLoadState('networkidle');
    expect(first.logs.filter((line) => line.startsWith('alert:'))).toEqual([]);

    // A document of another version (the appliance re-signs what it serves uncrypted, so a bad signature cannot reach the console).
    await setConfigurationText(baseUrl, (text) => text.replace('<version>3</version>', '<version>2</version>'));
    const second = await open('/auth');
    await signIn(second.page, 'admin', INITIALISED_ADMIN_PASSWORD);
    await second.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => second.logs.filter((line) => line.startsWith('alert:')).length).toBe(1);
  });

  it('toggles expert mode with Alt+Shift+E and keeps it across a reload', async () => {
    const { page } = await open('/auth');
    await page.getByLabel('Username').waitFor();
    expect(await page.getByTestId('expert-mode-indicator').count()).toBe(0);
    await page.keyboard.press('Alt+Shift+KeyE');
    await page.getByTestId('expert-mode-indicator').waitFor();
    await page.reload();
    await page.getByLabel('Username').waitFor();
    expect(await page.getByTestId('expert-mode-indicator').isVisible()).toBe(true);
    await page.keyboard.press('Alt+Shift+KeyE');
    await page.getByTestId('expert-mode-indicator').waitFor({ state: 'detached' });
  });

  it('covers the page with the loading overlay while the appliance does not answer, then recovers', async () => {
    await setFaults(baseUrl, { api: { unavailable: true, unavailableDelayMs: 200 } });
    const { page, logs } = await open('/auth');
    const overlay = page.getByTestId('loading-overlay');
    await overlay.waitFor();
    await expect.poll(() => logs.filter((line) => line.includes('failed to load app')).length, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(2);
    expect(await page.getByLabel('Username').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    await setFaults(baseUrl, { api: { unavailable: false } });
    await page.getByLabel('Username').waitFor();
    await overlay.waitFor({ state: 'detached' });
  });
});
