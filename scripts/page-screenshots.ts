// Screenshots of every page of the console, in both themes and at both widths
// (desktop 1366×900, phone 390×844), written to docs/images/pages/ with an
// index in docs/screenshots.md. Refresh them with:
//
//   npm run build && npm run screenshots
//
// The pages are the links of the console's own main navigation (so a new page
// is pictured without editing this script), plus the pages reached from a
// list (a device's editor, the new-device page). The simulated appliance is
// started in memory with its populated demo site.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startConsoleServer } from '../src/composition/node-servers';
import { launchBrowser, openPage } from '../test/e2e/support/browser';
import { signIn } from '../test/e2e/support/configuration-session';
import { resetAppliance } from '../test/e2e/support/simulator-control';

const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;
const THEMES = ['dark', 'light'] as const;
/** Pages not in the menu, reached from a list. */
const EXTRA_PATHS = ['/admin/devices/new', '/admin/devices/edit/0'];

const imagesDir = fileURLToPath(new URL('../docs/images/pages/', import.meta.url));
const indexFile = fileURLToPath(new URL('../docs/screenshots.md', import.meta.url));
const distDir = fileURLToPath(new URL('../dist', import.meta.url));

/** `/admin/smtp-servers` → `smtp-servers`; the dashboard (`/admin`) → `dashboard`. */
function slugOf(path: string): string {
  const rest = path.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  return rest === '' ? 'dashboard' : rest.replace(/[^a-z0-9]+/gi, '-');
}

/** The page has drawn its heading and the network is quiet (live tiles have answered once). */
async function settle(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(800); // badges and charts finish their first transition
}

const server = await startConsoleServer({ host: '127.0.0.1', port: 0, distDir });
const baseUrl = server.url.replace(/\/$/, '');
const browser = await launchBrowser();
const shots: { readonly path: string; readonly title: string; readonly files: string[] }[] = [];
try {
  await resetAppliance(baseUrl, { initialised: true });
  rmSync(imagesDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });
  for (const theme of THEMES) {
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const { context, page } = await openPage(browser, { viewport, colorScheme: theme });
      await context.addInitScript((chosen: string) => localStorage.setItem('vigil.theme', chosen), theme);
      page.setDefaultTimeout(20_000);
      page.on('dialog', (dialog) => void dialog.dismiss());
      await page.goto(`${baseUrl}/admin`);
      await signIn(page, 'en');
      await settle(page);
      // The menu is in the page on a desktop and in the drawer on a phone: read its links from the desktop's DOM.
      const menuPaths = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('nav a[href^="/admin"]')].map((link) => new URL(link.href).pathname),
      );
      const paths = [...new Set([...menuPaths, ...EXTRA_PATHS])];
      for (const path of paths) {
        // Inside the page, as a link would: a reload would sign out (the credentials live in memory only).
        const before = await page.locator('main h1').first().textContent();
        await page.evaluate((target) => {
          window.history.pushState(null, '', target);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await page.waitForFunction(([target, previous]) => window.location.pathname === target && document.querySelector('main h1')?.textContent !== previous, [path, before] as const).catch(() => undefined);
        await settle(page);
        const file = `${slugOf(path)}-${theme}-${width}.jpg`;
        await page.screenshot({ path: `${imagesDir}${file}`, type: 'jpeg', quality: 70 });
        // The heading's words without its decorative icon (hidden from assistive technology, so from this index too).
        const title = await page.locator('main h1').first().evaluate((heading) => {
          const copy = heading.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
          return copy.textContent?.trim() ?? '';
        });
        const entry = shots.find((shot) => shot.path === path) ?? { path, title, files: [] };
        if (!shots.includes(entry)) shots.push(entry);
        entry.files.push(file);
        console.log(`wrote ${file}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

const lines = [
  '# Screenshots of every page',
  '',
  'Each page of the console with the simulated appliance\'s demo site, in the dark and light themes, at a desktop',
  'width (1366×900) and a phone width (390×844). Refreshed by `npm run build && npm run screenshots`',
  '(scripts/page-screenshots.ts); the pages are read from the console\'s own menu, so a new page appears without',
  'editing the script.',
  '',
  '| Page | Dark, desktop | Light, desktop | Dark, phone | Light, phone |',
  '| --- | --- | --- | --- | --- |',
  ...shots.map((shot) => {
    const cell = (theme: string, width: string) => {
      const file = shot.files.find((name) => name.endsWith(`-${theme}-${width}.jpg`));
      return file ? `![${shot.title}, ${theme}, ${width}](images/pages/${file})` : '';
    };
    return `| ${shot.title} (\`${shot.path}\`) | ${cell('dark', 'desktop')} | ${cell('light', 'desktop')} | ${cell('dark', 'phone')} | ${cell('light', 'phone')} |`;
  }),
  '',
];
writeFileSync(indexFile, lines.join('\n'));
console.log(`${readdirSync(imagesDir).length} screenshots, index in docs/screenshots.md`);
