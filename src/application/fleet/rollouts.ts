import { planWaves, type Rollout, type TargetState } from '../../domain/fleet/rollout';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import { sameConfiguration, signatureOf } from './document-block';
import { FleetError } from './fleet-errors';
import { SERVER_ACTOR, type FleetAudit, type FleetContext } from './fleet-audit';
import { requireInstaller, type SignedIn } from './operator-directory';
import { ApplianceAccessError, type ApplianceAccessPort } from './ports/appliance-access.port';
import type { JobQueuePort } from './ports/job-queue.port';
import type { RolloutStorePort, StepClaimant, StoredTarget } from './ports/rollout-store.port';
import type { SiteCredentials } from './site-credentials';
import type { SavedThroughVigil } from './saved-through-vigil';
import type { RecordVersionUseCase } from '../history/record-version.use-case';

/** One target as the browser sends it after its review: the document made for it and the signature it was made from. */
export interface ReviewedTarget {
  readonly siteId: string;
  readonly baseSignature: string;
  /** The target's new document, signed, passwords in clear as the console edits them (sealed at rest). */
  readonly document: string;
  /** The review's words ("Calendar Holidays added"), for the history and the audit. */
  readonly summary: string;
}

/** How a step shows it lives, and how long without a sign of life until another server takes it over (docs/fleet.md). */
export interface StepLiveness {
  /** How often a running step renews its claim. */
  readonly heartbeatMs: number;
  /** A claim not renewed for this long is a dead server's. */
  readonly staleAfterMs: number;
  /**
   * The longest the site's calls of one step may take: a site that holds a
   * call open without answering stops the rollout there ("no answer in
   * time") instead of holding a live claim, and the rollout, forever.
   */
  readonly stepTimeoutMs: number;
}

export const DEFAULT_STEP_LIVENESS: StepLiveness = { heartbeatMs: 3_000, staleAfterMs: 10_000, stepTimeoutMs: 5 * 60_000 };

export interface RolloutRequest {
  readonly sourceSiteId: string;
  readonly items: readonly string[];
  readonly targets: readonly ReviewedTarget[];
  /** After the first site, these percentages of the targets, then the rest (default 10 %). */
  readonly waves?: readonly number[];
}

/**
 * Rollouts (docs/fleet.md, "Copy to many and rollouts"): each reviewed
 * target's document written to it in turn, one site first, then in waves,
 * stopping at the first refusal with the site and the appliance's reason.
 * Each step is a job any Vigil server may run; a step checks that the site
 * still holds the document it was reviewed against (else a conflict, as
 * in the save flow), writes, reads back and compares line by line. A step
 * run twice (a server died after writing) finds its document in place and
 * is done. A stopped rollout resumes from the site it stopped at.
 *
 * A step's target is claimed by this server's process while it runs, the
 * claim renewed every few seconds: a server killed in the middle of a step
 * leaves a claim that stops living, and another server (or this one
 * started again, at once) hands the step back to the queue, reads the
 * site's document and says on the target what happened (docs/fleet.md,
 * "When a Vigil server dies in the middle of a step").
 */
export class Rollouts {
  constructor(
    private readonly store: RolloutStorePort,
    private readonly credentials: SiteCredentials,
    private readonly access: ApplianceAccessPort,
    private readonly sealer: SecretSealerPort,
    private readonly jobs: Pick<JobQueuePort, 'scheduleRolloutStep' | 'retryRolloutStep'>,
    private readonly saved: SavedThroughVigil,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
    /** Each step that wrote a site's document is a version of that site's history (docs/fleet.md, "Rollouts"). */
    private readonly history?: Pick<RecordVersionUseCase, 'execute'>,
    private readonly liveness: StepLiveness = DEFAULT_STEP_LIVENESS,
  ) {
    this.claimant = { by: context.instanceId, token: context.newId() };
  }

  /** This process's claims: its server's instance id and a token of its own (a restart of the server has another). */
  private readonly claimant: StepClaimant;

