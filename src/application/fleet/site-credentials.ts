import { siteBaseUrl, type Site } from '../../domain/fleet/site';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import { FleetError } from './fleet-errors';
import type { ApplianceCredentials } from './ports/appliance-access.port';
import type { SiteStorePort } from './ports/site-store.port';

/** A site with the credentials the Vigil server keeps for it, unsealed for one use (never sent to a browser). */
export interface SiteWithCredentials {
  readonly site: Site;
  readonly credentials: ApplianceCredentials;
  readonly baseUrl: string;
}

/** Opens a site's stored credentials when the Vigil server is about to talk to it. */
export class SiteCredentials {
  constructor(
    private readonly sites: SiteStorePort,
    private readonly sealer: SecretSealerPort,
  ) {}

  async of(siteId: string): Promise<SiteWithCredentials> {
    const site = await this.sites.get(siteId);
    const sealed = site ? await this.sites.sealedPassword(siteId) : undefined;
    if (!site || sealed === undefined) throw new FleetError('FLEET.SITE_NOT_FOUND', 'no such site');
    return { site, credentials: { username: site.username, password: this.sealer.unseal(sealed) }, baseUrl: siteBaseUrl(site) };
  }
}
