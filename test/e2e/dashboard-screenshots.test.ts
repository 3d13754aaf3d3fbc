import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { launchBrowser, openPage } from './support/browser';
import { consoleBaseUrl } from './support/worker-console';
import { resetAppliance } from './support/simulator-control';

/**
 * The dashboard in English and French, dark and light, at phone and desktop
 * widths: a screenshot of each in test-artifacts/ (gitignored), each checked
 * by content — headings in the right language, the theme applied, no
 * horizontal overflow.
 */
const baseUrl = consoleBaseUrl();
const ARTIFACTS = resolve(import.meta.dirname, '../../test-artifacts');
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const TEXTS = {
  en: { username: 'Username', password: 'Password', signIn: 'Sign in', headings: ['Dashboard', 'Application', 'Application status', 'Licence'], status: 'Started', activate: 'Activate the licence' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', headings: ['Tableau de bord', 'Application', "État de l'application", 'Licence'], status: 'Démarré', activate: 'Activer la licence' },
} as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await resetAppliance(baseUrl, { initialised: true });
  mkdirSync(ARTIFACTS, { recursive: true });
});

afterAll(async () => {
  await browser.close();
  await resetAppliance(baseUrl, { initialised: true });
});

describe('dashboard screenshots', () => {
  for (const language of ['en', 'fr'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        it(`${language}, ${theme}, ${width}`, async () => {
          const { context, page, logs } = await openPage(browser, { viewport, locale: language === 'fr' ? 'fr-FR' : 'en-US', colorScheme: theme });
          try {
            await context.addInitScript((chosen: string) => localStorage.setItem('vigil.theme', chosen), theme);
            page.setDefaultTimeout(15_000);
            const texts = TEXTS[language];
            await page.goto(`${baseUrl}/admin`);
            await page.getByLabel(texts.username).fill('admin');
            await page.getByLabel(texts.password, { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
            await page.getByRole('button', { name: texts.signIn }).click();
            for (const heading of texts.headings) {
              await page.getByRole('heading', { name: heading, exact: true }).waitFor();
            }
            await page.getByTestId('application-details').waitFor();
            await page.getByTestId('licence-details').waitFor();
            await expect.poll(() => page.getByTestId('application-status').textContent()).toBe(texts.status);
            await page.getByRole('button', { name: texts.activate }).waitFor();

            expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
            expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
            expect(overflow).toBeLessThanOrEqual(0);

            await page.mouse.move(0, 0); // no hover highlight in the picture
            await page.screenshot({ path: resolve(ARTIFACTS, `dashboard-${language}-${theme}-${width}.png`), fullPage: true });
            expect(logs.filter((line) => line.startsWith('pageerror'))).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
