import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIALISED_ADMIN_PASSWORD } from '../../src/infrastructure/simulator/state/accounts';
import { injectAxe } from './support/axe';
import { consoleBrowserPerTest } from './support/configuration-session';
import { resetAppliance } from './support/simulator-control';
import { MENU_PATHS, OTHER_PATHS } from './support/admin-paths';
import { consoleBaseUrl } from './support/worker-console';
import { createFirstOperator, FLEET_WORDS, fleetApiCall, fleetCall, startE2eFleet, startE2eFleetProcess, type E2eFleetProcess } from './support/fleet-e2e';

/**
 * Accessibility of every screen of the console (docs/accessibility.md): axe-core
 * (WCAG 2.0/2.1, levels A and AA) on every route in English and French, dark
 * and light, and the keyboard: Tab order on the sign-in form, Enter submits,
 * the navigation reachable by Tab, a visible focus indicator on each kind of
 * control.
 */
const baseUrl = consoleBaseUrl();
const TIMEOUT = 15_000;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The configuration pages with a list: each is also checked with its first item open. */
const CONFIGURATION_LISTS = new Set(['/admin/users', '/admin/storage', '/admin/devices', '/admin/smtp-servers', '/admin/sms-servers', '/admin/contacts', '/admin/ftp-clients', '/admin/monitors', '/admin/calendars']);

/**
 * Every admin child route (src/ui/routes/admin-routes.ts): the menu's pages, then those reached from another page.
 * The logic page's canvas is checked by its own specs (logic-editor, logic-simulate), with xyflow's exception.
 */
const ADMIN_PATHS = [...MENU_PATHS.filter((path) => path !== '/admin/logic'), ...OTHER_PATHS];

const TEXTS = {
  en: { username: 'Username', password: 'Password', signIn: 'Sign in', dashboard: 'Dashboard', initialise: 'Initialise', stop: 'Stop', review: 'Review', notFound: 'Page not found', menu: 'Menu', skip: 'Skip to content' },
  fr: { username: "Nom d'utilisateur", password: 'Mot de passe', signIn: 'Se connecter', dashboard: 'Tableau de bord', initialise: 'Initialiser', stop: 'Arrêter', review: 'Relire', notFound: 'Page introuvable', menu: 'Menu', skip: 'Aller au contenu' },
} as const;

type Language = keyof typeof TEXTS;
type Theme = 'dark' | 'light';
const COMBINATIONS = (['en', 'fr'] as const).flatMap((language) => (['dark', 'light'] as const).map((theme) => ({ language, theme })));

/**
 * The admin pages one combination of language and theme checks: half of them,
 * chosen so that the four combinations check every page in both themes and in
 * both languages (en-dark and fr-light the even places, en-light and fr-dark
 * the odd ones). The theme changes every colour axe measures and the language
 * every word it reads; checking each page in all four was twice the time for
 * no rule that depends on both at once.
 */
function pagesOf(language: Language, theme: Theme): readonly string[] {
  const parity = (language === 'en') === (theme === 'dark') ? 0 : 1;
  return ADMIN_PATHS.filter((_, index) => index % 2 === parity);
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: AxeNode[];
}

const session = consoleBrowserPerTest(baseUrl);

