import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChainVerification } from '../../application/audit/verify-audit-chain.use-case';
import type { AuditQuery } from '../../application/ports/audit-log.port';
import type { HistoryStatus } from '../../application/ports/history-status.port';
import type { VersionQuery } from '../../application/ports/history-store.port';
import type { VersionComparison } from '../../application/ports/version-comparer.port';
import type { AuditEntry, AuditRecord } from '../../domain/audit/audit-entry';
import { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit/audit-entry';
import type { ConfigurationVersion } from '../../domain/history/configuration-version';
import { auditCsv, auditJson } from './audit-export';
import { encodeModelJson } from './model-json';
import { basicCredentials } from './operation-classifier';
import type { RootCheck } from './root-check';

/** What the history and audit routes answer with. */
export interface HistoryApi {
  readonly siteId: string;
  status(): Promise<HistoryStatus>;
  versions(query: VersionQuery): Promise<readonly ConfigurationVersion[]>;
  authors(): Promise<readonly string[]>;
  version(id: number): Promise<ConfigurationVersion | undefined>;
  document(id: number): Promise<string>;
  compare(from: number, to: number): Promise<VersionComparison>;
  audit(query: AuditQuery): Promise<readonly AuditEntry[]>;
  verify(): Promise<ChainVerification>;
  record(record: Omit<AuditRecord, 'entryId' | 'at' | 'siteId' | 'vigilInstance'>): Promise<unknown>;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const PAGE_LIMIT = 500;
const EXPORT_LIMIT = 100_000;

function send(response: ServerResponse, status: number, body: string, type = 'application/json; charset=utf-8', extra: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  response.end(body);
}

function integer(query: URLSearchParams, name: string, fallback?: number): number | undefined {
  const text = query.get(name);
  if (text === null || text === '') return fallback;
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, `${name} must be a whole number`);
  return Number(text);
}

function date(query: URLSearchParams, name: string): string | undefined {
  const text = query.get(name);
  if (text === null || text === '') return undefined;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) throw new HttpError(400, `${name} must be a date (ISO 8601)`);
  return parsed.toISOString();
}

function text(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name);
  return value === null || value === '' ? undefined : value;
}

function auditQuery(query: URLSearchParams, siteId: string, limit: number): AuditQuery {
  const actions = query.getAll('action').filter((action) => action !== '');
  const unknown = actions.find((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action));
  if (unknown !== undefined) throw new HttpError(400, `unknown action "${unknown}"`);
  const result = text(query, 'result');
  if (result !== undefined && !['succeeded', 'refused', 'failed'].includes(result)) throw new HttpError(400, 'result must be succeeded, refused or failed');
  return {
    siteId,
    actor: text(query, 'actor'),
    actions: actions.length > 0 ? (actions as AuditAction[]) : undefined,
    result: result as AuditQuery['result'],
    from: date(query, 'from'),
    to: date(query, 'to'),
    beforeSequence: integer(query, 'before'),
    limit,
  };
}

/**
 * The console's history and audit calls (docs/history.md, "The HTTP calls"),
 * under `/vigil/`: only for the appliance's root account (Basic credentials,
 * checked against the appliance and remembered briefly), read-only, JSON.
 * Returns true when the path was one of them.
 */
export function historyRoutes(api: HistoryApi, roots: RootCheck) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://console.invalid');
    const path = url.pathname;
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') throw new HttpError(405, 'history and audit are read-only');
      const credentials = basicCredentials(request.headers.authorization);
      if (!credentials) throw new HttpError(401, 'sign in with the appliance’s root account');
      const root = await roots.isRoot(credentials).catch(() => {
        throw new HttpError(502, 'the appliance could not check the credentials');
      });
      if (root === undefined) throw new HttpError(401, 'Invalid username or password');
      if (!root) throw new HttpError(403, "User isn't root");
      await route(path, url.searchParams, response, api, credentials.user, request.socket.remoteAddress ?? '');
    } catch (error) {
      if (response.headersSent) {
        response.destroy(error as Error);
        return;
      }
      const status = error instanceof HttpError ? error.status : 500;
      const extra: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Basic realm="vigil"' } : status === 405 ? { Allow: 'GET' } : {};
      send(response, status, JSON.stringify({ result: false, detail: error instanceof HttpError ? error.message : `history is unavailable: ${(error as Error).message}` }), undefined, extra);
    }
  };
}

