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
    const previous = (await this.statuses.get(job.siteId))?.status;
    const signal = AbortSignal.timeout(POLL_TIMEOUT_MS);
    let status: SiteStatus;
    try {
      status = await this.reachable(job.siteId, site, previous, signal);
    } catch (error) {
      if (!(error instanceof ApplianceAccessError)) throw error;
      const reachability = error.failure === 'credentials-refused' ? 'credentials-refused' : 'unreachable';
      const since = previous?.reachability === reachability && previous.since ? previous.since : started.toISOString();
      status = { ...(previous ?? {}), reachability, since, detail: error.detail, polledAt: started.toISOString() };
      if (previous?.reachability !== reachability) {
        await this.audit.record(SERVER_ACTOR, { action: 'appliance.unreachable', siteId: job.siteId, target: site.site.name, result: 'failed', detail: error.detail });
      }
    }
    await this.statuses.save({ siteId: job.siteId, status, dueAt: job.dueAt, polledAt: started.toISOString(), polledBy: this.context.instanceId, lagMs: Math.max(0, started.getTime() - new Date(job.dueAt).getTime()) });
    return { kind: 'polled', status };
  }

  private async reachable(siteId: string, site: Awaited<ReturnType<SiteCredentials['of']>>, previous: SiteStatus | undefined, signal: AbortSignal): Promise<SiteStatus> {
    const now = this.context.now().toISOString();
    const probe = await this.access.probe(site.site, site.credentials, signal);
    let known = this.facts.get(siteId);
    let lastChange = previous?.lastChange;
    if (known?.signature !== probe.signature) {
      const text = await this.access.fetchDocument(site.site, site.credentials, { uncrypted: false, signal });
      const reading = (await this.codec()).read(text, { verifySignature: false });
      if (reading.valid) {
        const facts = configurationFacts(reading.configuration);
        known = { signature: probe.signature, facts, ioOffset: 0, states: new Map() };
        this.facts.set(siteId, known);
        await this.statuses.saveFingerprints(siteId, facts.fingerprints);
      }
      if (previous?.signature !== undefined && previous.signature !== probe.signature) {
        lastChange = { at: now, by: '', via: 'outside' };
        await this.audit.record(SERVER_ACTOR, { action: 'configuration.outside-change', siteId, target: site.site.name, detail: `signature ${probe.signature}, dated ${probe.documentDate}` });
      } else if (previous?.signature === undefined && lastChange === undefined && reading.valid) {
        lastChange = { at: reading.date.toISOString(), by: '', via: 'outside' };
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
      reachability: 'reachable',
      polledAt: now,
      serverStatus: probe.serverStatus,
      version: probe.version,
      licence: probe.licence,
      ...(known ? { devices: { total: known.facts.devices, ...(connected === undefined ? {} : { connected }) }, problems: known.facts.problems } : previous?.devices ? { devices: previous.devices, ...(previous.problems ? { problems: previous.problems } : {}) } : {}),
      ...(lastChange ? { lastChange } : {}),
      signature: probe.signature,
      documentDate: probe.documentDate,
    };
  }
}
