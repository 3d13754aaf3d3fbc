import type { Page } from 'playwright-core';

/** Client-side navigation to `path` (a query allowed), as a link does (a reload would sign out: the credentials live in memory only). */
export async function navigateTo(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  const pathname = new URL(path, 'http://console.invalid').pathname;
  await page.waitForURL((url) => url.pathname === pathname);
}
