import { SiteConsoleAccess } from '../application/fleet/site-console-access';
import type { SiteWithCredentials } from '../application/fleet/site-credentials';
import type { FleetServices } from '../infrastructure/node/fleet/fleet-services';
import { operatorOf, siteConsoleRoute } from '../infrastructure/node/fleet/site-console-proxy';
import { upstreamGet } from '../infrastructure/history/appliance-transports';
import type { Exchange } from '../infrastructure/node/request-pipeline';
import { SignInThrottle } from '../infrastructure/node/sign-in-throttle';
import { parseUpstream } from '../infrastructure/node/upstream-proxy';
import { composeHistoryServer, type HistoryServer } from './history-server';
import type { ServerData } from './server-data';

/** The sites' consoles through this Vigil server: the route of `/fleet/sites/ID/{api,vigil}`, and what it keeps open. */
export interface FleetSiteConsoles {
  handle(exchange: Exchange): void;
  close(): Promise<void>;
}

/**
 * Builds "Open a site" (docs/fleet.md): who may call a site (the application's
 * rule), the proxy, and one history per site opened (its versions and audit
 * on the site's own `vigil_site` row, its own save journal, the operator's
 * name as who saved), built when the site is first opened and again when its
 * address changes. The fleet polls the sites itself, so these never poll.
 */
export function composeFleetSiteConsoles(data: ServerData, services: Pick<FleetServices, 'sessions' | 'credentials' | 'saved'>, log: (message: string, error: unknown) => void): FleetSiteConsoles {
  const histories = new Map<string, { readonly address: string; readonly history: HistoryServer }>();
  const historyOf = (site: SiteWithCredentials): HistoryServer => {
    const address = `${site.baseUrl} ${site.site.insecure}`;
    const known = histories.get(site.site.id);
    if (known?.address === address) return known.history;
    void known?.history.close();
    const history = composeHistoryServer({
      data,
      site: { id: site.site.id, address: site.baseUrl },
      appliance: upstreamGet(parseUpstream(site.baseUrl), site.site.insecure),
      pollEveryMs: 0,
      retentionEveryMs: 0,
      journal: data.journalOf(site.site.id),
      actorOf: operatorOf,
      log,
    });
    histories.set(site.site.id, { address, history });
    return history;
  };
  const route = siteConsoleRoute({
    access: new SiteConsoleAccess(services.sessions, services.credentials),
    historyOf,
    saved: (siteId, by) => void services.saved.note(siteId, by, 'saved in the site console').catch((error: unknown) => log('fleet: a save could not be noted on its site', error)),
    refusals: new SignInThrottle(),
  });
  return {
    handle: route,
    close: async () => {
      await Promise.all([...histories.values()].map(({ history }) => history.close()));
      histories.clear();
    },
  };
}
