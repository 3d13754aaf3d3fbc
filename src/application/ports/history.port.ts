import type { ChainVerification } from '../audit/verify-audit-chain.use-case';
import type { AuditAction, AuditEntry, AuditResult } from '../../domain/audit/audit-entry';
import type { ConfigurationVersion, VersionSource } from '../../domain/history/configuration-version';
import type { HistoryStatus } from './history-status.port';
import type { VersionComparison } from './version-comparer.port';

/** The timeline's filters (all optional), newest first. */
export interface TimelineQuery {
  readonly source?: VersionSource;
  readonly author?: string;
  /** One item (`contacts/<id>`) or every item of a list (`contacts/`). */
  readonly item?: string;
  readonly beforeId?: number;
  readonly to?: string;
  readonly limit?: number;
}

/** The audit's filters (all optional), newest first. */
export interface AuditFilter {
  readonly actor?: string;
  readonly action?: AuditAction;
  readonly result?: AuditResult;
  /** ISO dates, inclusive. */
  readonly from?: string;
  readonly to?: string;
  readonly beforeSequence?: number;
  readonly limit?: number;
}

/** A file the console offers to save. */
export interface HistoryFile {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  readonly type: string;
}

/**
 * The Vigil server's history and audit, as the console reaches them: over
 * HTTP like every other call (`/vigil/…`, docs/history.md), so the console
 * never knows which database is behind. Refusals reject with the console's
 * errors (ApplianceRequestError: 404 when the server keeps no history).
 */
export interface HistoryPort {
  status(): Promise<HistoryStatus>;
  versions(query: TimelineQuery): Promise<readonly ConfigurationVersion[]>;
  authors(): Promise<readonly string[]>;
  compare(from: number, to: number): Promise<VersionComparison>;
  audit(filter: AuditFilter): Promise<readonly AuditEntry[]>;
  verify(): Promise<ChainVerification>;
  exportAudit(filter: AuditFilter, format: 'csv' | 'json'): Promise<HistoryFile>;
}