/** One context per language and theme: the preferences are set in localStorage before the console starts. */
async function openContext(language: Language, theme: Theme, expertMode: boolean, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await session.context({
    locale: language === 'fr' ? 'fr-FR' : 'en-US',
    viewport,
    colorScheme: theme,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(
    ([chosenLanguage, chosenTheme, expert]) => {
      localStorage.setItem('vigil.language', chosenLanguage);
      localStorage.setItem('vigil.theme', chosenTheme);
      localStorage.setItem('vigil.expert-mode', expert);
    },
    [language, theme, expertMode ? '1' : '0'] as const,
  );
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    errors.push(`alert: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return { context, page, errors };
}

/** Waits for the page's heading and for any loading indicator in it to go. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const title = document.querySelector('main h1')?.textContent;
    return title !== undefined && title !== document.documentElement.dataset['previousTitle'];
  });
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"], main [data-loading], main .chakra-spinner, main .chakra-skeleton'), undefined, { timeout: TIMEOUT });
}

/**
 * A control that has just changed state (a button done loading, a field just
 * focused) moves to its new style through a CSS transition, instant under
 * reduced motion but only from the next frame: wait for them to end.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    const finished = Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((done) => setTimeout(done, 2_000))]);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

/** Runs axe-core in the page; returns one readable line per violating node. */
async function axe(page: Page, where: string): Promise<string[]> {
  await transitionsEnded(page);
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    const engine = (window as unknown as { axe: { run(context: Document, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    const results = await engine.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations;
  }, AXE_TAGS) as AxeViolation[];
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where}: [${violation.id}] (${violation.impact ?? 'n/a'}) ${violation.help} — ${JSON.stringify(node.target)} ${node.html.slice(0, 160)}` +
        (node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''),
    ),
  );
}

/** Client-side navigation (a reload would sign out: the credentials live in memory only). */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    if (window.location.pathname === target) {
      document.documentElement.dataset['previousTitle'] = '';
      return;
    }
    // The page before stays while the next one's lazy chunk loads: keep its title to wait for the next one.
    document.documentElement.dataset['previousTitle'] = document.querySelector('main h1')?.textContent ?? '';
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

async function signIn(page: Page, language: Language): Promise<void> {
  const texts = TEXTS[language];
  await page.getByLabel(texts.username).fill('admin');
  await page.getByLabel(texts.password, { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
  await page.getByRole('button', { name: texts.signIn }).click();
  await page.getByRole('heading', { name: texts.dashboard, exact: true }).waitFor();
}

/** What the focused element is, for order checks and messages. */
function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.getAttribute('href') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : ''}:${label}`;
  });
}

/**
 * Whether the focused element shows a focus indicator: an outline (style not
 * none, width > 0) or a box-shadow. A visually hidden native input (Chakra's
 * switch and checkbox) is represented by its visible control.
 */
async function focusIndicator(page: Page): Promise<{ element: string; outline: string; boxShadow: string; visible: boolean }> {
  await transitionsEnded(page);
  return page.evaluate(() => {
    let element = document.activeElement as HTMLElement;
    const hidden = element.getBoundingClientRect().width <= 1 || getComputedStyle(element).clip.startsWith('rect(0');
    if (hidden) {
      const control = element.closest('label')?.querySelector<HTMLElement>('[data-part="control"], [data-part="item-control"]');
      if (control) element = control;
    }
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadowed = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      element: `${element.tagName.toLowerCase()}${element.dataset['part'] ? `[data-part=${element.dataset['part']}]` : ''}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      boxShadow: style.boxShadow,
      visible: outlined || shadowed,
    };
  });
}

/** Puts the sequential focus starting point at the top of the page: nothing focused, the next Tab goes to the first control. */
async function fromTop(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.click(1, 1);
}

/** Presses Tab until the predicate holds on the focused element's description; returns the descriptions seen. */
async function tabUntil(page: Page, reached: (focus: string) => boolean, limit = 60): Promise<string[]> {
  const seen: string[] = [];
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const focus = await describeFocus(page);
    seen.push(focus);
    if (reached(focus)) return seen;
  }
  throw new Error(`Tab never reached the expected element; focus went through: ${seen.join(' → ')}`);
}


