import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { accessibilityViolations } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { applianceDocument, editAppliance, saveFails } from '../support/fleet-console';
import { signedInWithSites, startE2eFleet } from './support/fleet-e2e';

const TIMEOUT = 30_000;
const PHONE = { width: 390, height: 844 };

const WORDS = {
  en: { locale: 'en-US', compare: 'Compare', first: 'First site', second: 'Second site', onlyOn: 'Only on Site 1', copyHeading: 'Copy to many sites', from: 'From the site', review: 'Review the copy on each site', start: 'Start the rollout to 3 sites', stopped: 'Stopped at Site 4: unable to write the configuration file: no space left on device', resume: 'Resume', done: 'Done: 3 of 3 sites hold the change.' },
  fr: { locale: 'fr-FR', compare: 'Comparer', first: 'Premier site', second: 'Second site', onlyOn: 'Seulement sur Site 1', copyHeading: 'Copier vers plusieurs sites', from: 'Depuis le site', review: 'Vérifier la copie sur chaque site', start: 'Lancer le déploiement sur 3 sites', stopped: 'Arrêté à Site 4 : unable to write the configuration file: no space left on device', resume: 'Reprendre', done: 'Terminé : 3 sites sur 3 ont la modification.' },
} as const;

/** Site 1 gets a Holidays calendar, which the others do not have. */
function withHolidays(configuration: Configuration): Configuration {
  const model = configuration.calendars[0]!;
  return { ...configuration, calendars: [...configuration.calendars, { ...model, id: '77-1', name: 'Holidays', io: { ...model.io, id: '77-2', name: 'Holidays' } }] };
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['en', { width: 1280, height: 900 }],
  ['fr', PHONE],
] as const)('fleet compare, copy and rollout in a real browser (%s)', (language, viewport) => {
  const words = WORDS[language];

  it('compares two sites, copies a calendar to three sites with one review each, stops at the refusing site and resumes', { timeout: 240_000 }, async () => {
    const fleet = await startE2eFleet({ appliances: 4, pollEveryMs: 60_000 });
    const { context, page, logs } = await openPage(browser, { locale: words.locale, viewport });
    try {
      await signedInWithSites(context, fleet);
      await editAppliance(fleet.appliances[0]!, withHolidays);

      // Compare: from Site 2 to Site 1, Holidays is on Site 1 only.
      await page.goto(`${fleet.baseUrl}/fleet/compare`);
      await page.getByLabel(words.first).selectOption({ label: 'Site 1' }, { timeout: TIMEOUT });
      await page.getByLabel(words.second).selectOption({ label: 'Site 2' });
      await page.getByRole('button', { name: words.compare, exact: true }).click();
      const onlyOne = page.getByRole('region', { name: words.onlyOn });
      await onlyOne.getByText('Holidays').first().waitFor({ timeout: TIMEOUT });
      expect(await accessibilityViolations(page)).toEqual([]);

      // Copy the calendar to the three others: one review each.
      await page.goto(`${fleet.baseUrl}/fleet/copy`);
      await page.getByRole('heading', { name: words.copyHeading, level: 1 }).waitFor({ timeout: TIMEOUT });
      await page.getByLabel(words.from).selectOption({ label: 'Site 1' });
      await page.getByRole('checkbox', { name: 'Holidays' }).check({ force: true, timeout: TIMEOUT });
      for (const name of ['Site 2', 'Site 3', 'Site 4']) await page.getByRole('checkbox', { name, exact: true }).check({ force: true });
      await page.getByRole('button', { name: words.review }).click();
      const reviews = page.getByTestId('target-review');
      await reviews.nth(2).waitFor({ timeout: TIMEOUT });
      expect(await reviews.count()).toBe(3);
      for (let index = 0; index < 3; index += 1) expect(await reviews.nth(index).textContent()).toContain('Holidays');
      expect(await accessibilityViolations(page)).toEqual([]);

      // The rollout: Site 4 refuses to save; it stops there with the appliance's reason, then resumes after the fix.
      const before = await Promise.all(fleet.appliances.map(applianceDocument));
      await saveFails(fleet.appliances[3]!, true);
      await page.getByRole('button', { name: words.start }).click();
      const stopped = page.getByTestId('rollout-stopped');
      await stopped.waitFor({ timeout: TIMEOUT });
      expect(await stopped.textContent()).toContain(words.stopped);
      expect(await accessibilityViolations(page)).toEqual([]);
      const middle = await Promise.all(fleet.appliances.map(applianceDocument));
      expect(middle.map((text, index) => text.includes('<name>Holidays</name>') && text !== before[index])).toEqual([false, true, true, false]);
      await saveFails(fleet.appliances[3]!, false);
      await stopped.getByRole('button', { name: new RegExp(words.resume) }).click();
      await page.getByText(words.done).waitFor({ timeout: TIMEOUT });
      const after = await Promise.all(fleet.appliances.map(applianceDocument));
      expect(after.map((text) => text.includes('<name>Holidays</name>'))).toEqual([true, true, true, true]);
      expect(after[0]).toBe(before[0]);
      if (viewport === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    } finally {
      await context.close();
      await fleet.close();
    }
  });
});
