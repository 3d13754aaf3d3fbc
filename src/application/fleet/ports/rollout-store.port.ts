import type { Rollout, RolloutStatus, TargetState } from '../../../domain/fleet/rollout';

/** A target as the rollout is created with it: its reviewed document (sealed) and the signature it was made from. */
export interface NewRolloutTarget {
  readonly siteId: string;
  readonly wave: number;
  readonly baseSignature: string;
  readonly sealedDocument: string;
  /** What the review said, in words, for the history and the audit. */
  readonly summary: string;
}

export interface StoredTarget {
  readonly rolloutId: string;
  readonly position: number;
  readonly siteId: string;
  readonly baseSignature: string;
  readonly sealedDocument: string;
  readonly summary: string;
  readonly state: TargetState;
  /** Set when the target was being applied by a server that stopped (or gave up) before storing its outcome: that server's instance id. */
  readonly interrupted?: { readonly by: string };
}

/** The Vigil server taking a step: its instance id and its process's token (docs/fleet.md, "When a Vigil server dies in the middle of a step"). */
export interface StepClaimant {
  readonly by: string;
  readonly token: string;
}

/** An applied target whose server is gone: its rollout, its place, and the queue's job that ran it (if known). */
export interface AbandonedStep {
  readonly rolloutId: string;
  readonly position: number;
  readonly job?: string;
}

/** Rollouts and their targets, shared by every Vigil server on the database. */
export interface RolloutStorePort {
  create(rollout: { readonly id: string; readonly createdAt: string; readonly createdBy: string; readonly sourceSiteId: string; readonly items: readonly string[] }, targets: readonly NewRolloutTarget[]): Promise<void>;
  get(id: string): Promise<Rollout | undefined>;
  list(limit: number): Promise<readonly Rollout[]>;
  /**
   * Takes the next target to apply under a lock of the rollout: the first
   * not done, when none stopped the rollout; marks it applying, claimed by
   * `claimant` (with the queue's `job` running the step, and `at` as its
   * sign of life). A target another server is applying is taken over only
   * when its claim is abandoned (`claimAbandoned`, `staleBefore`), and then
   * comes back with `interrupted`; while it lives, undefined, as when there
   * is no target left: two servers never apply one target at once.
   */
  claimNext(rolloutId: string, claim: StepClaimant & { readonly job?: string; readonly at: string; readonly staleBefore: string }): Promise<StoredTarget | undefined>;
  /** The claim's sign of life, while the step runs; false when the claim is no longer `claimant`'s (taken over). */
  stillApplying(rolloutId: string, position: number, claimant: StepClaimant, at: string): Promise<boolean>;
  /** Gives the claim up (the step failed here, the queue retries it): the next claim takes it over at once. */
  release(rolloutId: string, position: number, claimant: StepClaimant): Promise<void>;
  /** Stores the step's outcome and the rollout's status; undefined (nothing stored) when the claim is no longer `claimant`'s. */
  finish(rolloutId: string, position: number, claimant: StepClaimant, state: TargetState, detail: string, at: string): Promise<RolloutStatus | undefined>;
  /** True when a target on `siteId` is being applied under a claim alive since `aliveSince`: the site's document may change under Vigil's hand. */
  applyingOn(siteId: string, aliveSince: string): Promise<boolean>;
  /** The targets of running rollouts being applied under an abandoned claim (`claimAbandoned` for `claimant`). */
  abandoned(claimant: StepClaimant, staleBefore: string): Promise<readonly AbandonedStep[]>;
  /** Puts the target the rollout stopped at back to pending (and, with a new document, its review's); 'not-stopped' otherwise. */
  resume(rolloutId: string, replacement?: { readonly position: number; readonly baseSignature: string; readonly sealedDocument: string; readonly summary: string }): Promise<'resumed' | 'not-stopped' | 'missing'>;
}
