import type { ChainAnchor } from '../../domain/audit/audit-chain';
import type { AuditAction, AuditEntry, AuditRecord, AuditResult } from '../../domain/audit/audit-entry';

/** Which entries to list, newest first; every criterion is optional. */
export interface AuditQuery {
  readonly siteId?: string;
  readonly actor?: string;
  readonly actions?: readonly AuditAction[];
  readonly result?: AuditResult;
  /** ISO dates, inclusive. */
  readonly from?: string;
  readonly to?: string;
  /** Entries older than this sequence (the next page). */
  readonly beforeSequence?: number;
  readonly limit: number;
}

/**
 * The audit: append-only and chained (each entry carries the hash of the one
 * before, docs/history.md). No call edits or deletes an entry; only the
 * retention removes the oldest, and it keeps the last removed entry's hash
 * as the anchor the chain goes on from.
 */
export interface AuditLogPort {
  /** Chains and writes the records in order; a record whose `entryId` is already there is skipped. */
  append(records: readonly AuditRecord[]): Promise<void>;
  list(query: AuditQuery): Promise<readonly AuditEntry[]>;
  /** The entries after `afterSequence`, in order, at most `limit` (the chain check walks them page by page). */
  readChain(afterSequence: number, limit: number): Promise<readonly AuditEntry[]>;
  /** Where the chain starts when the retention removed its beginning. */
  anchor(): Promise<ChainAnchor | undefined>;
  /** Removes the entries older than `before` (ISO date), moving the anchor; resolves to how many went. */
  removeOlderThan(before: string): Promise<number>;
}
