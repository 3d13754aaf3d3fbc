import type { Site, SiteFields } from '../../../domain/fleet/site';

/** What a new or edited site is stored as: its fields with the password sealed (never in clear at rest). */
export type StoredSiteFields = Omit<SiteFields, 'password'> & { readonly sealedPassword: string };

/** The fleet's sites, shared by every Vigil server on the database. */
export interface SiteStorePort {
  /** 'taken' when another site (not removed) has this name, without regard to case. */
  add(site: StoredSiteFields & { readonly id: string; readonly addedAt: string; readonly addedBy: string }): Promise<'added' | 'taken'>;
  /** `sealedPassword` undefined keeps the stored one. */
  update(id: string, fields: Omit<StoredSiteFields, 'sealedPassword'> & { readonly sealedPassword?: string }): Promise<'updated' | 'taken' | 'missing'>;
  list(): Promise<readonly Site[]>;
  get(id: string): Promise<Site | undefined>;
  /** The sealed root password of a site. */
  sealedPassword(id: string): Promise<string | undefined>;
  /**
   * Takes a site out of the fleet. `deleteHistory`: its configuration
   * versions and its status go too (its audit entries stay: the audit is
   * append-only); otherwise they are kept, and the site is only marked removed.
   */
  remove(id: string, options: { readonly deleteHistory: boolean; readonly at: string }): Promise<'removed' | 'missing'>;
  /** Whether any site was ever added (a database that holds sites starts the Vigil server in fleet mode). */
  hasSites(): Promise<boolean>;
}
