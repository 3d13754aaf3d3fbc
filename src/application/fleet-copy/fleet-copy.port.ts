import type { TargetReview, TargetUnread } from '../fleet/prepare-copy';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import type { ItemRef } from '../../domain/fleet/cross-site-items';
import type { Rollout } from '../../domain/fleet/rollout';

/** A site as the compare and copy pages list it. */
export interface FleetSiteChoice {
  readonly id: string;
  readonly name: string;
}

export interface ComparedSite extends FleetSiteChoice {
  readonly signature: string;
}

/** Two sites compared by name: `removed` is on a only, `added` on b only, `changed` the fields that differ. */
export interface SiteComparisonView {
  readonly a: ComparedSite;
  readonly b: ComparedSite;
  readonly changes: readonly ModelChange[];
  readonly before: Configuration;
  readonly after: Configuration;
}

/** One target's review of a copy, as the Vigil server prepares it (prepare-copy.ts), its site named with the signature it was read at. */
export type TargetReviewView = Omit<TargetReview, 'site'> & { readonly site: ComparedSite };

/** A target whose document could not be read: said on it, with the Vigil server's code and reason. */
export type TargetUnreadView = Omit<TargetUnread, 'site'> & { readonly site: FleetSiteChoice };

export interface PreparedCopyView {
  readonly source: ComparedSite;
  readonly items: readonly ItemRef[];
  readonly targets: readonly (TargetReviewView | TargetUnreadView)[];
}

export interface RolloutStart {
  readonly sourceSiteId: string;
  /** The items in the audit's words ("Calendar Holidays"). */
  readonly items: readonly string[];
  readonly targets: readonly { readonly siteId: string; readonly baseSignature: string; readonly document: string; readonly summary: string }[];
  readonly waves: readonly number[];
}

/**
 * The fleet's compare, copy and rollout calls (docs/fleet.md), as the
 * pages need them; a refusal rejects with an error carrying the fleet's
 * `code` and English `message`.
 */
export interface FleetCopyPort {
  sites(): Promise<readonly FleetSiteChoice[]>;
  items(siteId: string): Promise<readonly ItemRef[]>;
  compare(a: string, b: string): Promise<SiteComparisonView>;
  prepareCopy(request: { readonly sourceSiteId: string; readonly items: readonly ItemRef[]; readonly targetSiteIds: readonly string[] }): Promise<PreparedCopyView>;
  startRollout(request: RolloutStart): Promise<Rollout>;
  /** The newest rollouts (the Vigil server keeps the last 50 in its list). */
  rollouts(): Promise<readonly Rollout[]>;
  rollout(id: string): Promise<Rollout>;
  resume(id: string): Promise<Rollout>;
}
