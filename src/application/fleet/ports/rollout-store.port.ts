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
}

/** Rollouts and their targets, shared by every Vigil server on the database. */
export interface RolloutStorePort {
  create(rollout: { readonly id: string; readonly createdAt: string; readonly createdBy: string; readonly sourceSiteId: string; readonly items: readonly string[] }, targets: readonly NewRolloutTarget[]): Promise<void>;
  get(id: string): Promise<Rollout | undefined>;
  list(limit: number): Promise<readonly Rollout[]>;
  /**
   * Takes the next target to apply under a lock of the rollout (so that two
   * servers never apply one target twice at once): the first not done, when
   * none stopped the rollout; marks it applying. Undefined when there is none.
   */
  claimNext(rolloutId: string): Promise<StoredTarget | undefined>;
  finish(rolloutId: string, position: number, state: TargetState, detail: string, at: string): Promise<RolloutStatus>;
  /** Puts the target the rollout stopped at back to pending (and, with a new document, its review's); 'not-stopped' otherwise. */
  resume(rolloutId: string, replacement?: { readonly position: number; readonly baseSignature: string; readonly sealedDocument: string; readonly summary: string }): Promise<'resumed' | 'not-stopped' | 'missing'>;
}
