import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ApplyRetentionUseCase } from '../application/history/apply-retention.use-case';
import { CompareVersionsUseCase } from '../application/history/compare-versions.use-case';
import type { HistorySite } from '../application/history/history-site';
import { PollApplianceUseCase, type PollOutcome } from '../application/history/poll-appliance.use-case';
import { ReadVersionDocumentUseCase } from '../application/history/read-version-document.use-case';
import { RecordVersionUseCase } from '../application/history/record-version.use-case';
import { SummariseVersionsUseCase } from '../application/history/summarise-versions.use-case';
import type { ApplianceCredentials } from '../application/ports/appliance-document.port';
import type { VersionComparerPort } from '../application/ports/version-comparer.port';
import type { Configuration } from '../domain/configuration/configuration';
import { DEFAULT_RETENTION, type RetentionPolicy } from '../domain/history/retention';
import { NodeMd5Adapter } from '../infrastructure/crypto/node-md5.adapter';
import { ApiRecorder } from '../infrastructure/history/api-recorder';
import { ApplianceDocumentAdapter, type ApplianceGet } from '../infrastructure/history/appliance-document.adapter';
import { CodecVersionComparerAdapter } from '../infrastructure/history/codec-version-comparer.adapter';
import { historyRoutes } from '../infrastructure/history/history-routes';
import { RootCheck } from '../infrastructure/history/root-check';
import { bodyLimitFor } from '../infrastructure/node/body-limit';
import { resolveConfigurationSalt } from '../infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import type { ServerData } from './server-data';

export interface HistoryServerOptions {
  readonly data: ServerData;
  readonly site: HistorySite;
  /** GETs to the appliance the console server serves (the simulator's app, or the proxied appliance). */
  readonly appliance: ApplianceGet;
  /** How often the appliance's configuration is read for changes made outside Vigil (default 60 s; 0: never on its own). */
  readonly pollEveryMs?: number;
  readonly retention?: RetentionPolicy;
  /** How often the retention runs (default daily; 0: never on its own). */
  readonly retentionEveryMs?: number;
  readonly log?: (message: string, error: unknown) => void;
  /** Where a save waits until it is recorded (default: the server's journal; a fleet site has its own). */
  readonly journal?: ServerData['journal'];
  /** Who made a call, when it is not the appliance user of its credentials (a fleet operator, through a site's console). */
  readonly actorOf?: (request: IncomingMessage) => string | undefined;
}

/** History and audit on the console server: its routes, the recorder of appliance calls, and what runs in the background. */
export interface HistoryServer {
  readonly routes: ReturnType<typeof historyRoutes>;
  readonly recorder: ApiRecorder;
  readonly site: HistorySite;
  /** Reads the appliance now (with the last root credentials seen); undefined when none were seen yet. */
  poll(): Promise<PollOutcome | undefined>;
  /** Summarises the versions that have none; resolves when done. */
  summarise(): Promise<number>;
  /** Writes what waits in the spool now (it is also drained every few seconds while something waits). */
  drain(): Promise<number>;
  readonly retention: ApplyRetentionUseCase;
  close(): Promise<void>;
}

/**
 * Builds history and audit for one appliance on the data opened by
 * server-data.ts: the versions are read and compared with the configuration
 * codec (node:crypto MD5), the appliance is polled with the last root
 * credentials that worked (kept in memory only: after a restart, polling
 * starts again at the next sign-in).
 */
export function composeHistoryServer(options: HistoryServerOptions): HistoryServer {
  const { data, site } = options;
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const now = () => new Date();
  const appliance = new ApplianceDocumentAdapter(options.appliance);
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
  const comparer: VersionComparerPort = new CodecVersionComparerAdapter(codec);
  const documents = new ReadVersionDocumentUseCase(data.versions, data.sealer);
  const recordVersion = new RecordVersionUseCase(data.versions, data.spool, data.availability, data.sealer, data.instanceId);
  const summarise = new SummariseVersionsUseCase(data.versions, documents, comparer);
  const compare = new CompareVersionsUseCase(data.versions, documents, comparer);
  const poll = new PollApplianceUseCase(appliance, site, recordVersion, data.recordOperation, data.instanceId, data.sha256, randomUUID, now);
  const retention = new ApplyRetentionUseCase(data.versions, data.audit, options.retention ?? DEFAULT_RETENTION, now);

  let closed = false;
  const summariseSoon = () => {
    if (closed) return;
    // After the answers of the saves under way (the version just kept is one): a summary reads two whole documents on this thread.
    void recorder.settled().then(() =>
      setImmediate(() => void (closed ? undefined : summarise.execute().catch((error: unknown) => log('history: versions could not be summarised', error)))),
    );
  };
  recordVersion.onRecorded(summariseSoon);
  data.drainSpool.onVersionsWritten(summariseSoon);

  let credentials: ApplianceCredentials | undefined;
  const pollNow = async () => (credentials && !closed ? poll.execute(credentials) : undefined);
  const remember = (seen: ApplianceCredentials) => {
    const first = credentials === undefined || credentials.user !== seen.user || credentials.password !== seen.password;
    credentials = seen;
    // At sign-in (or when the credentials change): read the appliance at once.
    if (first) void pollNow().catch((error: unknown) => log('history: the appliance could not be read', error));
  };

  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, work: () => Promise<unknown>) => {
    if (ms <= 0) return;
    const timer = setInterval(() => void work().catch((error: unknown) => log('history: a background task failed', error)), ms);
    timer.unref();
    timers.push(timer);
  };
  every(options.pollEveryMs ?? 60_000, pollNow);
  every(options.retentionEveryMs ?? 24 * 60 * 60 * 1000, () => retention.execute());

  const recorder = new ApiRecorder({
    site, recordOperation: data.recordOperation, recordVersion, poll, appliance, remember, vigilInstance: data.instanceId, newId: randomUUID, now, log,
    bodyLimit: bodyLimitFor('/api/configuration'), journal: options.journal ?? data.journal,
    ...(options.actorOf ? { actorOf: options.actorOf } : {}),
  });
  // Saves a previous run answered and did not record (stopped in between): recorded before any new save.
  void recorder.recover().catch((error: unknown) => log('history: saves left in the journal could not be recorded', error));
  /** A read of history waits for the saves already answered to be written (docs/history.md, "When a save is recorded"). */
  const fresh = <A extends unknown[], R>(read: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    await recorder.recorded();
    return read(...args);
  };
  // What a previous run left unsummarised (a crash, versions drained from the spool).
  summariseSoon();
  const routes = historyRoutes(
    {
      siteId: site.id,
      status: fresh(() => data.status()),
      versions: fresh((query) => data.versions.list(query)),
      authors: fresh(() => data.versions.authors(site.id)),
      version: fresh((id) => data.versions.get(id)),
      document: fresh((id) => documents.execute(id)),
      compare: fresh((from, to) => compare.execute(site.id, from, to)),
      audit: fresh((query) => data.audit.list(query)),
      verify: fresh(() => data.verifyAudit.execute()),
      record: (record) => data.recordOperation.execute({ ...record, entryId: randomUUID(), at: now().toISOString(), siteId: site.id, vigilInstance: data.instanceId }),
    },
    new RootCheck(appliance),
  );
  return {
    routes,
    recorder,
    site,
    poll: pollNow,
    summarise: () => summarise.execute(),
    drain: () => data.drainSpool.execute(),
    retention,
    close: async () => {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await new Promise((resolve) => setImmediate(resolve));
      await summarise.idle();
    },
  };
}
