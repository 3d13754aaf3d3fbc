import type { FleetContext } from './fleet-audit';
import type { JobQueuePort, PollJob } from './ports/job-queue.port';
import type { SiteStatusStorePort } from './ports/site-status-store.port';
import type { SiteStorePort } from './ports/site-store.port';
import type { PollSiteUseCase } from './poll-site.use-case';
import type { Rollouts } from './rollouts';

/** Polls run at once within one batch of jobs. */
const POLLS_AT_ONCE = 16;

/**
 * What a Vigil server in fleet mode does in the background: it takes poll
 * jobs and rollout steps from the queue shared by every server on the
 * database (docs/fleet.md, "Scaling out"). Each poll schedules the site's
 * next one a period after it started (so that polls due at once, as after an
 * import, spread out by the time they took instead of staying a burst); a reconciliation every quarter
 * period polls here and now a site whose next poll is late by more than a
 * quarter period (its job held by a server that died, until the queue
 * expires it, or lost), so that no site goes two periods unpolled while one
 * server lives, whatever the queue's own expiry.
 */
export class FleetWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private reconciling = false;

  constructor(
    private readonly jobs: JobQueuePort,
    private readonly poll: PollSiteUseCase,
    private readonly rollouts: Rollouts,
    private readonly sites: SiteStorePort,
    private readonly statuses: SiteStatusStorePort,
    private readonly context: FleetContext,
    private readonly periodMs: number,
  ) {}

  async start(): Promise<void> {
    await this.jobs.start({
      poll: (batch) => this.pollAll(batch),
      rolloutStep: (id, job) => this.rollouts.step(id, job),
    });
    // The rollout steps this server was running when its last process died (kill -9): back to the queue at once, before any waits for them.
    await this.rollouts.retryAbandoned();
    // At start, late sites go through the queue: polling them all here would hold the server's start.
    await this.reconcile('queue');
    this.timer = setInterval(() => {
      // One reconciliation at a time: late sites polled by the last one are not polled again while it runs.
      if (this.reconciling) return;
      this.reconciling = true;
      void this.reconcile('here')
        .catch(() => undefined)
        .finally(() => (this.reconciling = false));
    }, Math.max(250, this.periodMs / 4));
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer !== undefined) clearInterval(this.timer);
    await this.jobs.stop();
  }

  private async pollAll(batch: readonly PollJob[]): Promise<void> {
    const queue = [...batch];
    const work = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const started = this.context.now().getTime();
        const outcome = await this.poll.execute(job);
        if (outcome.kind === 'gone') continue;
        await this.jobs.schedulePoll({ siteId: job.siteId, dueAt: new Date(started + this.periodMs).toISOString() });
      }
    };
    await Promise.all(Array.from({ length: Math.min(POLLS_AT_ONCE, batch.length) }, work));
  }

  /**
   * Every site without a poll in sight gets one: never polled, a poll job
   * (spread over a period, so that a start does not poll every site at
   * once); its next poll (a period after the last one was due) late by more
   * than a quarter period, a poll here and now, outside the queue (whose
   * job for it may be held by a server that died until the queue expires
   * it), which schedules its next one. A site whose poll is running slowly
   * on a live server is polled once more, which is harmless. At a server's
   * start (`late` = 'queue') late sites get a poll job instead, so that
   * polling them does not hold the start.
   */
  async reconcile(late: 'here' | 'queue' = 'here'): Promise<void> {
    const now = this.context.now().getTime();
    const [sites, statuses] = await Promise.all([this.sites.list(), this.statuses.all()]);
    const dueOf = new Map(statuses.map((polled) => [polled.siteId, polled.dueAt]));
    let index = 0;
    const lateJobs: PollJob[] = [];
    for (const site of sites) {
      const due = dueOf.get(site.id);
      if (due !== undefined) {
        const next = new Date(due).getTime() + this.periodMs;
        if (now - next > this.periodMs / 4) lateJobs.push({ siteId: site.id, dueAt: new Date(now).toISOString() });
        continue;
      }
      const spread = sites.length <= 1 ? 0 : Math.floor((index * this.periodMs) / sites.length);
      index += 1;
      await this.jobs.schedulePoll({ siteId: site.id, dueAt: new Date(now + spread).toISOString() });
    }
    // Rollout steps whose server died (no sign of life for a while): handed back to the queue, so that another server takes them over.
    if (late === 'here') await this.rollouts.retryAbandoned().catch(() => undefined);
    if (late === 'here') await this.pollAll(lateJobs);
    else for (const job of lateJobs) await this.jobs.schedulePoll(job);
  }
}
