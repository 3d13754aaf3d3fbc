import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelChange } from '../../domain/configuration/model-change';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { CopyNote } from '../../domain/fleet/copy-items';
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

/** One target's review of a copy: its own draft, what it changes, the items it replaces with other content, the problems it brings. */
export interface TargetReviewView {
  readonly kind: 'review';
  readonly site: ComparedSite;
  readonly document: string;
  readonly summary: string;
  readonly notes: readonly CopyNote[];
  readonly conflicts: readonly ItemRef[];
  readonly problems: readonly ConfigurationProblem[];
  readonly changes: readonly ModelChange[];
  readonly before: Configuration;
  readonly after: Configuration;
}

/** A target whose document could not be read: said on it, with the Vigil server's code and reason. */
export interface TargetUnreadView {
  readonly kind: 'unread';
  readonly site: FleetSiteChoice;
  readonly code: string;
  readonly detail: string;
}

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
  rollout(id: string): Promise<Rollout>;
  resume(id: string): Promise<Rollout>;
}
