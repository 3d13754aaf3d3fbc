import { driftBetween } from '../../domain/fleet/cross-site-items';
import type { OverviewRow } from '../../domain/fleet/fleet-overview';
import type { SiteStatusStorePort } from './ports/site-status-store.port';
import type { SiteStorePort } from './ports/site-store.port';

/** The overview's rows: every site with its last status, and its drift from the baseline site when one is chosen. */
export class FleetOverview {
  constructor(
    private readonly sites: SiteStorePort,
    private readonly statuses: SiteStatusStorePort,
  ) {}

  async rows(baselineId?: string): Promise<OverviewRow[]> {
    const [sites, statuses] = await Promise.all([this.sites.list(), this.statuses.all()]);
    const byId = new Map(statuses.map((polled) => [polled.siteId, polled.status]));
    const prints = baselineId ? await this.statuses.fingerprints(sites.map((site) => site.id)) : new Map<string, Readonly<Record<string, string>>>();
    const baseline = baselineId ? prints.get(baselineId) : undefined;
    return sites.map((site) => {
      const own = prints.get(site.id);
      return {
        id: site.id,
        name: site.name,
        address: site.address,
        tags: site.tags,
        status: byId.get(site.id) ?? { reachability: 'unknown' },
        ...(baseline && own ? { drift: driftBetween(own, baseline) } : {}),
      };
    });
  }
}
