/** The appliance's version and the newest one its update server offers (none: undefined). */
export interface UpdateAvailability {
  readonly current: string;
  readonly available?: string;
}

/** One part of the install stream: progress in percent (0–100), then completion. */
export type UpdateEvent =
  | { readonly kind: 'progress'; readonly percent: number; readonly step?: string }
  | { readonly kind: 'complete'; readonly version: string };

/** `POST /api/update`: check for a new version, download and install it. */
export interface UpdatePort {
  check(): Promise<UpdateAvailability>;
  /**
   * Downloads and installs (`action=download`, `force` to reinstall), yielding
   * the multipart progress stream's events. Rejects with the specification's
   * errors: NO_VERSION_AVAILABLE, ALREADY_UP_TO_DATE, SERVER_MUST_BE_STOPPED,
   * UPDATE_FAILED (also when the stream ends without completion).
   */
  install(options: { readonly force: boolean; readonly signal?: AbortSignal }): AsyncIterable<UpdateEvent>;
}
