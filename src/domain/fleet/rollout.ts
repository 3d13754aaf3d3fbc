/**
 * A rollout: the items copied from one site applied to N others, one site
 * first, then in waves, stopping at the first refusal (docs/fleet.md,
 * "Copy to many and rollouts"). Each target has its own document, made and
 * reviewed against its own configuration before the rollout starts.
 */
export type TargetState =
  | 'pending'
  /** A Vigil server is applying it (its step job is running). */
  | 'applying'
  | 'done'
  /** The appliance refused the document (its reason is kept). */
  | 'refused'
  /** The site's configuration changed since its review: nothing was written. */
  | 'conflict'
  /** The site did not answer, or answered something else than the document read back. */
  | 'failed';

export type RolloutStatus = 'running' | 'stopped' | 'done';

export interface RolloutTarget {
  readonly siteId: string;
  readonly siteName: string;
  /** Its place in the rollout (0 is the first site). */
  readonly position: number;
  readonly wave: number;
  readonly state: TargetState;
  /** The appliance's reason, or what went wrong. */
  readonly detail: string;
  /** ISO 8601, when it was last tried. */
  readonly finishedAt?: string;
}

export interface Rollout {
  readonly id: string;
  readonly createdAt: string;
  readonly createdBy: string;
  readonly sourceSiteId: string;
  readonly sourceSiteName: string;
  /** What is copied, in words the pages use ("Calendar Holidays"). */
  readonly items: readonly string[];
  readonly status: RolloutStatus;
  readonly targets: readonly RolloutTarget[];
}

/** After the first site, 10 % of the targets, then the rest. */
export const DEFAULT_WAVES: readonly number[] = [10];

/**
 * The wave of each of `count` targets, in order: wave 0 is the first site
 * alone; each percentage then makes a wave of that share of all targets
 * (at least one site); the last wave is the rest.
 */
export function planWaves(count: number, percentages: readonly number[] = DEFAULT_WAVES): number[] {
  const waves: number[] = [];
  if (count === 0) return waves;
  waves.push(0);
  let wave = 1;
  for (const percentage of percentages) {
    if (waves.length >= count) break;
    const size = Math.max(1, Math.ceil((count * percentage) / 100));
    for (let index = 0; index < size && waves.length < count; index += 1) waves.push(wave);
    wave += 1;
  }
  while (waves.length < count) waves.push(wave);
  return waves;
}

const STOPPING: ReadonlySet<TargetState> = new Set(['refused', 'conflict', 'failed']);

export function stopsRollout(state: TargetState): boolean {
  return STOPPING.has(state);
}

/** The target to apply next: the first one not done, unless one stopped the rollout (then none). */
export function nextTarget(targets: readonly RolloutTarget[]): RolloutTarget | undefined {
  const ordered = [...targets].sort((a, b) => a.position - b.position);
  if (ordered.some((target) => stopsRollout(target.state))) return undefined;
  return ordered.find((target) => target.state !== 'done');
}

/**
 * Who is applying a target (docs/fleet.md, "When a Vigil server dies in the
 * middle of a step"): the Vigil server (its instance id), a token of its
 * process (a restart of the same server has another), and its last sign of
 * life (none once it gave the step up).
 */
export interface StepClaim {
  readonly by: string;
  readonly token: string;
  /** ISO 8601; undefined when the server gave the step up (it failed there, and the queue retries it). */
  readonly aliveAt?: string;
}

/**
 * Whether a target being applied may be taken over by `claimant`: its claim
 * is gone or given up, or is the same server's from a process that is no
 * more (restarted), or has shown no sign of life since `staleBefore` (its
 * server died, or lost the database). A live claim, even the claimant's
 * own (a step's job retried while its first run goes on), is left alone.
 */
export function claimAbandoned(claim: StepClaim | undefined, claimant: Pick<StepClaim, 'by' | 'token'>, staleBefore: string): boolean {
  if (claim === undefined || claim.aliveAt === undefined) return true;
  if (claim.by === claimant.by && claim.token !== claimant.token) return true;
  return Date.parse(claim.aliveAt) < Date.parse(staleBefore);
}

/** The target the rollout stopped at, with its reason. */
export function stoppedAt(targets: readonly RolloutTarget[]): RolloutTarget | undefined {
  return [...targets].sort((a, b) => a.position - b.position).find((target) => stopsRollout(target.state));
}

/** The rollout's status from its targets: done when all are, stopped at a refusal, else running. */
export function rolloutStatus(targets: readonly RolloutTarget[]): RolloutStatus {
  if (stoppedAt(targets)) return 'stopped';
  return targets.every((target) => target.state === 'done') ? 'done' : 'running';
}
