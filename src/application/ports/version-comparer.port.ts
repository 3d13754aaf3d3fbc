import type { ModelChange } from '../../domain/configuration/model-change';
import type { VersionProblem } from '../../domain/history/configuration-version';

/** What changed between two documents, by name, with enough of each to name what changed. */
export interface VersionComparison {
  readonly changes: readonly ModelChange[];
  /** The items the changes go through, and those their values name, in the first document (`sparseModel`). */
  readonly before: unknown;
  readonly after: unknown;
  /** The second document's entities the codec could not read (kept as they came). */
  readonly problems: readonly VersionProblem[];
  /** Set when a document could not be read at all: no changes can be named. */
  readonly unreadable?: string;
}

/**
 * Reads two configuration documents and diffs their models by name (the
 * domain's `diffModel`). Reading a large site's document takes seconds and
 * much memory: an adapter may do it off the server's main thread.
 */
export interface VersionComparerPort {
  /** `before` undefined: the first version of a site (every item is new). */
  compare(before: string | undefined, after: string): Promise<VersionComparison>;
}
