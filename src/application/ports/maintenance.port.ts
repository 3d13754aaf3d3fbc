/** The database actions: rebuild the index from the recordings, regulate the stores to their limits. */
export type DatabaseAction = 'rebuild' | 'regulate';

/** One part of a maintenance progress stream. */
export type MaintenanceEvent = { readonly kind: 'progress'; readonly percent: number; readonly step?: string } | { readonly kind: 'complete' };

export type OnlineStatus = 'synchronised' | 'pending' | 'applying';

export interface OnlineConfiguration {
  /** Whether saved configuration changes apply to the running server at once. */
  readonly online: boolean;
  readonly status: OnlineStatus;
}

/**
 * Database, rescue and online configuration (`/api/database/{action}`,
 * `/api/rescue`, `/api/configuration/online[/status]`). Long actions are
 * multipart progress streams ending with completion.
 */
export interface MaintenancePort {
  /** Rejects with SERVER_MUST_BE_STOPPED when the server runs (rebuild). */
  database(action: DatabaseAction, signal?: AbortSignal): AsyncIterable<MaintenanceEvent>;
  /** Restores the factory configuration; the server must be stopped. */
  rescue(signal?: AbortSignal): AsyncIterable<MaintenanceEvent>;
  online(): Promise<OnlineConfiguration>;
  /** Rejects with ONLINE_CHANGES_PENDING unless `force` when changes wait to be applied. */
  setOnline(online: boolean, force: boolean): Promise<OnlineConfiguration>;
}