describe('axe-core, WCAG 2.1 A and AA, every route', () => {
  it('has no violation on /init of a fresh appliance, in English and French, dark and light', async () => {
    await resetAppliance(baseUrl, { initialised: false });
    const problems: string[] = [];
    for (const { language, theme } of COMBINATIONS) {
      const { context, page, errors } = await openContext(language, theme, false);
      try {
        await page.goto(`${baseUrl}/init`);
        await page.getByRole('button', { name: TEXTS[language].initialise }).waitFor();
        problems.push(...(await axe(page, `/init (${language}, ${theme})`)));
        // The form with its errors shown.
        await page.getByRole('button', { name: TEXTS[language].initialise }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        problems.push(...(await axe(page, `/init with errors (${language}, ${theme})`)));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
    expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
  });

  for (const { language, theme } of COMBINATIONS) {
    it(`has no violation on /auth, half of the /admin pages (each page in both languages and both themes over the four) and the not-found page (${language}, ${theme})`, async () => {
      await resetAppliance(baseUrl, { initialised: true });
      // Expert mode on in the light theme: its indicator and the advanced options are checked too.
      const { context, page, errors } = await openContext(language, theme, theme === 'light');
      const problems: string[] = [];
      try {
        await page.goto(`${baseUrl}/auth`);
        await page.getByLabel(TEXTS[language].username).waitFor();
        problems.push(...(await axe(page, `/auth (${language}, ${theme})`)));
        await page.getByLabel(TEXTS[language].username).fill('admin');
        await page.getByLabel(TEXTS[language].password, { exact: true }).fill('not-the-password');
        await page.getByRole('button', { name: TEXTS[language].signIn }).click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        problems.push(...(await axe(page, `/auth with errors (${language}, ${theme})`)));
        await signIn(page, language);
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.classList.contains('dark') ? 'dark' : 'light'])).toEqual([language, theme]);
        for (const path of pagesOf(language, theme)) {
          await navigate(page, path);
          await settle(page);
          problems.push(...(await axe(page, `${path} (${language}, ${theme})`)));
          const firstItem = page.locator('main ul li :is(a, button)').first();
          if (CONFIGURATION_LISTS.has(path) && (await firstItem.count()) > 0) {
            await firstItem.click();
            // Not hovering it: axe checks the colours at rest.
            await page.mouse.move(0, 0);
            await settle(page);
            problems.push(...(await axe(page, `${path}, first item open (${language}, ${theme})`)));
          }
          if (path === '/admin/network') {
            // An edit: the save bar appears; then the review dialog over the page; undone afterwards.
            await page.locator('main label:has(input[type=checkbox])').first().click();
            await page.getByRole('button', { name: TEXTS[language].review, exact: true }).click();
            await page.getByRole('dialog').waitFor();
            problems.push(...(await axe(page, `${path}, save bar and review open (${language}, ${theme})`)));
            await page.keyboard.press('Escape');
            await page.getByRole('dialog').waitFor({ state: 'detached' });
            await page.keyboard.press('Control+z');
          }
          if (path === '/admin') {
            // A confirmation dialog, open over the dashboard.
            await page.getByRole('button', { name: TEXTS[language].stop, exact: true }).click();
            await page.getByRole('alertdialog').waitFor();
            problems.push(...(await axe(page, `${path}, stop dialog open (${language}, ${theme})`)));
            await page.keyboard.press('Escape');
            await page.getByRole('alertdialog').waitFor({ state: 'detached' });
          }
        }
        // The not-found page, inside the console's frame.
        await page.goto(`${baseUrl}/admin/no-such-page`);
        // A reload signs out: the sign-in sends on to the page asked for.
        await page.getByLabel(TEXTS[language].username).fill('admin');
        await page.getByLabel(TEXTS[language].password, { exact: true }).fill(INITIALISED_ADMIN_PASSWORD);
        await page.getByRole('button', { name: TEXTS[language].signIn }).click();
        await page.getByRole('heading', { name: TEXTS[language].notFound, level: 1 }).waitFor();
        await settle(page);
        problems.push(...(await axe(page, `/admin/no-such-page (${language}, ${theme})`)));
        expect(errors.filter((line) => !line.startsWith('alert:'))).toEqual([]);
      } finally {
        await context.close();
      }
      expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});

describe('the shell on a phone (390×844)', () => {
  for (const { language, theme } of COMBINATIONS) {
    it(`has no violation with the skip link focused, the compact save bar, and the menu drawer open (${language}, ${theme})`, async () => {
      await resetAppliance(baseUrl, { initialised: true });
      const { context, page, errors } = await openContext(language, theme, false, { width: 390, height: 844 });
      const problems: string[] = [];
      try {
        await page.goto(`${baseUrl}/auth`);
        await signIn(page, language);
        await navigate(page, '/admin/network');
        await settle(page);
        // The skip link, shown while focused: reached by Shift+Tab from the menu button.
        await page.getByRole('button', { name: TEXTS[language].menu, exact: true }).focus();
        await page.keyboard.press('Shift+Tab');
        expect(await describeFocus(page)).toBe('a:#main-content');
        problems.push(...(await axe(page, `/admin/network, skip link focused (${language}, ${theme})`)));
        const skipFocus = await focusIndicator(page);
        expect(skipFocus.visible, JSON.stringify(skipFocus)).toBe(true);
        // The drawer, opened by keyboard from the menu button (the next Tab stop; the skip link hides again), over the page.
        await page.keyboard.press('Tab');
        expect(await describeFocus(page)).toBe(`button[type=button]:${TEXTS[language].menu}`);
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: TEXTS[language].menu }).getByRole('navigation').waitFor();
        problems.push(...(await axe(page, `/admin/network, menu drawer open (${language}, ${theme})`)));
        await page.keyboard.press('Tab');
        const linkFocus = await focusIndicator(page);
        expect(linkFocus.visible, JSON.stringify(linkFocus)).toBe(true);
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(errors.filter((line) => !line.startsWith('alert:'))).toEqual([]);
      } finally {
        await context.close();
      }
      expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});

/** The SMTP page's words for a field error and the save it blocks (the catalogs' own). */
const FIELD_ERROR_TEXTS = {
  en: { address: 'Server address', port: 'Port', blocked: '2 problems must be corrected before saving.' },
  fr: { address: 'Adresse du serveur', port: 'Port', blocked: "2 problèmes doivent être corrigés avant d'enregistrer." },
} as const;

describe('a field error and the save it blocks (SMTP page), at desktop and phone widths', () => {
  for (const language of ['en', 'fr'] as const) {
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      it(`has no violation with two fields in error, the problems listed and the review refusing to save (${language}, ${viewport.width} px)`, async () => {
        await resetAppliance(baseUrl, { initialised: true });
        const { context, page, errors } = await openContext(language, 'light', false, viewport);
        const words = FIELD_ERROR_TEXTS[language];
        const problems: string[] = [];
        try {
          await page.goto(`${baseUrl}/auth`);
          await signIn(page, language);
          await navigate(page, '/admin/smtp-servers');
          await settle(page);
          await page.getByRole('button', { name: 'Company SMTP' }).first().click();
          for (const [label, typed] of [[words.address, '192.168.300.12'], [words.port, '70000']] as const) {
            const field = page.getByLabel(label, { exact: true });
            await field.fill(typed);
            await field.press('Tab');
            await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
          }
          await page.getByTestId('problems-list').waitFor();
          problems.push(...(await axe(page, `/admin/smtp-servers, two fields in error (${language}, ${viewport.width} px)`)));
          await page.getByTestId('save-bar').locator('button', { has: page.locator('.material-icons', { hasText: /^save$/ }) }).click();
          await page.getByRole('dialog').getByText(words.blocked, { exact: true }).waitFor();
          await transitionsEnded(page);
          problems.push(...(await axe(page, `/admin/smtp-servers, the review refusing to save (${language}, ${viewport.width} px)`)));
          await page.keyboard.press('Escape');
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
        expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
      });
    }
  }
});

describe('keyboard', () => {
  it('reaches username, password, the show/hide toggle and the sign-in button in order by Tab, and Enter submits', async () => {
    await resetAppliance(baseUrl, { initialised: true });
    const { context, page } = await openContext('en', 'dark', false);
    try {
      await page.goto(`${baseUrl}/auth`);
      await page.getByLabel('Username').waitFor();
      await fromTop(page);
      const order = await tabUntil(page, (focus) => focus === 'button[type=submit]:Sign in');
      const position = (predicate: (focus: string) => boolean) => order.findIndex(predicate);
      const username = position((focus) => focus.startsWith('input') && focus.endsWith(':username'));
      const password = position((focus) => focus.startsWith('input[type=password]:password'));
      const toggle = position((focus) => focus === 'button[type=button]:Show password');
      const submit = order.length - 1;
      expect(username, order.join(' → ')).toBeGreaterThanOrEqual(0);
      expect([username < password, password < toggle, toggle < submit], order.join(' → ')).toEqual([true, true, true]);
      // Nothing else between the username and the button.
      expect(order.slice(username), order.join(' → ')).toHaveLength(4);

      // Type everything with the keyboard; Enter in the password field submits.
      await page.getByLabel('Username').focus();
      await page.keyboard.type('admin');
      await page.keyboard.press('Tab');
      await page.keyboard.type(INITIALISED_ADMIN_PASSWORD);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('reaches every navigation link of the admin shell by Tab', async () => {
    await resetAppliance(baseUrl, { initialised: true });
    const { context, page } = await openContext('en', 'light', false);
    try {
      await page.goto(`${baseUrl}/auth`);
      await signIn(page, 'en');
      const links = await page.getByRole('navigation').getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
      // The menu as the page table makes it (pages.ts): its first and last configuration pages among the links.
      expect(links).toEqual(expect.arrayContaining(['/admin/users', '/admin/logic']));
      await fromTop(page);
      const last = links[links.length - 1]!;
      const seen = await tabUntil(page, (focus) => focus === `a:${last}`);
      const reached = seen.filter((focus) => focus.startsWith('a:/admin')).map((focus) => focus.slice(2));
      expect(reached).toEqual(links);
    } finally {
      await context.close();
    }
  });

  for (const theme of ['dark', 'light'] as const) {
    it(`shows a focus indicator on a link, a button, a text input and a switch (${theme})`, async () => {
      await resetAppliance(baseUrl, { initialised: true });
      const { context, page } = await openContext('en', theme, false);
      try {
        await page.goto(`${baseUrl}/auth`);
        await page.getByLabel('Username').waitFor();
        const found: Record<string, Awaited<ReturnType<typeof focusIndicator>>> = {};

        // A text input and a button on the sign-in form, reached by Tab.
        await fromTop(page);
        await tabUntil(page, (focus) => focus.endsWith(':username'));
        found['text input'] = await focusIndicator(page);
        await tabUntil(page, (focus) => focus === 'button[type=button]:Show password');
        found['icon button'] = await focusIndicator(page);
        await tabUntil(page, (focus) => focus === 'button[type=submit]:Sign in');
        found['button'] = await focusIndicator(page);

        await signIn(page, 'en');
        // The theme switch in the header, then the first navigation link.
        await fromTop(page);
        await tabUntil(page, (focus) => focus.startsWith('input[type=checkbox]'));
        found['switch'] = await focusIndicator(page);
        await tabUntil(page, (focus) => focus.startsWith('button') && focus.endsWith('Sign out'));
        found['header button'] = await focusIndicator(page);
        await tabUntil(page, (focus) => focus === 'a:/admin');
        found['link'] = await focusIndicator(page);

        // A radio on the preferences page.
        await navigate(page, '/admin/preferences');
        await settle(page);
        await fromTop(page);
        await tabUntil(page, (focus) => focus.startsWith('input[type=radio]'), 80);
        found['radio'] = await focusIndicator(page);

        const missing = Object.entries(found).filter(([, indicator]) => !indicator.visible);
        expect(missing, JSON.stringify(found, null, 2)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('the search dialog', () => {
  const SEARCH = {
    en: { box: 'Search the configuration, pages and settings', query: 'entr' },
    fr: { box: 'Rechercher dans la configuration, les pages et les réglages', query: 'entr' },
  } as const;
  for (const { language, theme } of COMBINATIONS) {
    it(`has no violation with the search open on results, and its box shows focus (${language}, ${theme})`, async () => {
      await resetAppliance(baseUrl, { initialised: true });
      const { context, page, errors } = await openContext(language, theme, false);
      const problems: string[] = [];
      try {
        await page.goto(`${baseUrl}/auth`);
        await signIn(page, language);
        await page.keyboard.press('Control+k');
        const box = page.getByRole('combobox', { name: SEARCH[language].box });
        await box.waitFor();
        await box.fill(SEARCH[language].query);
        await page.getByRole('option').first().waitFor();
        problems.push(...(await axe(page, `/admin, search open (${language}, ${theme})`)));
        expect((await focusIndicator(page)).visible).toBe(true);
        await box.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
      expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});

describe('a fleet site\'s console (docs/fleet.md, "Open a site")', () => {
  let fleet: E2eFleetProcess | undefined;
  /** A viewer's session: the console read only. */
  let viewer = '';
  beforeAll(async () => {
    fleet = await startE2eFleetProcess(['North depot']);
    expect((await fleetApiCall(fleet.baseUrl, '/fleet/api/operators', fleet.cookie, { name: 'vera', password: 'Viewer-pass-3', role: 'viewer' })).status).toBe(200);
    const signedIn = await fleetApiCall(fleet.baseUrl, '/fleet/api/session', '', { name: 'vera', password: 'Viewer-pass-3' });
    viewer = signedIn.headers.get('set-cookie')!.split(';')[0]!;
  }, 120_000);
  afterAll(async () => {
    await fleet?.close();
  });
  const SITE = { en: 'Site', fr: 'Site' } as const;
  for (const { language, theme } of [{ language: 'en', theme: 'dark' }, { language: 'fr', theme: 'light' }] as const) {
    it(`has no violation with the site's banner above the dashboard, on a viewer's read-only page, and on the page of a site that is not in the fleet (${language}, ${theme})`, async () => {
      const { context, page, errors } = await openContext(language, theme, false);
      const problems: string[] = [];
      try {
        await fleet!.signInBrowser(context);
        await page.goto(`${fleet!.baseUrl}/fleet/sites/${fleet!.sites[0]!.id}/admin`);
        await page.getByRole('region', { name: SITE[language] }).getByText('North depot', { exact: true }).waitFor();
        await settle(page);
        problems.push(...(await axe(page, `site console /admin (${language}, ${theme})`)));
        // A viewer: every field read only, the note in place of the save bar.
        await fleet!.signInBrowser(context, viewer);
        await page.goto(`${fleet!.baseUrl}/fleet/sites/${fleet!.sites[0]!.id}/admin/network`);
        await page.getByTestId('read-only-bar').waitFor();
        await settle(page);
        problems.push(...(await axe(page, `site console /admin/network, read only (${language}, ${theme})`)));
        await page.goto(`${fleet!.baseUrl}/fleet/sites/no-such-site/admin`);
        await page.getByTestId('site-open-failed').waitFor();
        problems.push(...(await axe(page, `site console of no such site (${language}, ${theme})`)));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
      expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});

/**
 * The fleet's pages (docs/fleet.md, "Pages") on a fleet-mode console of their
 * own (support/fleet-e2e.ts): the first operator, the overview with a site
 * (desktop and phone), the sites with the add dialog open, the operators
 * with theirs, the rollouts (empty; a list with a rollout is checked in
 * fleet.test.ts), the audit, the sign-in; and the plain console's "not in
 * fleet mode".
 */
describe('the fleet pages', () => {
  for (const { language, theme } of COMBINATIONS.filter((each) => (each.language === 'en') === (each.theme === 'dark'))) {
    it(`has no violation on the fleet's pages (${language}, ${theme})`, { timeout: 180_000 }, async () => {
      const words = FLEET_WORDS[language];
      const fleet = await startE2eFleet({ appliances: 1 });
      const { context, page, errors } = await openContext(language, theme, false);
      const problems: string[] = [];
      try {
        page.setDefaultTimeout(30_000);
        await page.goto(`${baseUrl}/fleet`);
        await page.getByTestId('not-fleet-mode').waitFor();
        problems.push(...(await axe(page, `/fleet, not in fleet mode (${language}, ${theme})`)));
        await page.goto(`${fleet.baseUrl}/fleet`);
        await page.getByRole('button', { name: words.createFirst }).waitFor();
        problems.push(...(await axe(page, `/fleet/setup (${language}, ${theme})`)));
        await createFirstOperator(page, fleet.baseUrl, language, 'claire', 'Fleet-pass-1');
        const url = new URL(fleet.appliances[0]!.url);
        expect(await fleetCall(page, '/fleet/api/sites', 'POST', { name: 'Depot', address: url.hostname, httpPort: Number(url.port), username: 'admin', password: INITIALISED_ADMIN_PASSWORD, tags: ['customer:Acme'] })).toBe(200);
        await page.reload();
        await page.locator('[data-testid="fleet-site-row"][data-reachability="reachable"]').waitFor({ timeout: 60_000 });
        problems.push(...(await axe(page, `/fleet (${language}, ${theme})`)));
        await page.setViewportSize({ width: 390, height: 844 });
        problems.push(...(await axe(page, `/fleet, phone (${language}, ${theme})`)));
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('link', { name: words.sites, exact: true }).click();
        await page.getByTestId('fleet-site').waitFor();
        problems.push(...(await axe(page, `/fleet/sites (${language}, ${theme})`)));
        await page.getByRole('button', { name: words.addSite }).click();
        await page.getByTestId('site-form').waitFor();
        problems.push(...(await axe(page, `/fleet/sites, add dialog (${language}, ${theme})`)));
        await page.keyboard.press('Escape');
        await page.getByTestId('site-form').waitFor({ state: 'detached' });
        await page.getByRole('link', { name: words.operators, exact: true }).click();
        await page.getByTestId('operator-row').waitFor();
        problems.push(...(await axe(page, `/fleet/operators (${language}, ${theme})`)));
        await page.getByRole('button', { name: words.addOperator }).click();
        await page.getByTestId('operator-form').waitFor();
        problems.push(...(await axe(page, `/fleet/operators, add dialog (${language}, ${theme})`)));
        await page.keyboard.press('Escape');
        await page.getByTestId('operator-form').waitFor({ state: 'detached' });
        await page.getByRole('link', { name: words.rollouts, exact: true }).click();
        await page.getByTestId('rollouts-empty').waitFor();
        problems.push(...(await axe(page, `/fleet/rollouts, empty (${language}, ${theme})`)));
        await page.getByRole('link', { name: words.audit, exact: true }).click();
        await page.getByTestId('fleet-audit-entry').first().waitFor();
        problems.push(...(await axe(page, `/fleet/audit (${language}, ${theme})`)));
        await page.getByRole('button', { name: words.signOut }).click();
        await page.getByRole('button', { name: words.signIn, exact: true }).waitFor();
        problems.push(...(await axe(page, `/fleet/sign-in (${language}, ${theme})`)));
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await fleet.close();
      }
      expect(problems, `axe-core violations:\n${problems.join('\n')}`).toEqual([]);
    });
  }
});