  async start(actor: SignedIn, request: RolloutRequest): Promise<Rollout> {
    requireInstaller(actor);
    if (request.targets.length === 0 || new Set(request.targets.map((target) => target.siteId)).size !== request.targets.length) {
      throw new FleetError('FLEET.INVALID_REQUEST', 'a rollout needs targets, each once');
    }
    for (const target of request.targets) await this.credentials.of(target.siteId);
    const waves = planWaves(request.targets.length, request.waves);
    const id = this.context.newId();
    await this.store.create(
      { id, createdAt: this.context.now().toISOString(), createdBy: actor.name, sourceSiteId: request.sourceSiteId, items: request.items },
      request.targets.map((target, index) => ({ siteId: target.siteId, wave: waves[index]!, baseSignature: target.baseSignature, sealedDocument: this.sealer.seal(target.document, 'random'), summary: target.summary })),
    );
    await this.audit.record(actor, { action: 'rollout.start', target: id, detail: `${request.items.join(', ')} to ${request.targets.length} sites` });
    await this.jobs.scheduleRolloutStep(id);
    return (await this.get(id))!;
  }

  get(id: string): Promise<Rollout | undefined> {
    return this.store.get(id);
  }

  list(): Promise<readonly Rollout[]> {
    return this.store.list(50);
  }

  /** Resumes a stopped rollout at the site it stopped at; `replacement`: that site's document reviewed again (after a conflict). */
  async resume(actor: SignedIn, id: string, replacement?: { readonly position: number } & Omit<ReviewedTarget, 'siteId'>): Promise<Rollout> {
    requireInstaller(actor);
    const outcome = await this.store.resume(
      id,
      replacement ? { position: replacement.position, baseSignature: replacement.baseSignature, sealedDocument: this.sealer.seal(replacement.document, 'random'), summary: replacement.summary } : undefined,
    );
    if (outcome === 'missing') throw new FleetError('FLEET.ROLLOUT_NOT_FOUND', 'no such rollout');
    if (outcome === 'not-stopped') throw new FleetError('FLEET.ROLLOUT_NOT_STOPPED', 'only a stopped rollout can be resumed');
    await this.audit.record(actor, { action: 'rollout.resume', target: id, detail: replacement ? 'with the stopped site reviewed again' : '' });
    await this.jobs.scheduleRolloutStep(id);
    return (await this.get(id))!;
  }

