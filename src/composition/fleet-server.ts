import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { FleetAudit, type FleetContext } from '../application/fleet/fleet-audit';
import { FleetOverview } from '../application/fleet/fleet-overview';
import { OperatorDirectory } from '../application/fleet/operator-directory';
import { DEFAULT_SESSION_POLICY, OperatorSessions, type SessionPolicy } from '../application/fleet/operator-sessions';
import type { JobQueuePort } from '../application/fleet/ports/job-queue.port';
import type { PasswordHasherPort } from '../application/fleet/ports/password-hasher.port';
import { CompareSites } from '../application/fleet/compare-sites';
import { PrepareCopy } from '../application/fleet/prepare-copy';
import { SiteDocuments } from '../application/fleet/site-documents';
import { generateGuid } from '../domain/configuration/guid';
import { Rollouts } from '../application/fleet/rollouts';
import { SavedThroughVigil } from '../application/fleet/saved-through-vigil';
import { ReadVersionDocumentUseCase } from '../application/history/read-version-document.use-case';
import { RecordVersionUseCase } from '../application/history/record-version.use-case';
import { SummariseVersionsUseCase } from '../application/history/summarise-versions.use-case';
import { CodecVersionComparerAdapter } from '../infrastructure/history/codec-version-comparer.adapter';
import { SetUpFirstOperatorUseCase } from '../application/fleet/set-up-first-operator.use-case';
import { SignInOperatorUseCase } from '../application/fleet/sign-in-operator.use-case';
import { SiteCredentials } from '../application/fleet/site-credentials';
import { SiteDirectory } from '../application/fleet/site-directory';
import { SiteTransfer } from '../application/fleet/site-transfer';
import { CsvCodecAdapter } from '../infrastructure/fleet/csv-codec.adapter';
import { HttpApplianceAccessAdapter } from '../infrastructure/fleet/http-appliance-access.adapter';
import { ScryptPasswordHasherAdapter } from '../infrastructure/fleet/scrypt-password-hasher.adapter';
import { SqlOperatorSessionStoreAdapter } from '../infrastructure/fleet/sql-operator-session-store.adapter';
import { SqlOperatorStoreAdapter } from '../infrastructure/fleet/sql-operator-store.adapter';
import { SqlRolloutStoreAdapter } from '../infrastructure/fleet/sql-rollout-store.adapter';
import { SqlSiteStatusStoreAdapter } from '../infrastructure/fleet/sql-site-status-store.adapter';
import { SqlSiteStoreAdapter } from '../infrastructure/fleet/sql-site-store.adapter';
import { createFleetApi } from '../infrastructure/node/fleet/fleet-api';
import { PgBossJobQueueAdapter } from '../infrastructure/fleet/pg-boss-job-queue.adapter';
import { FleetWorker } from '../application/fleet/fleet-worker';
import { PollSiteUseCase } from '../application/fleet/poll-site.use-case';
import type { Configuration } from '../domain/configuration/configuration';
import { NodeMd5Adapter } from '../infrastructure/crypto/node-md5.adapter';
import { resolveConfigurationSalt } from '../infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import type { FleetServices } from '../infrastructure/node/fleet/fleet-services';
import { SignInThrottle } from '../infrastructure/node/sign-in-throttle';
import type { ServerData } from './server-data';
import type { Exchange } from '../infrastructure/node/request-pipeline';
import { composeFleetSiteConsoles } from './fleet-site-console';

export interface FleetServerOptions {
  readonly data: ServerData;
  /** Session lifetimes (default: 30 minutes idle, 12 hours at most). */
  readonly sessions?: SessionPolicy;
  /** Operators' password hashing (default: scrypt at OWASP's cost; tests pass a cheaper one). */
  readonly hasher?: PasswordHasherPort;
  /** Failed operator sign-ins per address (default: the appliance's delays, docs/security.md). */
  readonly throttle?: SignInThrottle;
  /** The clock (tests move it to expire sessions). */
  readonly now?: () => Date;
  /** How often each site is polled (default 60 s; 0: never, and no job queue is started). */
  readonly pollEveryMs?: number;
  /** How often this server asks the queue for due polls (default 1 s: one small query per queue). */
  readonly fetchEverySeconds?: number;
  readonly log?: (message: string, error: unknown) => void;
}

