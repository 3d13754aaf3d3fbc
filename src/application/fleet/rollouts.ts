import { planWaves, type Rollout, type TargetState } from '../../domain/fleet/rollout';
import type { SecretSealerPort } from '../ports/secret-sealer.port';
import { sameConfiguration, signatureOf } from './document-block';
import { FleetError } from './fleet-errors';
import { SERVER_ACTOR, type FleetAudit, type FleetContext } from './fleet-audit';
import { requireInstaller, type SignedIn } from './operator-directory';
import { ApplianceAccessError, type ApplianceAccessPort } from './ports/appliance-access.port';
import type { JobQueuePort } from './ports/job-queue.port';
import type { RolloutStorePort, StoredTarget } from './ports/rollout-store.port';
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
 */
export class Rollouts {
  constructor(
    private readonly store: RolloutStorePort,
    private readonly credentials: SiteCredentials,
    private readonly access: ApplianceAccessPort,
    private readonly sealer: SecretSealerPort,
    private readonly jobs: Pick<JobQueuePort, 'scheduleRolloutStep'>,
    private readonly saved: SavedThroughVigil,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
    /** Each step that wrote a site's document is a version of that site's history (docs/fleet.md, "Rollouts"). */
    private readonly history?: Pick<RecordVersionUseCase, 'execute'>,
  ) {}

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
  async step(rolloutId: string): Promise<void> {
    const target = await this.store.claimNext(rolloutId);
    if (!target) return;
    const rollout = await this.get(rolloutId);
    const { state, detail } = await this.apply(rolloutId, target, rollout?.createdBy ?? '');
    const status = await this.store.finish(rolloutId, target.position, state, detail, this.context.now().toISOString());
    const siteName = rollout?.targets.find((each) => each.position === target.position)?.siteName ?? target.siteId;
    await this.audit.record(SERVER_ACTOR, {
      action: 'rollout.step',
      siteId: target.siteId,
      target: rolloutId,
      result: state === 'done' ? 'succeeded' : state === 'refused' || state === 'conflict' ? 'refused' : 'failed',
      detail: state === 'done' ? `${target.summary} (by ${rollout?.createdBy ?? ''})` : `stopped at ${siteName}: ${detail}`,
    });
    if (status === 'running') await this.jobs.scheduleRolloutStep(rolloutId);
  }

  private async apply(rolloutId: string, target: StoredTarget, author: string): Promise<{ readonly state: TargetState; readonly detail: string }> {
    const document = this.sealer.unseal(target.sealedDocument);
    try {
      const site = await this.credentials.of(target.siteId);
      const current = await this.access.fetchDocument(site.site, site.credentials, { uncrypted: true });
      // A step run again after a server died once it had written: the document is already there.
      if (sameConfiguration(document, current).same) {
        await this.recorded(rolloutId, target, author, site.baseUrl, current);
        await this.saved.note(target.siteId, author, target.summary);
        return { state: 'done', detail: '' };
      }
      if (signatureOf(current) !== target.baseSignature) {
        return { state: 'conflict', detail: "the site's configuration changed since it was reviewed: review it again" };
      }
      await this.access.postDocument(site.site, site.credentials, document);
      const readBack = await this.access.fetchDocument(site.site, site.credentials, { uncrypted: true });
      const compared = sameConfiguration(document, readBack);
      if (!compared.same) return { state: 'failed', detail: `the configuration read back is not the one sent (line ${compared.line})` };
      await this.recorded(rolloutId, target, author, site.baseUrl, readBack);
      await this.saved.note(target.siteId, author, target.summary);
      return { state: 'done', detail: '' };
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
