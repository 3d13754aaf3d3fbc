import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { lineDiff } from './support/document-lines';
import { fleetApiCall, startE2eFleetProcess, type E2eFleetProcess } from './support/fleet-e2e';

/**
 * "Open a site" (docs/fleet.md) in headless Chromium on the production build:
 * a Vigil server in fleet mode with two simulated appliances added as sites
 * through its API; the operator opens one site's console (no password typed),
 * sees its name on every page, in the title and in the save's dialog, saves
 * an edit there; the document read back over HTTP from that appliance differs
 * from the one before by that edit only, and the other site is untouched.
 * In French at phone width; a viewer sees the site read only (no field takes
 * their typing, no save bar) and the appliance's document stays as it was;
 * and a site whose stored password was changed says so on that site.
 */
const BASIC = `Basic ${Buffer.from('admin:Vigil-admin-1').toString('base64')}`;

const TEXT = {
  en: { locale: 'en-US', site: 'Site', overview: 'Fleet overview', httpPort: 'HTTP port', bar: 'Configuration changes', save: 'Save', saveNow: 'Save to the appliance', saved: 'The configuration is saved on the appliance.', refused: 'South depot refused the user name and password Vigil keeps for it' },
  fr: { locale: 'fr-FR', site: 'Site', overview: "Vue d'ensemble du parc", httpPort: 'Port HTTP', bar: 'Modifications de la configuration', save: 'Enregistrer', saveNow: "Enregistrer sur l'appareil", saved: "La configuration est enregistrée sur l'appareil.", refused: "South depot a refusé le nom d'utilisateur" },
} as const;

async function documentOf(appliance: string): Promise<string> {
  const response = await fetch(`${appliance}/api/configuration`, { headers: { Authorization: BASIC } });
  expect(response.status).toBe(200);
  return response.text();
}