async function route(path: string, query: URLSearchParams, response: ServerResponse, api: HistoryApi, user: string, address: string): Promise<void> {
  if (path === '/vigil/history/status') return send(response, 200, JSON.stringify(await api.status()));
  if (path === '/vigil/history/authors') return send(response, 200, JSON.stringify({ authors: await api.authors() }));
  if (path === '/vigil/history/versions') {
    const source = text(query, 'source');
    if (source !== undefined && source !== 'vigil' && source !== 'outside') throw new HttpError(400, 'source must be vigil or outside');
    const versions = await api.versions({
      siteId: api.siteId,
      source: source as VersionQuery['source'],
      author: text(query, 'author'),
      item: text(query, 'item'),
      beforeId: integer(query, 'before'),
      from: date(query, 'from'),
      to: date(query, 'to'),
      limit: Math.min(integer(query, 'limit', 100)!, PAGE_LIMIT),
    });
    return send(response, 200, encodeModelJson({ versions }));
  }
  const one = /^\/vigil\/history\/versions\/(\d{1,15})(\/document)?$/.exec(path);
  if (one) {
    const version = await api.version(Number(one[1]));
    if (!version || version.siteId !== api.siteId) throw new HttpError(404, `no version ${one[1]}`);
    if (!one[2]) return send(response, 200, encodeModelJson(version));
    const name = `configuration-version-${version.id}-${version.recordedAt.slice(0, 16).replace(/[-:T]/g, '')}.xml`;
    return send(response, 200, await api.document(version.id), 'text/xml; charset=utf-8', { 'Content-Disposition': `attachment; filename="${name}"` });
  }
  if (path === '/vigil/history/compare') {
    const from = integer(query, 'from');
    const to = integer(query, 'to');
    if (from === undefined || to === undefined) throw new HttpError(400, 'from and to are required (version ids)');
    const [first, second] = await Promise.all([api.version(from), api.version(to)]);
    if (!first || first.siteId !== api.siteId) throw new HttpError(404, `no version ${from}`);
    if (!second || second.siteId !== api.siteId) throw new HttpError(404, `no version ${to}`);
    return send(response, 200, encodeModelJson(await api.compare(from, to)));
  }
  if (path === '/vigil/audit') {
    const format = text(query, 'format');
    if (format === undefined) return send(response, 200, JSON.stringify({ entries: await api.audit(auditQuery(query, api.siteId, Math.min(integer(query, 'limit', 100)!, PAGE_LIMIT))) }));
    if (format !== 'csv' && format !== 'json') throw new HttpError(400, 'format must be csv or json');
    const entries = await api.audit(auditQuery(query, api.siteId, EXPORT_LIMIT));
    await api.record({ actor: user, address, action: 'audit.export', target: format, result: 'succeeded', detail: `${entries.length} entries` });
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '');
    return format === 'csv'
      ? send(response, 200, auditCsv(entries), 'text/csv; charset=utf-8', { 'Content-Disposition': `attachment; filename="vigil-audit-${stamp}.csv"` })
      : send(response, 200, auditJson(entries), 'application/json; charset=utf-8', { 'Content-Disposition': `attachment; filename="vigil-audit-${stamp}.json"` });
  }
  if (path === '/vigil/audit/verify') return send(response, 200, JSON.stringify(await api.verify()));
  throw new HttpError(404, `no such call: ${path}`);
}
