import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { FleetAudit, type FleetContext } from '../application/fleet/fleet-audit';
import { FleetOverview } from '../application/fleet/fleet-overview';
import { OperatorDirectory } from '../application/fleet/operator-directory';
import { DEFAULT_SESSION_POLICY, OperatorSessions, type SessionPolicy } from '../application/fleet/operator-sessions';
import type { JobQueuePort } from '../application/fleet/ports/job-queue.port';
import type { PasswordHasherPort } from '../application/fleet/ports/password-hasher.port';
import { Rollouts } from '../application/fleet/rollouts';
import { SavedThroughVigil } from '../application/fleet/saved-through-vigil';
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
import type { FleetServices } from '../infrastructure/node/fleet/fleet-services';
import { SignInThrottle } from '../infrastructure/node/sign-in-throttle';
import type { ServerData } from './server-data';

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
}

/** The fleet on the console server: its services, and the handler of `/fleet/api`. */
export interface FleetServer {
  readonly services: FleetServices;
  /** Every call of `/fleet/api` (method and path pattern), for the tests that go through them all. */
  readonly routes: readonly { readonly method: string; readonly path: string }[];
  handle(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/**
 * The polls and rollout steps are not run by this slice yet (the shared job
 * queue is built separately, docs/fleet.md "What is not there yet"): a site
 * added is polled once the queue runs. This stands in its place and says so
 * by doing nothing, never by pretending a poll happened.
 */
const NO_QUEUE: Pick<JobQueuePort, 'schedulePoll' | 'scheduleRolloutStep'> = {
  schedulePoll: async () => undefined,
  scheduleRolloutStep: async () => undefined,
};

/**
 * Builds fleet mode (docs/fleet.md) on the data opened by server-data.ts:
 * the operators and their sessions, the sites with sealed credentials, the
 * overview and rollouts, each store over the one database port, the audit
 * shared with the history.
 */
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
  const services: FleetServices = {
    operators,
    operatorDirectory: new OperatorDirectory(operators, hasher, audit, context),
    sessions,
    setUp: new SetUpFirstOperatorUseCase(operators, hasher, sessions, audit, context),
    signIn: new SignInOperatorUseCase(operators, hasher, sessions, audit),
    sites: new SiteDirectory(sites, access, data.sealer, NO_QUEUE, audit, context),
    transfer: new SiteTransfer(sites, access, data.sealer, new CsvCodecAdapter(), NO_QUEUE, audit, context),
    overview: new FleetOverview(sites, statuses),
    rollouts: new Rollouts(new SqlRolloutStoreAdapter(data.database), credentials, access, data.sealer, NO_QUEUE, saved, audit, context),
    credentials,
    saved,
    audit,
    auditLog: data.audit,
    throttle: options.throttle ?? new SignInThrottle(),
  };
  const api = createFleetApi(services);
  const listener = getRequestListener((request, env) => api.fetch(request, env), { overrideGlobalObjects: false });
  return {
    services,
    routes: api.routes.map((route) => ({ method: route.method, path: route.path })),
    handle: (request, response) => void listener(request, response),
    close: async () => undefined,
  };
}
