import type { SiteConnection } from '../../../domain/fleet/site';

export interface ApplianceCredentials {
  readonly username: string;
  readonly password: string;
}

/** What one poll reads: application, status, licence and the document's date and signature (not the document). */
export interface ApplianceProbe {
  readonly version: string;
  readonly serverStatus: string;
  readonly licence: { readonly status: string; readonly days?: number; readonly expired?: boolean };
  readonly signature: string;
  readonly documentDate: string;
}

/**
 * How the Vigil server talks to an appliance of the fleet, with the
 * credentials it keeps for it. Failures are `ApplianceAccessError`s saying
 * whether the appliance did not answer, refused the credentials, or refused
 * the request (with its reason).
 */
export interface ApplianceAccessPort {
  /** Signs in as the appliance's console does: whether the user is root (rejects when the credentials are refused). */
  signIn(connection: SiteConnection, credentials: ApplianceCredentials, signal?: AbortSignal): Promise<{ readonly root: boolean }>;
  probe(connection: SiteConnection, credentials: ApplianceCredentials, signal?: AbortSignal): Promise<ApplianceProbe>;
  /** The signed document; `uncrypted` as the console edits it (passwords in clear). */
  fetchDocument(connection: SiteConnection, credentials: ApplianceCredentials, options: { readonly uncrypted: boolean; readonly signal?: AbortSignal }): Promise<string>;
  postDocument(connection: SiteConnection, credentials: ApplianceCredentials, text: string, signal?: AbortSignal): Promise<void>;
  /** The state of each io (`readio`); an io the appliance does not answer for is absent. */
  readIos(connection: SiteConnection, credentials: ApplianceCredentials, guids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, boolean>>;
}

export type ApplianceAccessFailure = 'unreachable' | 'credentials-refused' | 'refused';

/** Why a call to an appliance failed: `unreachable` (no answer, 5xx), `credentials-refused` (401, or 404 from sign-in), `refused` (another 4xx, with its detail). */
export class ApplianceAccessError extends Error {
  constructor(
    readonly failure: ApplianceAccessFailure,
    readonly detail: string,
    readonly status?: number,
    options?: { readonly cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'ApplianceAccessError';
  }
}
