/** The two roles of a fleet's operators: an installer changes, a viewer reads only (docs/fleet.md). */
export type SiteOperatorRole = 'installer' | 'viewer';

/** A fleet site as its console shows it: its name and tags (so no one edits the wrong building), its root user, and who opened it. */
export interface OpenedSite {
  readonly id: string;
  readonly name: string;
  readonly tags: readonly string[];
  /** The appliance user whose stored credentials the Vigil server signs in with. */
  readonly username: string;
  readonly operator: { readonly name: string; readonly role: SiteOperatorRole };
}

/** The Vigil server's fleet, as a site's console asks it (`/fleet/api`). */
export interface FleetSitePort {
  /** Opens the site's console (recorded in the audit); FLEET.NOT_SIGNED_IN, FLEET.SITE_NOT_FOUND when refused. */
  open(siteId: string): Promise<OpenedSite>;
}
