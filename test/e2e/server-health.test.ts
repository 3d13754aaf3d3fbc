import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { downloadedBytes, type PageOptions } from './support/browser';
import { consoleBaseUrl } from './support/worker-console';
import { consoleBrowserPerTest } from './support/configuration-session';
import { setFaults } from './support/simulator-control';

/**
 * Server health as an installer meets it: the production build and the
 * simulated appliance on one origin, in Debian's headless Chromium. Live
 * charts are checked by the values they expose, and a screenshot of the
 * health page is kept in test-artifacts/ (gitignored).
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;
const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');

const session = consoleBrowserPerTest(baseUrl, () => setFaults(baseUrl, { health: { debugIntervalMs: 80, stepMs: 20 } }));

/** Signs in and goes to a page through the menu (the session lives in memory: a reload would sign out). */
async function openSignedIn(menuEntry: string, options: PageOptions = {}): Promise<Page> {
  const { page } = await session.open(options);
  page.setDefaultTimeout(TIMEOUT);
  await page.goto(`${baseUrl}/auth`);
  const french = options.locale?.startsWith('fr') === true;
  await page.getByLabel(french ? "Nom d'utilisateur" : 'Username').fill('admin');
  await page.getByLabel(french ? 'Mot de passe' : 'Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: french ? 'Se connecter' : 'Sign in' }).click();
  // On a phone the menu is in a drawer, behind the menu button.
  if ((options.viewport?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: french ? 'Principale' : 'Main' }).getByRole('link', { name: menuEntry }).click();
  return page;
}

const samplesOf = async (page: Page, chart: string): Promise<number> => Number(await page.getByTestId(`chart-${chart}`).getAttribute('data-samples'));
const lastOf = async (page: Page, chart: string): Promise<number[]> => JSON.parse((await page.getByTestId(`chart-${chart}`).getAttribute('data-last')) ?? '[]') as number[];

beforeAll(() => mkdir(ARTIFACTS, { recursive: true }));

describe('server health in a real browser', () => {
  it('draws live charts of the system and of the running server, whose values move; keeps a screenshot', async () => {
    const page = await openSignedIn('Server health');
    await page.getByRole('heading', { name: 'Server health' }).waitFor();
    expect(await page.getByTestId('system-os').textContent()).toContain('Linux');
    await expect.poll(() => samplesOf(page, 'cpu'), { timeout: TIMEOUT }).toBeGreaterThanOrEqual(2);
    const first = await lastOf(page, 'cpu');
    expect(first).toHaveLength(4);
    expect(first.every((value) => value >= 0 && value <= 100)).toBe(true);
    await expect.poll(async () => JSON.stringify(await lastOf(page, 'cpu')), { timeout: TIMEOUT }).not.toBe(JSON.stringify(first));
    // Three interfaces, in and out each; the disconnected eth2 carries nothing.
    const network = await lastOf(page, 'network');
    expect(network).toHaveLength(6);
    expect(network.slice(4)).toEqual([0, 0]);
    // uPlot drew on a canvas in each chart.
    expect(await page.locator('[data-testid="chart-cpu"] canvas').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Show Vigil Server' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => samplesOf(page, 'application-bandwidth'), { timeout: TIMEOUT }).toBeGreaterThanOrEqual(2);
    expect((await lastOf(page, 'application-bandwidth')).every((value) => value > 0)).toBe(true);
    await page.screenshot({ path: resolve(ARTIFACTS, 'server-health-en-dark-1280.png'), fullPage: true });
  });

  it('speaks French on a phone, charts included (screenshot kept)', async () => {
    const page = await openSignedIn('Santé du serveur', { locale: 'fr-FR', viewport: { width: 390, height: 844 } });
    await page.getByRole('heading', { name: 'Santé du serveur' }).waitFor();
    await expect.poll(() => samplesOf(page, 'memory'), { timeout: TIMEOUT }).toBeGreaterThanOrEqual(2);
    expect(await page.getByTestId('system-system-uptime').textContent()).toMatch(/^\d+ j \d+ h \d+ min$/);
    expect(await page.getByTestId('application-status-1204').textContent()).toBe('en marche');
    // The charts fit the phone's width.
    const box = await page.getByTestId('chart-cpu').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: resolve(ARTIFACTS, 'server-health-fr-dark-390.png'), fullPage: true });
  });

  it('receives debug messages, and pausing stops them until resumed', async () => {
    const page = await openSignedIn('Debug console');
    const list = page.getByTestId('debug-messages');
    const count = async (): Promise<number> => Number(await list.getAttribute('data-count'));
    await expect.poll(count, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(3);
    expect(await page.getByTestId('debug-message').first().getAttribute('data-level')).toMatch(/^(debug|info|warning|error)$/);
    // Pausing ends the stream's request, so that nothing more can arrive (rather than watching the list for a while).
    const streamEnded = new Promise<void>((ended) => {
      const onEnd = (request: Request) => {
        if (new URL(request.url()).pathname === '/api/debug') ended();
      };
      page.on('requestfailed', onEnd);
      page.on('requestfinished', onEnd);
    });
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Resume' }).waitFor();
    await streamEnded;
    const paused = await count();
    expect(await count()).toBe(paused);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(count, { timeout: TIMEOUT }).toBeGreaterThan(paused);
    // Only errors from now on.
    await page.getByLabel('Lowest level shown').selectOption('error');
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(count, { timeout: TIMEOUT }).toBeGreaterThanOrEqual(1);
    const levels = await page.getByTestId('debug-message').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-level')));
    expect(new Set(levels)).toEqual(new Set(['error']));
  });

  it('filters the system log by level and text, and downloads the lines shown and the compressed log', async () => {
    const page = await openSignedIn('Logs');
    await expect.poll(async () => (await page.getByTestId('log-count').textContent()) ?? '', { timeout: TIMEOUT }).toMatch(/^\d+ of \d+ lines$/);
    for (const level of ['debug', 'info', 'warning']) await page.locator('label').filter({ hasText: new RegExp(`^${level}$`) }).click();
    await page.getByLabel('Search').fill('dome');
    const rows = page.getByTestId('log-lines').locator('tbody tr');
    await expect.poll(async () => new Set(await rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-level')))), { timeout: TIMEOUT }).toEqual(new Set(['error']));
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the lines shown' }).click()]);
    const lines = (await downloadedBytes(download)).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(shown);
    expect(lines.every((line) => / ERROR \[device\] .*dome/.test(line))).toBe(true);

    const [compressed] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download compressed (.gz)' }).click()]);
    expect(compressed.suggestedFilename()).toMatch(/^vigil-system-log-\d{8}-\d{6}\.log\.gz$/);
    const whole = gunzipSync(await downloadedBytes(compressed)).toString('utf8');
    expect(whole.split('\n').filter(Boolean).length).toBeGreaterThan(shown);
  });

  it('runs a command, which cannot be started twice while it runs, and shows its output', async () => {
    const page = await openSignedIn('Command');
    await page.getByLabel('Command', { exact: false }).first().fill('ping');
    await page.getByLabel('Arguments').fill('-c 3 192.168.1.1');
    const run = page.getByRole('button', { name: /Run/ });
    await run.click();
    // While it runs the button is busy: a second start is not possible.
    await expect.poll(() => run.isDisabled(), { timeout: TIMEOUT }).toBe(true);
    await expect.poll(async () => (await page.getByTestId('command-output').textContent()) ?? '', { timeout: TIMEOUT }).toContain('3 packets transmitted, 3 received');
    expect(await page.getByTestId('command-result').getAttribute('data-exit-code')).toBe('0');
    expect(await run.isDisabled()).toBe(false);
  });
});
