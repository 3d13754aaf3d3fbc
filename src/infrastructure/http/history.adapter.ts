import type { KyInstance } from 'ky';
import type { ChainVerification } from '../../application/audit/verify-audit-chain.use-case';
import type { AuditFilter, HistoryFile, HistoryPort, TimelineQuery } from '../../application/ports/history.port';
import type { HistoryStatus } from '../../application/ports/history-status.port';
import type { VersionComparison } from '../../application/ports/version-comparer.port';
import type { AuditEntry } from '../../domain/audit/audit-entry';
import type { ConfigurationVersion } from '../../domain/history/configuration-version';
import { decodeModelJson } from '../history/model-json';
import { callAppliance } from './appliance-http-client';

function searchOf(values: Readonly<Record<string, string | number | undefined>>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value !== undefined && value !== '') search.set(name, String(value));
  return search;
}

function auditSearch(filter: AuditFilter): Record<string, string | number | undefined> {
  return { actor: filter.actor, action: filter.action, result: filter.result, from: filter.from, to: filter.to, before: filter.beforeSequence, limit: filter.limit };
}

/** The file name a `Content-Disposition: attachment; filename="…"` gives, or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** History and audit over HTTP: the console server's `/vigil/` calls, with the session's credentials (`http` has the `/vigil` prefix). */
export class HttpHistoryAdapter implements HistoryPort {
  constructor(private readonly http: KyInstance) {}

  status(): Promise<HistoryStatus> {
    return callAppliance(() => this.http.get('history/status').json<HistoryStatus>());
  }

  versions(query: TimelineQuery): Promise<readonly ConfigurationVersion[]> {
    const search = searchOf({ source: query.source, author: query.author, item: query.item, before: query.beforeId, to: query.to, limit: query.limit });
    return callAppliance(async () => (decodeModelJson(await this.http.get('history/versions', { searchParams: search }).text()) as { versions: ConfigurationVersion[] }).versions);
  }

  authors(): Promise<readonly string[]> {
    return callAppliance(async () => (await this.http.get('history/authors').json<{ authors: string[] }>()).authors);
  }

  compare(from: number, to: number): Promise<VersionComparison> {
    return callAppliance(async () => decodeModelJson(await this.http.get('history/compare', { searchParams: { from, to } }).text()) as VersionComparison);
  }

  audit(filter: AuditFilter): Promise<readonly AuditEntry[]> {
    return callAppliance(async () => (await this.http.get('audit', { searchParams: searchOf(auditSearch(filter)) }).json<{ entries: AuditEntry[] }>()).entries);
  }

  verify(): Promise<ChainVerification> {
    return callAppliance(() => this.http.get('audit/verify').json<ChainVerification>());
  }

  exportAudit(filter: AuditFilter, format: 'csv' | 'json'): Promise<HistoryFile> {
    return callAppliance(async () => {
      const response = await this.http.get('audit', { searchParams: searchOf({ ...auditSearch(filter), limit: undefined, format }) });
      return { fileName: fileNameOf(response.headers.get('content-disposition'), `vigil-audit.${format}`), bytes: new Uint8Array(await response.arrayBuffer()), type: response.headers.get('content-type') ?? 'application/octet-stream' };
    });
  }
}
