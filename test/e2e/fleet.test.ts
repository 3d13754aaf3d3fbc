import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { editAppliance, movableClock } from '../support/fleet-console';
import { accessibilityViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { createFirstOperator, FLEET_WORDS, fleetCall, signInOperator, startE2eFleet, startRolloutThroughApi, type FleetLanguage } from './support/fleet-e2e';
import { consoleBaseUrl } from './support/worker-console';

/**
 * The fleet's pages in a real browser on the production build, in English
 * and French (docs/fleet.md, "Pages"): a plain Vigil server says it is not
 * in fleet mode and keeps its own sign-in; on a fleet-mode server, the
 * first operator, two sites added through the form (wrong credentials said
 * on the password field first), the overview with both polled and their
 * console links, the operators (the last installer's refusal, a viewer
 * added from the page, a role changed), the rollouts' list and its link to
 * a rollout, a viewer who sees no changing control, the phone width, and a
 * session ended on the server's clock sending back to sign-in with where
 * one was.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** A Holidays calendar, which the other sites do not have: what the rollout copies. */
function withHolidays(configuration: Configuration): Configuration {
  const model = configuration.calendars[0]!;
  return { ...configuration, calendars: [...configuration.calendars, { ...model, id: '77-1', name: 'Holidays', io: { ...model.io, id: '77-2', name: 'Holidays' } }] };
}

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

async function addSite(page: Page, language: FleetLanguage, name: string, port: string, password: string): Promise<void> {
  const words = FLEET_WORDS[language];
  const form = page.getByTestId('site-form');
  await form.getByLabel(words.name, { exact: true }).fill(name);
  await form.getByLabel(words.address, { exact: true }).fill('127.0.0.1');
  await form.getByLabel(words.httpPort, { exact: true }).fill(port);
  await form.getByLabel(words.rootPassword, { exact: true }).fill(password);
  await form.getByRole('button', { name: words.addTheSite }).click();
}

describe.each(['en', 'fr'] as const)('the fleet in the browser (%s)', (language) => {
  const words = FLEET_WORDS[language];

  it('a plain Vigil server says it is not in fleet mode, and its appliance sign-in is unchanged', { timeout: 60_000 }, async () => {
    const { page, context } = await openPage(browser, { locale: words.locale });
    try {
      page.setDefaultTimeout(20_000);
      await page.goto(`${consoleBaseUrl()}/fleet`);
      await expect.poll(() => page.getByTestId('not-fleet-mode').textContent()).toMatch(words.notFleet);
      expect(page.url()).toBe(`${consoleBaseUrl()}/fleet`);
      // /admin still goes to the appliance's own screens (its sign-in, or its first run when the worker's appliance is fresh).
      await page.goto(`${consoleBaseUrl()}/admin`);
      await page.waitForURL(/\/(auth|init)(\?|$)/);
      await page.locator('input[type="password"]').first().waitFor();
      expect(await page.getByTestId('not-fleet-mode').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the first operator adds two sites, sees them polled on the overview, manages the operators, follows a rollout from the list; a viewer sees no changing control; phone width; an ended session comes back to where it was', { timeout: 240_000 }, async () => {
    const clock = movableClock();
    const fleet = await startE2eFleet({ appliances: 2, now: clock.now });
    const { page, context, logs } = await openPage(browser, { locale: words.locale });
    try {
      page.setDefaultTimeout(30_000);
      await createFirstOperator(page, fleet.baseUrl, language, 'claire', 'Fleet-pass-1');
      await expect.poll(() => page.getByTestId('fleet-operator').textContent()).toContain(words.installer);

      // Two sites through the form: wrong root password first, said on that field; then right.
      await page.getByRole('link', { name: words.sites, exact: true }).click();
      await page.getByRole('heading', { name: words.sites, level: 1 }).waitFor();
      const ports = fleet.appliances.map((appliance) => new URL(appliance.url).port);
      await page.getByRole('button', { name: words.addSite }).click();
      await addSite(page, language, 'Depot North', ports[0]!, 'Wrong-pass-1');
      const passwordField = page.locator('[data-field="password"]');
      await expect.poll(() => passwordField.textContent()).toContain(words.refused);
      await addSite(page, language, 'Depot North', ports[0]!, 'Vigil-admin-1');
      await page.getByTestId('site-form').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: words.addSite }).click();
      await addSite(page, language, 'Depot South', ports[1]!, 'Vigil-admin-1');
      await page.getByTestId('site-form').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('fleet-site').count()).toBe(2);

      // The overview: both polled (reachable, with a version), each with its console's link.
      await page.getByRole('link', { name: language === 'en' ? 'Overview' : "Vue d'ensemble" }).click();
      await page.getByRole('heading', { name: words.overview, level: 1 }).waitFor();
      const rows = page.getByTestId('fleet-site-row');
      await expect.poll(async () => rows.evaluateAll((all) => all.map((row) => (row as HTMLElement).dataset['reachability'])), { timeout: 60_000, interval: 1_000 }).toEqual(['reachable', 'reachable']);
      const sites = (await (await page.request.get(`${fleet.baseUrl}/fleet/api/overview`)).json()) as { rows: { id: string; name: string }[] };
      for (const site of sites.rows) {
        const row = page.locator(`[data-testid="fleet-site-row"][data-site="${site.id}"]`);
        expect(await row.textContent()).toContain(site.name);
        expect(await row.getByRole('link', { name: new RegExp(site.name) }).getAttribute('href')).toBe(`/fleet/sites/${site.id}/`);
      }

      // Operators: the only installer cannot make herself a viewer (the server's words); a viewer added from the page; a role changed and back.
      await page.getByRole('link', { name: words.operators, exact: true }).click();
      await page.getByRole('heading', { name: words.operators, level: 1 }).waitFor();
      await page.getByRole('button', { name: words.makeViewer('claire') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.makeMeViewer }).click();
      await expect.poll(() => page.getByTestId('operator-refusal').textContent()).toContain(words.lastInstaller);
      expect(await page.getByTestId('server-words').textContent()).toContain('the last installer cannot be removed nor made a viewer');
      await page.getByRole('button', { name: words.addOperator }).click();
      const operatorForm = page.getByTestId('operator-form');
      await operatorForm.getByLabel(words.operatorName).fill('victor');
      await operatorForm.getByLabel(words.password, { exact: true }).fill('Viewer-pass-1');
      await operatorForm.getByText(words.viewerChoice).click();
      await operatorForm.getByRole('button', { name: words.addTheOperator }).click();
      await operatorForm.waitFor({ state: 'detached' });
      const victor = page.locator('[data-testid="operator-row"][data-operator="victor"]');
      await expect.poll(() => victor.getAttribute('data-role')).toBe('viewer');
      await victor.getByRole('button', { name: words.makeInstaller('victor') }).click();
      await expect.poll(() => victor.getAttribute('data-role')).toBe('installer');
      await victor.getByRole('button', { name: words.makeViewer('victor') }).click();
      await expect.poll(() => victor.getAttribute('data-role')).toBe('viewer');
      const operators = (await (await page.request.get(`${fleet.baseUrl}/fleet/api/operators`)).json()) as { operators: { name: string; role: string }[] };
      expect(operators.operators.map((operator) => `${operator.name} ${operator.role}`)).toEqual(['claire installer', 'victor viewer']);

      // Rollouts: none yet, then one started (as Copy to many does) listed with its link to the rollout's page.
      await page.getByRole('link', { name: words.rollouts, exact: true }).click();
      await page.getByTestId('rollouts-empty').getByRole('heading', { name: words.noRollout }).waitFor();
      const [north, south] = [...sites.rows].sort((a, b) => a.name.localeCompare(b.name));
      await editAppliance(fleet.appliances[0]!, withHolidays);
      const rolloutId = await startRolloutThroughApi(page, fleet.baseUrl, { sourceSiteId: north!.id, items: [{ kind: 'calendars', name: 'Holidays' }], targetSiteIds: [south!.id], words: ['Calendar Holidays'] });
      await page.reload();
      const rolloutRow = page.locator(`[data-testid="rollout-row"][data-rollout="${rolloutId}"]`);
      expect(await rolloutRow.textContent()).toContain('Depot North');
      expect(await rolloutRow.textContent()).toContain('Calendar Holidays');
      expect(await accessibilityViolations(page)).toEqual([]);
      await rolloutRow.getByRole('link').click();
      await page.getByRole('heading', { name: words.rollout, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/fleet/rollouts/${rolloutId}`);
      await page.getByText(words.rolloutDone).waitFor();

      // The viewer, signed in (from the overview, where the sign-in comes back to), sees the sites and no changing control.
      await page.getByRole('link', { name: language === 'en' ? 'Overview' : "Vue d'ensemble" }).click();
      await page.getByRole('heading', { name: words.overview, level: 1 }).waitFor();
      await page.getByRole('button', { name: words.signOut }).click();
      await signInOperator(page, language, 'victor', 'Viewer-pass-1');
      await page.getByRole('heading', { name: words.overview, level: 1 }).waitFor();
      await expect.poll(() => page.getByTestId('fleet-operator').textContent()).toContain(words.viewer);
      await page.getByRole('link', { name: words.sites, exact: true }).click();
      await expect.poll(() => page.getByTestId('viewer-note').textContent()).toMatch(words.viewerNote);
      await expect.poll(() => page.getByTestId('fleet-site').count()).toBe(2);
      expect(await page.getByRole('button', { name: words.addSite }).count()).toBe(0);
      expect(await page.locator('[data-testid="fleet-site"] button').count()).toBe(0);
      // The server refuses a viewer anyway.
      expect(await fleetCall(page, '/fleet/api/sites/import', 'POST', { csv: 'name,address,username,password\nX,127.0.0.1,admin,Vigil-admin-1\n' })).toBe(403);
      // And on the operators' page, the list only, and why.
      await page.getByRole('link', { name: words.operators, exact: true }).click();
      await expect.poll(() => page.getByTestId('viewer-note').textContent()).toMatch(words.viewerNote);
      await expect.poll(() => page.getByTestId('operator-row').count()).toBe(2);
      expect(await page.locator('[data-testid="operator-row"] button').count()).toBe(0);
      expect(await fleetCall(page, '/fleet/api/operators', 'POST', { name: 'mallory', password: 'Mallory-pass-1', role: 'installer' })).toBe(403);
      await page.getByRole('link', { name: words.sites, exact: true }).click();
      await page.getByRole('heading', { name: words.sites, level: 1 }).waitFor();

      // Phone width: the page keeps the screen's width; the overview's table scrolls in its own box.
      await page.setViewportSize(PHONE);
      await page.reload();
      await page.getByRole('heading', { name: words.sites, level: 1 }).waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      await page.goto(`${fleet.baseUrl}/fleet`);
      await expect.poll(() => page.getByTestId('fleet-site-row').count()).toBe(2);
      expect(await fitsTheScreen(page)).toBe(true);

      // The session ends on the server's clock (30 minutes idle): the next call sends to the sign-in, which says so and comes back here.
      clock.advance(31 * 60_000);
      await page.getByRole('link', { name: words.sites, exact: true }).click();
      await expect.poll(() => page.getByTestId('session-ended').textContent()).toContain(words.sessionEnded);
      expect(new URL(page.url()).pathname).toBe('/fleet/sign-in');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/fleet/sites');
      await signInOperator(page, language, 'victor', 'Viewer-pass-1');
      await page.getByRole('heading', { name: words.sites, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/fleet/sites');
      expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
      await fleet.close();
    }
  });
});
