import type { ModelChange } from '../../domain/configuration/model-change';
import type { ModelPath } from '../../domain/configuration/model-path';

/**
 * One pending change as kept in the browser: a `ModelChange` whose sensitive
 * values (passwords, certificates, credentials) were removed. A sensitive
 * change keeps its path and kind, `sensitive: true`, and no value; inside a
 * kept value, `sensitivePaths` name the places (relative to `path`) that
 * were blanked and must be entered again.
 */
export interface StoredChange extends ModelChange {
  readonly sensitive?: true;
  readonly sensitivePaths?: readonly ModelPath[];
}

/** The installer's unsaved changes for one appliance: never a secret in clear. */
export interface StoredDraft {
  /** The signature of the document the changes were made on. */
  readonly baseSignature: string;
  /** ISO date of the last store. */
  readonly savedAt: string;
  readonly changes: readonly StoredChange[];
}

/** A stored draft with the browser tab that made it. */
export interface TabDraft {
  /** The tab's id ('' for a draft stored before drafts were kept per tab). */
  readonly tab: string;
  readonly draft: StoredDraft;
}

/**
 * Keeps at most one draft per appliance origin and browser tab (localStorage
 * in the browser, memory in tests), so two tabs never write over each other.
 */
export interface DraftStorePort {
  read(origin: string, tab: string): StoredDraft | undefined;
  write(origin: string, tab: string, draft: StoredDraft): void;
  remove(origin: string, tab: string): void;
  /** Every readable draft of this appliance, whichever tab stored it. */
  list(origin: string): readonly TabDraft[];
}
