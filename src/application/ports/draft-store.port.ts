import type { ModelPath } from '../../domain/configuration/model-path';

/**
 * One pending change as kept in the browser: a `ModelChange` whose sensitive
 * values (passwords, certificates, credentials) were removed. A sensitive
 * change keeps its path and kind, `sensitive: true`, and no value; inside a
 * kept value, `sensitivePaths` name the places (relative to `path`) that
 * were blanked and must be entered again.
 */
export interface StoredChange {
  readonly kind: 'changed' | 'added' | 'removed';
  readonly path: ModelPath;
  readonly before?: unknown;
  readonly after?: unknown;
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

/** Keeps at most one draft per appliance origin (localStorage in the browser, memory in tests). */
export interface DraftStorePort {
  read(origin: string): StoredDraft | undefined;
  write(origin: string, draft: StoredDraft): void;
  remove(origin: string): void;
}
