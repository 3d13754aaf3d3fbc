import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/infrastructure/node/security-headers';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { consoleBrowserPerTest } from './support/configuration-session';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The production build as `npm start` serves it (docs/security.md): no source
 * maps, the page's security headers, and the not-found page in a real browser.
 */
const baseUrl = consoleBaseUrl();
const session = consoleBrowserPerTest(baseUrl);

describe('production build, hardened', () => {
  it('has no source maps, and the server would not serve one anyway', async () => {
    const assets = readdirSync(resolve(import.meta.dirname, '../../dist/assets'));
    expect(assets.filter((name) => name.endsWith('.map'))).toEqual([]);
    const script = assets.find((name) => /^index-.*\.js$/.test(name))!;
    expect((await fetch(`${baseUrl}/assets/${script}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/assets/${script}.map`)).status).toBe(404);
  });

  it('sends the page with Permissions-Policy and Cross-Origin-Opener-Policy, and the signed-in page logs nothing about them', async () => {
    const page = await fetch(`${baseUrl}/auth`);
    expect(page.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const { logs } = await session.signedIn('en', '/admin', 'Dashboard');
    expect(logs.filter((line) => /permissions-policy|cross-origin-opener/i.test(line))).toEqual([]);
  });

  it('answers an unknown admin page inside the console, in English and French, with a way back', async () => {
    const { page } = await session.signedIn('en', '/admin/no-such-page', 'Page not found');
    await page.getByText('There is no page at /admin/no-such-page.').waitFor();
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();

    const french = await session.signedIn('fr', '/admin/nulle-part', 'Page introuvable');
    await french.page.getByRole('link', { name: 'Retour au tableau de bord' }).waitFor();
  });
});

/** Redirects that leave the console once a browser reads them (issue 29): a tab or newline it drops, another host, another scheme. */
const HOSTILE_REDIRECTS = ['/\t/evil.example', '/\n/evil.example', '\t//evil.example', '//evil.example/', '/\\evil.example', 'https://evil.example/admin', '/..//evil.example', 'javascript:alert(document.domain)'];

describe('sign-in with a hostile redirect', () => {
  // Eight sign-ins in a row: a generous limit on a busy machine, no timing assertion.
  it('lands on /admin, signed in, for each of them', { timeout: 240_000 }, async () => {
    for (const redirect of HOSTILE_REDIRECTS) {
      const { page, logs } = await session.open();
      page.setDefaultTimeout(15_000);
      await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent(redirect)}`);
      await page.getByLabel('Username').fill('admin');
      await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const url = new URL(page.url());
      expect(`${url.origin}${url.pathname}`, JSON.stringify(redirect)).toBe(`${baseUrl}/admin`);
      expect(logs.filter((line) => line.startsWith('pageerror')), JSON.stringify(redirect)).toEqual([]);
      await page.close();
    }
  });

  it('still follows a redirect within the console', async () => {
    const { page } = await session.open();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseUrl}/auth?redirect=${encodeURIComponent('/admin/storage')}`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Storage', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/storage');
  });
});