describe('a fleet site\'s console in a real browser', () => {
  let fleet: E2eFleetProcess;
  let browser: Browser;
  beforeAll(async () => {
    [fleet, browser] = await Promise.all([startE2eFleetProcess(['North depot', 'South depot']), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await fleet?.close();
  });

  async function openSite(siteIndex: number, path: string, language: keyof typeof TEXT, viewport?: { width: number; height: number }, session?: string): Promise<{ page: Page; logs: string[]; prefix: string }> {
    const opened = await openPage(browser, { locale: TEXT[language].locale, ...(viewport ? { viewport } : {}) });
    await opened.context.addInitScript((chosen) => localStorage.setItem('vigil.language', chosen), language);
    await fleet.signInBrowser(opened.context, session);
    opened.page.setDefaultTimeout(20_000);
    opened.page.on('dialog', (dialog) => {
      opened.logs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const prefix = `/fleet/sites/${fleet.sites[siteIndex]!.id}`;
    await opened.page.goto(`${fleet.baseUrl}${prefix}${path}`);
    return { page: opened.page, logs: opened.logs, prefix };
  }

  it('opens North without a password, shows its name on the page, in the title and in the save dialog, and saves an edit on North only (English)', { timeout: 120_000 }, async () => {
    const text = TEXT.en;
    const [northBefore, southBefore] = await Promise.all([documentOf(fleet.appliances[0]!), documentOf(fleet.appliances[1]!)]);
    const { page, logs, prefix } = await openSite(0, '/admin/network', 'en');

    const banner = page.getByRole('region', { name: text.site });
    await banner.getByText('North depot', { exact: true }).waitFor();
    await banner.getByText('customer:Acme').waitFor();
    await banner.getByText('region:north').waitFor();
    expect(await banner.getByRole('link', { name: text.overview }).getAttribute('href')).toBe('/fleet');
    expect(await page.title()).toContain('North depot');
    // The console's own paths, under the site's prefix.
    await page.getByLabel(text.httpPort, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${prefix}/admin/network`);

    await page.getByLabel(text.httpPort, { exact: true }).fill('8080');
    await page.getByLabel(text.httpPort, { exact: true }).press('Tab');
    await page.getByRole('region', { name: text.bar }).getByRole('button', { name: text.save, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('dialog-site-name').textContent()).toBe('North depot');
    await page.getByRole('button', { name: text.saveNow }).click();
    await page.getByText(text.saved).waitFor();

    const [northAfter, southAfter] = await Promise.all([documentOf(fleet.appliances[0]!), documentOf(fleet.appliances[1]!)]);
    const diff = lineDiff(northBefore, northAfter);
    const outside = (lines: string[]) => lines.filter((line) => !/^<(date|signature)>/.test(line));
    expect(outside(diff.removed)).toEqual(['<http-port>80</http-port>']);
    expect(outside(diff.added)).toEqual(['<http-port>8080</http-port>']);
    expect(southAfter).toBe(southBefore);
    // The site's history holds the save, made by the operator.
    const versions = await (await fetch(`${fleet.baseUrl}${prefix}/vigil/history/versions`, { headers: { Cookie: fleet.cookie } })).json() as { versions: { author: string }[] };
    expect(versions.versions.map((version) => version.author)).toContain('claire');
    expect(logs.filter((line) => line.startsWith('pageerror') || line.startsWith('alert'))).toEqual([]);
  });

  it('shows South\'s name and the way back to the fleet on a phone, in French, without going past the screen\'s edge', { timeout: 120_000 }, async () => {
    const text = TEXT.fr;
    const { page } = await openSite(1, '/admin', 'fr', { width: 390, height: 844 });
    const banner = page.getByRole('region', { name: text.site });
    await banner.getByText('South depot', { exact: true }).waitFor();
    await banner.getByRole('link', { name: text.overview }).waitFor();
    expect(await page.title()).toContain('South depot');
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const box = await banner.getByRole('link', { name: text.overview }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  it('shows a viewer North read only: no field takes their typing, no save bar, the keys save nothing, North unchanged (English)', { timeout: 120_000 }, async () => {
    const text = TEXT.en;
    expect((await fleetApiCall(fleet.baseUrl, '/fleet/api/operators', fleet.cookie, { name: 'victor', password: 'Viewer-pass-2', role: 'viewer' })).status).toBe(200);
    const signedIn = await fleetApiCall(fleet.baseUrl, '/fleet/api/session', '', { name: 'victor', password: 'Viewer-pass-2' });
    expect(signedIn.status).toBe(200);
    const before = await documentOf(fleet.appliances[0]!);
    const { page } = await openSite(0, '/admin/network', 'en', undefined, signedIn.headers.get('set-cookie')!.split(';')[0]!);
    await page.getByTestId('site-read-only').getByText('Read only: as a viewer, your changes are refused').waitFor();
    const port = page.getByLabel(text.httpPort, { exact: true });
    await port.waitFor();
    const shown = await port.inputValue();
    expect(shown).not.toBe('');
    // Readable and focusable, not editable: what is typed goes nowhere.
    expect(await port.isEditable()).toBe(false);
    await port.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('1');
    await page.keyboard.press('Tab');
    expect(await port.inputValue()).toBe(shown);
    // No save bar, its note instead; Ctrl+S and Ctrl+Z do nothing.
    const note = page.getByRole('region', { name: 'Read only' });
    await note.getByText('Read only: as a viewer, your changes are refused').waitFor();
    expect(await page.getByRole('region', { name: text.bar }).count()).toBe(0);
    expect(await page.getByRole('button', { name: text.save, exact: true }).count()).toBe(0);
    await page.keyboard.press('Control+s');
    await page.keyboard.press('Control+z');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // A list page: no add, no delete.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
    await page.getByRole('heading', { name: 'Contacts', level: 1 }).waitFor();
    await note.waitFor();
    expect(await page.getByRole('button', { name: 'New contact' }).count()).toBe(0);
    expect(await documentOf(fleet.appliances[0]!)).toBe(before);
  });

  it('says on South, in French, that South refused its stored credentials, while North still opens', { timeout: 120_000 }, async () => {
    const changed = await fetch(`${fleet.appliances[1]}/api/login/password`, { method: 'POST', headers: { Authorization: BASIC, 'Content-Type': 'application/json' }, body: JSON.stringify({ password: 'Another-pass-9' }) });
    expect(changed.status).toBe(200);
    // The last test of the file: South keeps its new password (the appliance now throttles the Vigil server's failed sign-ins).
    const { page } = await openSite(1, '/admin/network', 'fr');
    const failed = page.getByTestId('site-open-failed');
    await failed.waitFor();
    await expect.poll(async () => (await failed.textContent()) ?? '').toContain(TEXT.fr.refused);
    await failed.getByRole('link', { name: TEXT.fr.overview }).waitFor();
    const north = await openSite(0, '/admin', 'fr');
    await north.page.getByRole('region', { name: TEXT.fr.site }).getByText('North depot', { exact: true }).waitFor();
  });
});
