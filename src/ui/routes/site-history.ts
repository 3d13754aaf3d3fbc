import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';

/** A random history key, as the router's own history makes them. */
function randomKey(): string {
  return (Math.random() + 1).toString(36).substring(7);
}

/**
 * The browser's history for a fleet site's console (docs/fleet.md, "Open a
 * site"): the router reads and writes the console's own paths (`/admin/…`,
 * `/auth`), and the address bar shows them under the site's prefix
 * (`/fleet/sites/ID/admin/…`), so that every page, link, redirect and
 * `history.push` of the console works there unchanged.
 */
export function siteBrowserHistory(prefix: string): RouterHistory {
  return createBrowserHistory({
    createHref: (path) => `${prefix}${path === '/' ? '' : path}` || '/',
    parseLocation: () => {
      const { pathname: full, search, hash } = window.location;
      const pathname = full.startsWith(prefix) ? full.slice(prefix.length) || '/' : full;
      const key = randomKey();
      const state = (window.history.state as Record<string, unknown> | null) ?? { __TSR_index: 0, key, __TSR_key: key };
      return { href: `${pathname}${search}${hash}`, pathname, search, hash, state: state as never };
    },
  });
}
