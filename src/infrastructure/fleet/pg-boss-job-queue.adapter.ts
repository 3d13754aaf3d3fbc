import PgBoss from 'pg-boss';
import type { JobHandlers, JobQueuePort, PollJob } from '../../application/fleet/ports/job-queue.port';
import type { DatabasePort } from '../database/database.port';

const POLL_QUEUE = 'fleet-poll';
const ROLLOUT_QUEUE = 'fleet-rollout-step';
/** The queue's tables, which pg-boss creates and migrates itself (docs/fleet.md, "Scaling out"). */
export const JOB_SCHEMA = 'vigil_jobs';

/** How the queue's timings follow the polling period (docs/fleet.md, "Scaling out"). */
export interface QueueTimings {
  /** How often each server asks for jobs. */
  readonly fetchEverySeconds: number;
  /** A job not finished by then (its server died) is failed and retried by another server. */
  readonly expireInSeconds: number;
  /** How often one of the servers expires, archives and deletes old jobs. */
  readonly maintenanceEverySeconds: number;
  /** Polls one server takes at a time (one batch). */
  readonly batchSize: number;
}

/**
 * The job queue of fleet mode, by pg-boss (10.x: the last major that runs
 * on Node 20) over the Vigil server's own database port, so that the
 * embedded database and a PostgreSQL server both carry it. Polls are jobs
 * of a "stately" queue keyed by site (at most one waiting and one running
 * per site: a second schedule is ignored); rollout steps likewise keyed by
 * rollout. A job whose server died expires and is retried by another.
 */
export class PgBossJobQueueAdapter implements JobQueuePort {
  private readonly boss: PgBoss;
  private started = false;
  /** This server's worker of rollout steps, woken when a step is scheduled here. */
  private rolloutWorker: string | undefined;

  constructor(
    database: DatabasePort,
    private readonly timings: QueueTimings,
    onError: (error: Error) => void = () => undefined,
  ) {
    const executeSql = async (text: string, values?: unknown[]) => {
      if (values && values.length > 0) return database.query(text, values);
      const results = await database.script(text);
      return results.at(-1) ?? { rows: [], affectedRows: 0 };
    };
    this.boss = new PgBoss({
      db: { executeSql },
      schema: JOB_SCHEMA,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: timings.maintenanceEverySeconds,
      monitorStateIntervalSeconds: 3600,
      archiveCompletedAfterSeconds: 60,
      archiveFailedAfterSeconds: 3600,
      deleteAfterSeconds: 3600,
    });
    this.boss.on('error', onError);
  }

  async start(handlers: JobHandlers): Promise<void> {
    await this.boss.start();
    this.started = true;
    const queue = { expireInSeconds: this.timings.expireInSeconds, retryLimit: 5, retryDelay: 0, retentionMinutes: 60, policy: 'stately' as const };
    for (const name of [POLL_QUEUE, ROLLOUT_QUEUE]) {
      if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name, { name, ...queue }).catch(async (error: unknown) => {
        // Another server made it at the same moment.
        if (!(await this.boss.getQueue(name))) throw error;
      });
    }
    await this.boss.work<PollJob>(POLL_QUEUE, { batchSize: this.timings.batchSize, pollingIntervalSeconds: this.timings.fetchEverySeconds }, (jobs) => handlers.poll(jobs.map((job) => job.data)));
    this.rolloutWorker = await this.boss.work<{ rolloutId: string }>(ROLLOUT_QUEUE, { batchSize: 1, pollingIntervalSeconds: this.timings.fetchEverySeconds }, async (jobs) => {
      for (const job of jobs) await handlers.rolloutStep(job.data.rolloutId, job.id);
    });
  }

  async schedulePoll(job: PollJob): Promise<void> {
    if (!this.started) return;
    await this.boss.send(POLL_QUEUE, job, { singletonKey: job.siteId, startAfter: new Date(job.dueAt) });
  }

  async scheduleRolloutStep(rolloutId: string): Promise<void> {
    if (!this.started) return;
    await this.boss.send(ROLLOUT_QUEUE, { rolloutId }, { singletonKey: rolloutId });
    // This server asks for it at once (after the step it is running, if any) rather than at its next fetch:
    // a rollout's steps follow each other without a fetch period between them. Other servers still fetch as usual.
    if (this.rolloutWorker) this.boss.notifyWorker(this.rolloutWorker);
  }

  async retryRolloutStep(rolloutId: string, job?: string): Promise<void> {
    if (!this.started) return;
    if (job) {
      // A dead server's job stays active until it expires (expireInSeconds) and holds the rollout's key meanwhile: failed now, it is retried
      // at once (retryDelay 0) by whichever server fetches it first.
      await this.boss.fail(ROLLOUT_QUEUE, job, { message: 'its Vigil server stopped in the middle of the step' }).catch(() => undefined);
      const retried = await this.boss.getJobById(ROLLOUT_QUEUE, job).catch(() => null);
      if (retried?.state === 'retry') {
        if (this.rolloutWorker) this.boss.notifyWorker(this.rolloutWorker);
        return;
      }
    }
    // No job to retry (gone, or out of retries): a new one.
    await this.scheduleRolloutStep(rolloutId);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
