import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../../src/infrastructure/node/security-headers';
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
