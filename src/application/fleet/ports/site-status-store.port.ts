import type { SiteStatus } from '../../../domain/fleet/site-status';

/** One site's last poll, with when it was due and which Vigil server did it. */
export interface PolledStatus {
  readonly siteId: string;
  readonly status: SiteStatus;
  /** ISO 8601: when the poll was due, and when it ran; the difference is the poll's lag. */
  readonly dueAt?: string;
  readonly polledAt?: string;
  readonly polledBy?: string;
}

/** The fleet's last known statuses (and each site's configuration fingerprints, for drift). */
export interface SiteStatusStorePort {
  all(): Promise<readonly PolledStatus[]>;
  get(siteId: string): Promise<PolledStatus | undefined>;
  /**
   * Writes the site's status as `next` makes it of the one stored, read in the
   * same transaction under the site's lock, and gives both: of two writers of
   * one site at once (the queue's poll and a reconciliation's, or a poll and
   * a save through Vigil), the second builds on what the first wrote, so a
   * change is seen, and audited, once.
   */
  update(siteId: string, next: (before: PolledStatus | undefined) => PolledStatus & { readonly lagMs?: number }): Promise<{ readonly before?: SiteStatus; readonly after: SiteStatus }>;
  /** The fingerprints of the site's configuration as last read (cross-site-items.ts). */
  fingerprints(siteIds: readonly string[]): Promise<ReadonlyMap<string, Readonly<Record<string, string>>>>;
  saveFingerprints(siteId: string, fingerprints: Readonly<Record<string, string>>): Promise<void>;
}
