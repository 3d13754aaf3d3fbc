import { copiedItemWords } from '../../domain/fleet/copied-item-words';
import type { ItemRef } from '../../domain/fleet/cross-site-items';
import { DEFAULT_WAVES, planWaves, stoppedAt, type Rollout, type RolloutTarget } from '../../domain/fleet/rollout';
import type { FleetCopyPort, PreparedCopyView, SiteComparisonView, TargetReviewView } from './fleet-copy.port';

/** The three parts of a comparison: on a only, on b only, different. */
export interface ComparisonParts {
  readonly onlyA: SiteComparisonView['changes'];
  readonly onlyB: SiteComparisonView['changes'];
  readonly different: SiteComparisonView['changes'];
}

/** Whether a review may be rolled out: read, and bringing no error (warnings do not block, as in the save flow). */
export function reviewBlocks(review: TargetReviewView): boolean {
  return review.problems.some((problem) => problem.severity === 'error');
}

/**
 * What the compare, copy and rollout pages do (docs/fleet.md): the fleet's
 * calls, and the few decisions around them (which reviews roll out, the
 * waves, where a rollout stopped), kept out of the pages.
 */
export class FleetCopy {
  constructor(private readonly port: FleetCopyPort) {}

  sites() {
    return this.port.sites();
  }

  items(siteId: string) {
    return this.port.items(siteId);
  }

  compare(a: string, b: string) {
    return this.port.compare(a, b);
  }

  /** A comparison's changes split as the page shows them. */
  parts(comparison: SiteComparisonView): ComparisonParts {
    return {
      onlyA: comparison.changes.filter((change) => change.kind === 'removed'),
      onlyB: comparison.changes.filter((change) => change.kind === 'added'),
      different: comparison.changes.filter((change) => change.kind === 'changed'),
    };
  }

  prepareCopy(sourceSiteId: string, items: readonly ItemRef[], targetSiteIds: readonly string[]) {
    return this.port.prepareCopy({ sourceSiteId, items, targetSiteIds });
  }

  /** The reviews that roll out: read, with no new error; a target with nothing to change is left out too. */
  rollable(prepared: PreparedCopyView): TargetReviewView[] {
    return prepared.targets.filter((target): target is TargetReviewView => target.kind === 'review' && !reviewBlocks(target) && target.changes.length > 0);
  }

  /** Which wave each of `count` targets falls in (0: the first site alone). */
  waves(count: number, percentages: readonly number[] = DEFAULT_WAVES): number[] {
    return planWaves(count, percentages);
  }

  /** Starts the rollout of the reviews that may roll out, in waves (default: the first site, then 10 %, then the rest). */
  startRollout(prepared: PreparedCopyView, percentages: readonly number[] = DEFAULT_WAVES): Promise<Rollout> {
    const targets = this.rollable(prepared).map((review) => ({ siteId: review.site.id, baseSignature: review.site.signature, document: review.document, summary: review.summary }));
    return this.port.startRollout({ sourceSiteId: prepared.source.id, items: prepared.items.map(copiedItemWords), targets, waves: percentages });
  }

  /** The rollouts, newest first. */
  async rollouts(): Promise<Rollout[]> {
    return [...(await this.port.rollouts())].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  /** Whether any of `rollouts` is still running (a list of them is read again while one is). */
  anyRunning(rollouts: readonly Rollout[]): boolean {
    return rollouts.some((rollout) => rollout.status === 'running');
  }

  rollout(id: string) {
    return this.port.rollout(id);
  }

  resume(id: string) {
    return this.port.resume(id);
  }

  /** The target a stopped rollout stopped at, with the appliance's reason. */
  stoppedAt(rollout: Rollout): RolloutTarget | undefined {
    return rollout.status === 'stopped' ? stoppedAt(rollout.targets) : undefined;
  }
}
