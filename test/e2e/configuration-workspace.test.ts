import { describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { consoleBrowserPerTest } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The workspace's plumbing in the production build: the configuration is
 * decoded in a Web Worker under the console server's Content-Security-Policy,
 * and the draft store keeps no secret.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;
const session = consoleBrowserPerTest(baseUrl);

describe('configuration workspace in the browser', () => {
  it('signs in with the document decoded in a worker, with no policy violation', async () => {
    const { page, logs } = await session.open();
    page.setDefaultTimeout(TIMEOUT);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto(`${baseUrl}/auth`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.some((path) => /\/assets\/configuration-decoder\.worker-[\w-]+\.js$/.test(path))).toBe(true);
    // The page itself never fetched the XML codec's chunk: the worker holds it.
    expect(requested.some((path) => path.includes('xml-configuration-codec'))).toBe(false);
    expect(logs.filter((line) => /Content Security Policy|failed to load configuration|pageerror/i.test(line))).toEqual([]);
  });
});
