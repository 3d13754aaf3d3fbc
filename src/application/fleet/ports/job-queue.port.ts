/** A job to poll one site, due at a time (its lag is measured from then). */
export interface PollJob {
  readonly siteId: string;
  /** ISO 8601. */
  readonly dueAt: string;
}

/** What the queue runs; each handler resolves when its jobs are done (a rejection fails them, to be retried). */
export interface JobHandlers {
  poll(jobs: readonly PollJob[]): Promise<void>;
  /** `job`: the queue's id of the job, kept with the step's claim so that another server can hand it back to the queue. */
  rolloutStep(rolloutId: string, job: string): Promise<void>;
}

/**
 * The work shared by every Vigil server on the database (docs/fleet.md,
 * "Scaling out"): polls and rollout steps are jobs in PostgreSQL; any
 * server takes the next one due, and the jobs of a server that died are
 * taken over by the others once they expire.
 */
export interface JobQueuePort {
  start(handlers: JobHandlers): Promise<void>;
  /** Schedules a site's next poll (one waiting poll per site at most: a second is ignored). */
  schedulePoll(job: PollJob): Promise<void>;
  /** Schedules the next step of a rollout (one waiting step per rollout at most). */
  scheduleRolloutStep(rolloutId: string): Promise<void>;
  /**
   * Runs a step whose server died again: its job (if still held, as by a
   * server killed while running it) handed back to the queue at once, to be
   * retried by any server, instead of when it expires; a new one otherwise.
   */
  retryRolloutStep(rolloutId: string, job?: string): Promise<void>;
  stop(): Promise<void>;
}