/** The fleet on the console server: its services, and the handler of `/fleet/api`. */
export interface FleetServer {
  readonly services: FleetServices;
  /** Every call of `/fleet/api` (method and path pattern), for the tests that go through them all. */
  readonly routes: readonly { readonly method: string; readonly path: string }[];
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** A site's console calls (`/fleet/sites/ID/api/…`, `/fleet/sites/ID/vigil/…`), through the proxy with the site's stored credentials. */
  handleSite(exchange: Exchange): void;
  /** Starts the polls (the shared job queue); resolves once this server takes jobs. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** With polling off (`pollEveryMs: 0`): nothing is scheduled, and the overview says the sites were never polled. */
const NO_QUEUE: Pick<JobQueuePort, 'schedulePoll' | 'scheduleRolloutStep' | 'retryRolloutStep'> = {
  schedulePoll: async () => undefined,
  scheduleRolloutStep: async () => undefined,
  retryRolloutStep: async () => undefined,
};

/**
 * Builds fleet mode (docs/fleet.md) on the data opened by server-data.ts:
 * the operators and their sessions, the sites with sealed credentials, the
 * overview and rollouts, each store over the one database port, the audit
 * shared with the history.
 */
/** A rollout step's document kept as a version of its site's history, then summarised as a save's is (docs/fleet.md, "Rollouts"). */
function rolloutVersions(data: ServerData, codec: XmlConfigurationCodecAdapter<Configuration>, log: (message: string, error: unknown) => void): RecordVersionUseCase {
  const record = new RecordVersionUseCase(data.versions, data.spool, data.availability, data.sealer, data.instanceId);
  const summarise = new SummariseVersionsUseCase(data.versions, new ReadVersionDocumentUseCase(data.versions, data.sealer), new CodecVersionComparerAdapter(codec));
  record.onRecorded(() => void summarise.execute().catch((error: unknown) => log('fleet: a rollout version could not be summarised', error)));
  return record;
}

export function composeFleetServer(options: FleetServerOptions): FleetServer {
  const { data } = options;
  const context: FleetContext = { now: options.now ?? (() => new Date()), newId: randomUUID, instanceId: data.instanceId };
  const hasher = options.hasher ?? new ScryptPasswordHasherAdapter();
  const access = new HttpApplianceAccessAdapter();
  const operators = new SqlOperatorStoreAdapter(data.database);
  const sites = new SqlSiteStoreAdapter(data.database);
  const statuses = new SqlSiteStatusStoreAdapter(data.database);
  const audit = new FleetAudit(data.recordOperation, context);
  const token = { random: () => randomBytes(32).toString('base64url'), hash: (value: string) => createHash('sha256').update(value).digest('hex') };
  const sessions = new OperatorSessions(new SqlOperatorSessionStoreAdapter(data.database), context, token, options.sessions ?? DEFAULT_SESSION_POLICY);
  const credentials = new SiteCredentials(sites, data.sealer);
  const saved = new SavedThroughVigil(credentials, access, statuses, context);
  const periodMs = options.pollEveryMs ?? 60_000;
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));
  const fetchEverySeconds = options.fetchEverySeconds ?? 1;
  const queue = periodMs > 0
    ? new PgBossJobQueueAdapter(data.database, { fetchEverySeconds, expireInSeconds: 60, maintenanceEverySeconds: Math.max(60, Math.round(periodMs / 1000)), batchSize: 100 }, (error) => log('fleet job queue', error))
    : undefined;
  const jobs = queue ?? NO_QUEUE;
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), resolveConfigurationSalt());
  const documents = new SiteDocuments(credentials, access, async () => codec);
  const services: FleetServices = {
    operators,
    operatorDirectory: new OperatorDirectory(operators, hasher, audit, context),
    sessions,
    setUp: new SetUpFirstOperatorUseCase(operators, hasher, sessions, audit, context),
    signIn: new SignInOperatorUseCase(operators, hasher, sessions, audit),
    sites: new SiteDirectory(sites, access, data.sealer, jobs, audit, context),
    transfer: new SiteTransfer(sites, access, data.sealer, new CsvCodecAdapter(), jobs, audit, context),
    overview: new FleetOverview(sites, statuses),
    rollouts: new Rollouts(new SqlRolloutStoreAdapter(data.database), credentials, access, data.sealer, jobs, saved, audit, context, rolloutVersions(data, codec, log)),
    documents,
    compare: new CompareSites(documents, audit),
    copy: new PrepareCopy(documents, async () => codec, () => generateGuid(), context.now),
    credentials,
    saved,
    audit,
    auditLog: data.audit,
    throttle: options.throttle ?? new SignInThrottle(),
  };
  const poll = new PollSiteUseCase(credentials, access, statuses, async () => codec, audit, context, services.rollouts);
  const worker = queue ? new FleetWorker(queue, poll, services.rollouts, sites, statuses, context, periodMs) : undefined;
  const api = createFleetApi(services, (configuration) => codec.toJson(configuration));
  const siteConsoles = composeFleetSiteConsoles(data, services, log);
  const listener = getRequestListener((request, env) => api.fetch(request, env), { overrideGlobalObjects: false });
  return {
    services,
    routes: api.routes.map((route) => ({ method: route.method, path: route.path })),
    handle: (request, response) => void listener(request, response),
    handleSite: (exchange) => siteConsoles.handle(exchange),
    start: async () => {
      await worker?.start();
    },
    close: async () => {
      await worker?.stop();
      await siteConsoles.close();
    },
  };
}
