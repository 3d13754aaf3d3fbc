import type { Configuration } from '../../domain/configuration/configuration';
import type { SiteStatus } from '../../domain/fleet/site-status';
import type { ConfigurationCodecPort } from '../configuration/configuration-codec.port';
import { configurationFacts, type ConfigurationFacts } from './configuration-facts';
import { SERVER_ACTOR, type FleetAudit, type FleetContext } from './fleet-audit';
import { ApplianceAccessError, type ApplianceAccessPort } from './ports/appliance-access.port';
import type { PollJob } from './ports/job-queue.port';
import type { SiteStatusStorePort } from './ports/site-status-store.port';
import type { SiteCredentials } from './site-credentials';
import { FleetError } from './fleet-errors';

/** A poll gives up on an appliance after this long: it is then unreachable, and never holds the overview. */
export const POLL_TIMEOUT_MS = 8_000;
/** Connection states read per poll (a large site is read a batch per poll, in turn). */
const IO_BATCH = 200;

/** What a poll found: the site's new status, or that the site is gone (its polls stop). */
export type PollOutcome = { readonly kind: 'polled'; readonly status: SiteStatus } | { readonly kind: 'gone' };

/**
 * Polls one site (docs/fleet.md, "Polling"): its application, status,
 * licence and the configuration's date and signature; when the signature
 * is new, the document itself, for its problems, devices and fingerprints
 * (and, when nobody saved it through Vigil, a change made outside, in the
 * audit); then its devices' connection states. A site that does not answer
 * is unreachable since its first failed poll; refused credentials are said
 * on that site. Never throws for the appliance's failures.
 */
export class PollSiteUseCase {
  /** Facts of each site's current document, kept between polls while its signature holds (re-read once per server start). */
  private readonly facts = new Map<string, { readonly signature: string; readonly facts: ConfigurationFacts; ioOffset: number; readonly states: Map<string, boolean> }>();

  constructor(
    private readonly credentials: SiteCredentials,
    private readonly access: ApplianceAccessPort,
    private readonly statuses: SiteStatusStorePort,
    private readonly codec: () => Promise<ConfigurationCodecPort<Configuration>>,
    private readonly audit: FleetAudit,
    private readonly context: FleetContext,
    /** Whether Vigil itself is writing a site's document now (a rollout's step, `Rollouts.savingOn`). */
    private readonly vigilSaves?: { savingOn(siteId: string): Promise<boolean> },
  ) {}

  async execute(job: PollJob): Promise<PollOutcome> {
    const started = this.context.now();
    let site;
    try {
      site = await this.credentials.of(job.siteId);
    } catch (error) {
      if (error instanceof FleetError && error.code === 'FLEET.SITE_NOT_FOUND') return { kind: 'gone' };
      throw error;
    }
    const signal = AbortSignal.timeout(POLL_TIMEOUT_MS);
    const knownSignature = this.facts.get(job.siteId)?.signature;
    let seen: Observation;
    try {
      seen = await this.observe(job.siteId, site, signal);
    } catch (error) {
      if (!(error instanceof ApplianceAccessError)) throw error;
      seen = { kind: 'failed', reachability: error.failure === 'credentials-refused' ? 'credentials-refused' : 'unreachable', detail: error.detail };
    }
    // A new document while a rollout's step writes this site is the step's, not a change made outside (the step marks
    // it saved through Vigil once read back): asked only when the signature is new to this server.
    const vigilAtWork = seen.kind === 'reachable' && seen.probe.signature !== knownSignature && (await this.vigilSaves?.savingOn(job.siteId).catch(() => false)) === true;
    // The new status is made of the stored one under the site's lock: of two polls at once, the second sees the first's.
    const { before, after } = await this.statuses.update(job.siteId, (stored) => ({
      siteId: job.siteId,
      status: statusAfter(stored?.status, seen, started.toISOString(), vigilAtWork),
      dueAt: job.dueAt,
      polledAt: started.toISOString(),
      polledBy: this.context.instanceId,
      lagMs: Math.max(0, started.getTime() - new Date(job.dueAt).getTime()),
    }));
    if (seen.kind === 'failed' && before?.reachability !== seen.reachability) {
      await this.audit.record(SERVER_ACTOR, { action: 'appliance.unreachable', siteId: job.siteId, target: site.site.name, result: 'failed', detail: seen.detail });
    }
    if (seen.kind === 'reachable' && outsideChange(before, seen) && !vigilAtWork) {
      await this.audit.record(SERVER_ACTOR, { action: 'configuration.outside-change', siteId: job.siteId, target: site.site.name, detail: `signature ${seen.probe.signature}, dated ${seen.probe.documentDate}` });
    }
    return { kind: 'polled', status: after };
  }

