import type { ModelChange } from '../configuration/model-change';

/** Where a version came from: a save through a Vigil server, or a change the poller found made elsewhere. */
export type VersionSource = 'vigil' | 'outside';

/** A corrupted entity of a stored version, as the codec reported it: the version is kept as it came, with its problems. */
export interface VersionProblem {
  readonly path: string;
  readonly reason: string;
  readonly name?: string;
}

/**
 * What a version changed from the one before it, computed once by the
 * server (docs/history.md, "Summaries"): how many changes, the first ones
 * (values with secrets kept out), with just enough of both documents to name
 * their items, and every item it touched (for "history of one item").
 */
export interface VersionSummary {
  readonly total: number;
  readonly changes: readonly ModelChange[];
  /** The items along the changes' paths, in the version before (names, references). */
  readonly before: unknown;
  /** The same in this version. */
  readonly after: unknown;
  /** Every item touched (`contacts/<id>`, `devices/<id>`, `controller/gates/<id>`), or the part (`parameters`). */
  readonly items: readonly string[];
  /** True for the first version of a site (nothing before it to compare with). */
  readonly first?: boolean;
  /** Why it could not be summarised (a document the codec cannot read at all). */
  readonly unreadable?: string;
}

/** One configuration version of a site. */
export interface ConfigurationVersion {
  readonly id: number;
  readonly siteId: string;
  /** ISO 8601. */
  readonly recordedAt: string;
  readonly source: VersionSource;
  /** The Vigil server that recorded it. */
  readonly vigilInstance: string;
  /** The appliance user who saved it through Vigil; '' for a change made outside Vigil. */
  readonly author: string;
  readonly address: string;
  /** What kind of save ('upload', 'device', 'revert of version 12'…), '' for a plain save. */
  readonly note: string;
  readonly signature: string;
  /** The document's own date, as it says it. */
  readonly documentDate: string;
  /** Bytes of the document. */
  readonly size: number;
  readonly summary: VersionSummary | null;
  readonly problems: readonly VersionProblem[];
}
