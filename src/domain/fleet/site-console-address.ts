/**
 * Where a fleet site's console lives on the Vigil server (docs/fleet.md,
 * "Open a site"): every page under `/fleet/sites/ID/`, its calls under
 * `/fleet/sites/ID/api` and `/fleet/sites/ID/vigil`.
 */
export interface SiteConsoleAddress {
  readonly siteId: string;
  /** `/fleet/sites/ID`: the router's base path and the calls' base. */
  readonly prefix: string;
}

const SITE_PAGE = /^\/fleet\/sites\/([^/]+)(?:\/|$)/;

/** The site whose console a page's path is, or undefined (the single-appliance console, the fleet's own pages). */
export function siteConsoleAddressOf(pathname: string): SiteConsoleAddress | undefined {
  const match = SITE_PAGE.exec(pathname);
  if (!match || match[1] === 'api') return undefined;
  let siteId: string;
  try {
    siteId = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  return { siteId, prefix: `/fleet/sites/${encodeURIComponent(siteId)}` };
}

/** The fleet's overview, where a site's console goes back to. */
export const FLEET_OVERVIEW_PATH = '/fleet';
