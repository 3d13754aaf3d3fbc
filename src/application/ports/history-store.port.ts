import type { ConfigurationVersion, VersionProblem, VersionSource, VersionSummary } from '../../domain/history/configuration-version';

/** A version to store: what it is, and the document with its secrets already sealed. */
export interface NewVersion {
  /** Made when the version was seen, so a version written twice (from the spool) is stored once. */
  readonly entryId: string;
  readonly siteId: string;
  readonly recordedAt: string;
  readonly source: VersionSource;
  readonly vigilInstance: string;
  readonly author: string;
  readonly address: string;
  readonly note: string;
  readonly signature: string;
  readonly documentDate: string;
  readonly sealedText: string;
}

/** Which versions to list, newest first. */
export interface VersionQuery {
  readonly siteId: string;
  readonly source?: VersionSource;
  readonly author?: string;
  /** Versions that touched this item (`contacts/<id>`) or, ending with '/', any item under it (`contacts/`). */
  readonly item?: string;
  readonly beforeId?: number;
  /** ISO dates, inclusive. */
  readonly from?: string;
  readonly to?: string;
  readonly limit: number;
}

export type RecordOutcome =
  /** Stored as a new version. */
  | { readonly kind: 'recorded'; readonly id: number }
  /** The poller had recorded the same document as changed outside Vigil a moment before: that version is now this save. */
  | { readonly kind: 'claimed'; readonly id: number }
  /** The site's latest version is this very document (`onlyIfChanged`), or this version was stored already. */
  | { readonly kind: 'unchanged'; readonly id: number };

/**
 * The configuration versions of every site (docs/history.md, "How versions
 * are stored"). Stores are written once over the database port, so the
 * embedded database and a PostgreSQL server behave alike.
 */
export interface HistoryStorePort {
  ensureSite(site: { readonly id: string; readonly address: string }): Promise<void>;
  /**
   * Stores a version, under a lock per site shared by every Vigil server on
   * the database. `claimOutside`: a save whose document the poller already
   * recorded as outside takes that version over. `onlyIfChanged`: nothing is
   * stored when the latest version is this very document (byte for byte:
   * a hand edit that kept the old signature is a change too).
   */
  record(version: NewVersion, options?: { readonly claimOutside?: boolean; readonly onlyIfChanged?: boolean }): Promise<RecordOutcome>;
  get(id: number): Promise<ConfigurationVersion | undefined>;
  latest(siteId: string): Promise<ConfigurationVersion | undefined>;
  /** The version recorded just before this one on its site. */
  previous(id: number): Promise<ConfigurationVersion | undefined>;
  list(query: VersionQuery): Promise<readonly ConfigurationVersion[]>;
  /** Who saved through Vigil on this site, for the History page's filter. */
  authors(siteId: string): Promise<readonly string[]>;
  /** The document as recorded (secrets sealed), checked against its hash. */
  sealedDocument(id: number): Promise<string>;
  setSummary(id: number, summary: VersionSummary, problems: readonly VersionProblem[]): Promise<void>;
  /** Versions whose summary is still to be made, oldest first. */
  unsummarised(limit: number): Promise<readonly number[]>;
  /** Every version of a site, for the retention. */
  versionsOf(siteId: string): Promise<readonly { readonly id: number; readonly recordedAt: string }[]>;
  /** Removes versions (never a site's latest), marks the next ones to be summarised again, and frees what no version uses any more. */
  remove(ids: readonly number[]): Promise<void>;
  /** Bytes the site's versions take (their chunks, compressed). */
  storedBytes(siteId: string): Promise<number>;
  sites(): Promise<readonly string[]>;
}
