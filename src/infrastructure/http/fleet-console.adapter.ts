import ky, { HTTPError, type KyInstance } from 'ky';
import { NetworkError, TooManySignInsError } from '../../application/errors/console-errors';
import { FleetError } from '../../application/fleet/fleet-errors';
import type { FleetAuditFilter, FleetConsolePort, FleetFile, FleetImportOutcome, FleetOperator, FleetOverview, FleetState, OperatorForm } from '../../application/fleet-console/fleet-console.port';
import type { FieldProblem } from '../../domain/configuration/field-validators';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { Operator, OperatorRole } from '../../domain/fleet/operator';
import type { Site, SiteFields } from '../../domain/fleet/site';
import { isErrorCode } from '../../domain/shared/error-code';
import { REQUESTED_WITH, REQUESTED_WITH_HEADER } from './http-transport';

/** The ky instance of the fleet's calls: `/fleet/api` on the console's origin, the session in its cookie, the console's header, no retry. */
export function createFleetHttp(options: { readonly baseUrl?: string; readonly fetch?: typeof fetch } = {}): KyInstance {
  return ky.create({
    prefixUrl: `${(options.baseUrl ?? '').replace(/\/$/, '')}/fleet/api`,
    retry: 0,
    timeout: false,
    credentials: 'same-origin',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: { beforeRequest: [(request) => request.headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH.console)] },
  });
}

interface Refusal {
  readonly code?: unknown;
  readonly detail?: unknown;
  readonly fields?: unknown;
  readonly retryAfter?: unknown;
}

async function refusalOf(response: Response): Promise<Refusal> {
  try {
    const body: unknown = await response.clone().json();
    return body !== null && typeof body === 'object' ? (body as Refusal) : {};
  } catch {
    return {};
  }
}

/** The fields at fault of a FORM.INVALID refusal, read tolerantly: each with a known code and its English words. */
function fieldsOf(value: unknown): Record<string, FieldProblem> {
  if (value === null || typeof value !== 'object') return {};
  const fields: Record<string, FieldProblem> = {};
  for (const [name, problem] of Object.entries(value as Record<string, unknown>)) {
    const { code, message } = (problem ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && isErrorCode(code)) fields[name] = { code, message: typeof message === 'string' ? message : '' } as FieldProblem;
  }
  return fields;
}

/** The console's error for a refusal of the fleet's API. */
async function fleetErrorOf(error: HTTPError): Promise<Error> {
  const { status } = error.response;
  const body = await refusalOf(error.response);
  const detail = typeof body.detail === 'string' ? body.detail : `request failed with status code ${status}`;
  if (status === 429) {
    const seconds = typeof body.retryAfter === 'number' ? body.retryAfter : Number(error.response.headers.get('retry-after') ?? 1) || 1;
    return new TooManySignInsError(seconds, error);
  }
  const code = typeof body.code === 'string' && isErrorCode(body.code) ? body.code : status === 401 ? 'FLEET.NOT_SIGNED_IN' : 'APPLIANCE.SOMETHING_WENT_WRONG';
  return new FleetError(code, detail, fieldsOf(body.fields));
}

async function fleetCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HTTPError) throw await fleetErrorOf(error);
    throw new NetworkError(error);
  }
}

/** The file name a `Content-Disposition: attachment; filename="…"` gives, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** The fleet's calls over HTTP (docs/fleet.md): JSON in and out, the operator's session in its HttpOnly cookie. */
export class HttpFleetConsoleAdapter implements FleetConsolePort {
  constructor(private readonly http: KyInstance) {}

  async state(): Promise<FleetState> {
    try {
      const answer = await this.http.get('state').json<{ setUp: boolean; operator?: FleetOperator }>();
      return { mode: 'fleet', setUp: answer.setUp === true, ...(answer.operator ? { operator: answer.operator } : {}) };
    } catch (error) {
      // A plain Vigil server answers every /fleet/api call 404 without a fleet code ("not in fleet mode").
      if (error instanceof HTTPError && error.response.status === 404 && (await refusalOf(error.response)).code === undefined) return { mode: 'single' };
      if (error instanceof HTTPError) throw await fleetErrorOf(error);
      throw new NetworkError(error);
    }
  }

  setUp(name: string, password: string): Promise<FleetOperator> {
    return fleetCall(async () => (await this.http.post('setup', { json: { name, password } }).json<{ operator: FleetOperator }>()).operator);
  }

  signIn(name: string, password: string): Promise<FleetOperator> {
    return fleetCall(async () => (await this.http.post('session', { json: { name, password } }).json<{ operator: FleetOperator }>()).operator);
  }

  signOut(): Promise<void> {
    return fleetCall(async () => {
      await this.http.delete('session');
    });
  }

  overview(baseline?: string): Promise<FleetOverview> {
    return fleetCall(() => this.http.get('overview', { searchParams: baseline ? { baseline } : {} }).json<FleetOverview>());
  }

  site(id: string): Promise<Site> {
    return fleetCall(async () => (await this.http.get(`sites/${encodeURIComponent(id)}`).json<{ site: Site }>()).site);
  }

  addSite(fields: SiteFields): Promise<Site> {
    return fleetCall(async () => (await this.http.post('sites', { json: fields }).json<{ site: Site }>()).site);
  }

  updateSite(id: string, fields: SiteFields): Promise<Site> {
    return fleetCall(async () => (await this.http.put(`sites/${encodeURIComponent(id)}`, { json: fields }).json<{ site: Site }>()).site);
  }

  removeSite(id: string, deleteHistory: boolean): Promise<void> {
    return fleetCall(async () => {
      await this.http.delete(`sites/${encodeURIComponent(id)}`, { searchParams: deleteHistory ? { history: 'delete' } : {} });
    });
  }

  importSites(csv: string): Promise<FleetImportOutcome> {
    return fleetCall(() => this.http.post('sites/import', { json: { csv } }).json<FleetImportOutcome>());
  }

  exportSites(): Promise<FleetFile> {
    return fleetCall(async () => {
      const response = await this.http.get('sites/export');
      return { fileName: fileNameOf(response.headers.get('content-disposition'), 'vigil-sites.csv'), bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'text/csv' };
    });
  }

  audit(filter: FleetAuditFilter): Promise<readonly AuditEntry[]> {
    const search = new URLSearchParams();
    if (filter.actor) search.set('actor', filter.actor);
    for (const action of filter.actions ?? []) search.append('action', action);
    if (filter.limit !== undefined) search.set('limit', String(filter.limit));
    return fleetCall(async () => (await this.http.get('audit', { searchParams: search }).json<{ entries: AuditEntry[] }>()).entries);
  }

  operators(): Promise<readonly Operator[]> {
    return fleetCall(async () => (await this.http.get('operators').json<{ operators: Operator[] }>()).operators);
  }

  addOperator(form: OperatorForm): Promise<Operator> {
    return fleetCall(async () => (await this.http.post('operators', { json: form }).json<{ operator: Operator }>()).operator);
  }

  setOperatorRole(id: string, role: OperatorRole): Promise<void> {
    return fleetCall(async () => {
      await this.http.patch(`operators/${encodeURIComponent(id)}`, { json: { role } });
    });
  }

  removeOperator(id: string): Promise<void> {
    return fleetCall(async () => {
      await this.http.delete(`operators/${encodeURIComponent(id)}`);
    });
  }
}
