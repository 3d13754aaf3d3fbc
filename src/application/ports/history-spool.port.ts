import type { AuditRecord } from '../../domain/audit/audit-entry';
import type { NewVersion } from './history-store.port';

/** A version waiting for the database, with how it was to be recorded. */
export interface SpooledVersion {
  readonly version: NewVersion;
  readonly options: { readonly claimOutside?: boolean; readonly onlyIfChanged?: boolean };
}

/** What waits in the spool while the database is away. */
export type SpooledItem = { readonly kind: 'audit'; readonly record: AuditRecord } | { readonly kind: 'version'; readonly version: SpooledVersion };


/**
 * An append-only file of what could not be written to the database (docs/history.md,
 * "When the database is away"): an item is on disk (synced) when `append`
 * resolves; `drain` hands the items over in order and forgets them only once
 * `write` resolved, so a crash in between writes them again (each carries
 * its id, and the stores skip what they already hold).
 */
export interface HistorySpoolPort {
  append(item: SpooledItem): Promise<void>;
  /** How many items wait. */
  size(): Promise<number>;
  drain(write: (items: readonly SpooledItem[]) => Promise<void>): Promise<number>;
}
