import type { FleetContext } from './fleet-audit';
import type { ApplianceAccessPort } from './ports/appliance-access.port';
import type { SiteStatusStorePort } from './ports/site-status-store.port';
import type { SiteCredentials } from './site-credentials';

/**
 * Marks a site's new configuration as saved through Vigil (by an operator
 * in the site's console, or by a rollout), with its new signature, so that
 * the next poll does not take it for a change made outside.
 */
export class SavedThroughVigil {
  constructor(
    private readonly credentials: SiteCredentials,
    private readonly access: ApplianceAccessPort,
    private readonly statuses: SiteStatusStorePort,
    private readonly context: FleetContext,
  ) {}

  async note(siteId: string, by: string, _summary: string): Promise<void> {
    const site = await this.credentials.of(siteId);
    const probe = await this.access.probe(site.site, site.credentials, AbortSignal.timeout(8_000)).catch(() => undefined);
    await this.statuses.update(siteId, (previous) => ({
      ...(previous ?? { siteId }),
      siteId,
      status: {
        ...(previous?.status ?? { reachability: 'reachable' as const }),
        lastChange: { at: this.context.now().toISOString(), by, via: 'vigil' },
        ...(probe ? { signature: probe.signature, documentDate: probe.documentDate } : {}),
      },
    }));
  }
}