  /** What the appliance says now; throws ApplianceAccessError when it does not answer or refuses the credentials. */
  private async observe(siteId: string, site: Awaited<ReturnType<SiteCredentials['of']>>, signal: AbortSignal): Promise<Observation & { readonly kind: 'reachable' }> {
    const probe = await this.access.probe(site.site, site.credentials, signal);
    let known = this.facts.get(siteId);
    let documentDate: string | undefined;
    if (known?.signature !== probe.signature) {
      const text = await this.access.fetchDocument(site.site, site.credentials, { uncrypted: false, signal });
      const reading = (await this.codec()).read(text, { verifySignature: false });
      if (reading.valid) {
        const facts = configurationFacts(reading.configuration);
        known = { signature: probe.signature, facts, ioOffset: 0, states: new Map() };
        this.facts.set(siteId, known);
        documentDate = reading.date.toISOString();
        await this.statuses.saveFingerprints(siteId, facts.fingerprints);
      }
    }
    let connected: number | undefined;
    if (known && known.facts.connectionIos.length > 0) {
      const batch = known.facts.connectionIos.slice(known.ioOffset, known.ioOffset + IO_BATCH);
      try {
        const states = await this.access.readIos(site.site, site.credentials, batch, signal);
        for (const guid of batch) known.states.set(guid, states.get(guid) === true);
        known.ioOffset = known.ioOffset + IO_BATCH >= known.facts.connectionIos.length ? 0 : known.ioOffset + IO_BATCH;
        // A large site is read a batch per poll: its count is known once every batch was read.
        if (known.states.size === known.facts.connectionIos.length) connected = [...known.states.values()].filter(Boolean).length;
      } catch {
        connected = undefined;
      }
    }
    return {
      kind: 'reachable',
      probe,
      ...(known ? { facts: known.facts } : {}),
      ...(connected === undefined ? {} : { connected }),
      ...(documentDate === undefined ? {} : { documentDate }),
    };
  }
}

/** What one poll saw: the appliance's answers, or why it gave none. */
type Observation =
  | {
      readonly kind: 'reachable';
      readonly probe: Awaited<ReturnType<ApplianceAccessPort['probe']>>;
      /** The current document's facts, when it could be read (now or at an earlier poll). */
      readonly facts?: ConfigurationFacts;
      readonly connected?: number;
      /** The document's own date, when this poll read it. */
      readonly documentDate?: string;
    }
  | { readonly kind: 'failed'; readonly reachability: 'unreachable' | 'credentials-refused'; readonly detail: string };

/** A new signature after a known one that nobody saved through Vigil: a change made outside. */
function outsideChange(before: SiteStatus | undefined, seen: Observation & { readonly kind: 'reachable' }): boolean {
  return before?.signature !== undefined && before.signature !== seen.probe.signature;
}

/**
 * The site's status after a poll that saw `seen`, `previous` being the one
 * stored; `vigilAtWork`: a rollout's step is writing the site, so a new
 * signature is not a change made outside (the step says whose it is).
 */
export function statusAfter(previous: SiteStatus | undefined, seen: Observation, now: string, vigilAtWork = false): SiteStatus {
  if (seen.kind === 'failed') {
    const since = previous?.reachability === seen.reachability && previous.since ? previous.since : now;
    return { ...(previous ?? {}), reachability: seen.reachability, since, detail: seen.detail, polledAt: now };
  }
  let lastChange = previous?.lastChange;
  if (outsideChange(previous, seen)) {
    if (!vigilAtWork) lastChange = { at: now, by: '', via: 'outside' };
  } else if (previous?.signature === undefined && lastChange === undefined && seen.documentDate !== undefined) lastChange = { at: seen.documentDate, by: '', via: 'outside' };
  const { probe, facts, connected } = seen;
  return {
    reachability: 'reachable',
    polledAt: now,
    serverStatus: probe.serverStatus,
    version: probe.version,
    licence: probe.licence,
    ...(facts
      ? { devices: { total: facts.devices, ...(connected === undefined ? {} : { connected }) }, problems: facts.problems }
      : previous?.devices
        ? { devices: previous.devices, ...(previous.problems ? { problems: previous.problems } : {}) }
        : {}),
    ...(lastChange ? { lastChange } : {}),
    signature: probe.signature,
    documentDate: probe.documentDate,
  };
}