  /** Runs the rollout's next step (the job's work); schedules the one after while the rollout runs. */
  async step(rolloutId: string, job?: string): Promise<void> {
    const now = this.context.now();
    const target = await this.store.claimNext(rolloutId, { ...this.claimant, ...(job ? { job } : {}), at: now.toISOString(), staleBefore: this.staleBefore(now) });
    if (!target) return;
    const heartbeat = setInterval(() => {
      void this.store.stillApplying(rolloutId, target.position, this.claimant, this.context.now().toISOString()).catch(() => undefined);
    }, this.liveness.heartbeatMs);
    heartbeat.unref?.();
    let status: Awaited<ReturnType<RolloutStorePort['finish']>>;
    let outcome: { readonly state: TargetState; readonly detail: string };
    let rollout: Rollout | undefined;
    try {
      rollout = await this.get(rolloutId);
      outcome = await this.apply(rolloutId, target, rollout?.createdBy ?? '');
      status = await this.store.finish(rolloutId, target.position, this.claimant, outcome.state, outcome.detail, this.context.now().toISOString());
    } catch (error) {
      // The step failed here (the database went away…): the claim is given up, so that the queue's retry takes it over at once.
      await this.store.release(rolloutId, target.position, this.claimant).catch(() => undefined);
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
    // Another server took the step over (this one was thought dead): its outcome is the one kept, and it goes on with the rollout.
    if (status === undefined) return;
    const { state, detail } = outcome;
    const siteName = rollout?.targets.find((each) => each.position === target.position)?.siteName ?? target.siteId;
    await this.audit.record(SERVER_ACTOR, {
      action: 'rollout.step',
      siteId: target.siteId,
      target: rolloutId,
      result: state === 'done' ? 'succeeded' : state === 'refused' || state === 'conflict' ? 'refused' : 'failed',
      detail: state === 'done' ? `${target.summary} (by ${rollout?.createdBy ?? ''})${detail ? `: ${detail}` : ''}` : `stopped at ${siteName}: ${detail}`,
    });
    if (status === 'running') await this.jobs.scheduleRolloutStep(rolloutId);
  }

  /**
   * True while a step of a rollout is writing `siteId`'s document under a
   * live claim: a poll that sees the new document then is not seeing a
   * change made outside Vigil (the step marks it saved through Vigil once
   * it has read it back).
   */
  async savingOn(siteId: string): Promise<boolean> {
    return this.store.applyingOn(siteId, this.staleBefore(this.context.now()));
  }

  /**
   * The steps whose server is gone (killed, or lost the database: no sign
   * of life for `staleAfterMs`; at this server's start, its own earlier
   * process's at once) handed back to the queue, to be taken over by the
   * next step of their rollout. Run at the server's start and with each
   * reconciliation of the fleet's worker.
   */
  async retryAbandoned(): Promise<number> {
    const abandoned = await this.store.abandoned(this.claimant, this.staleBefore(this.context.now()));
    for (const step of abandoned) await this.jobs.retryRolloutStep(step.rolloutId, step.job);
    return abandoned.length;
  }

  /** A claim with no sign of life since this moment (ISO 8601) is a dead server's. */
  private staleBefore(now: Date): string {
    return new Date(now.getTime() - this.liveness.staleAfterMs).toISOString();
  }

  private async apply(rolloutId: string, target: StoredTarget, author: string): Promise<{ readonly state: TargetState; readonly detail: string }> {
    const outcome = await this.applyOnce(rolloutId, target, author);
    if (!target.interrupted) return outcome;
    // Said on the target (the rollout's page) and in the audit: what was found, and whether the document was sent again.
    const said = `interrupted on ${target.interrupted.by} before its outcome was stored`;
    if (outcome.state !== 'done') return { state: outcome.state, detail: `${said}; ${outcome.detail}` };
    return { state: 'done', detail: outcome.sent ? `${said}; the site did not hold the reviewed document: sent once more` : `${said}; the site already held the reviewed document: not sent again` };
  }

  private async applyOnce(rolloutId: string, target: StoredTarget, author: string): Promise<{ readonly state: TargetState; readonly detail: string; readonly sent?: boolean }> {
    const document = this.sealer.unseal(target.sealedDocument);
    const signal = AbortSignal.timeout(this.liveness.stepTimeoutMs);
    try {
      const site = await this.credentials.of(target.siteId);
      const current = await this.access.fetchDocument(site.site, site.credentials, { uncrypted: true, signal });
      // A step run again after a server died once it had written: the document is already there.
      if (sameConfiguration(document, current).same) {
        await this.recorded(rolloutId, target, author, site.baseUrl, current);
        await this.saved.note(target.siteId, author, target.summary);
        return { state: 'done', detail: '' };
      }
      if (signatureOf(current) !== target.baseSignature) {
        return { state: 'conflict', detail: "the site's configuration changed since it was reviewed: review it again" };
      }
      await this.access.postDocument(site.site, site.credentials, document, signal);
      const readBack = await this.access.fetchDocument(site.site, site.credentials, { uncrypted: true, signal });
      const compared = sameConfiguration(document, readBack);
      if (!compared.same) return { state: 'failed', detail: `the configuration read back is not the one sent (line ${compared.line})` };
      await this.recorded(rolloutId, target, author, site.baseUrl, readBack);
      await this.saved.note(target.siteId, author, target.summary);
      return { state: 'done', detail: '', sent: true };
    } catch (error) {
      if (error instanceof ApplianceAccessError) return { state: error.failure === 'refused' ? 'refused' : 'failed', detail: error.detail };
      if (error instanceof FleetError) return { state: 'failed', detail: error.message };
      throw error;
    }
  }

  /**
   * The site's new document as a version of its history, by the operator who
   * started the rollout, with the review's words. Its entry id is the step's
   * own, so a step run again (a server died after writing) records it once.
   */
  private async recorded(rolloutId: string, target: StoredTarget, author: string, address: string, document: string): Promise<void> {
    await this.history?.execute({
      site: { id: target.siteId, address },
      source: 'vigil',
      author,
      address: '',
      note: `${target.summary} (rollout ${rolloutId})`,
      document,
      entryId: `rollout-${rolloutId}-${target.position}`,
      recordedAt: this.context.now().toISOString(),
    });
  }
}
