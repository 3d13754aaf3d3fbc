/** Basic credentials of the appliance, as a signed-in console sends them. */
export interface ApplianceCredentials {
  readonly user: string;
  readonly password: string;
}

/** Why the appliance did not give its document. */
export class ApplianceUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ApplianceUnavailableError';
  }
}

/**
 * The appliance as the Vigil server reads it for itself (the poller, the
 * version after a device save): its configuration document (`GET
 * /api/configuration?uncrypted`, passwords in clear as the console edits
 * them) and whether credentials are a root account's (`GET /api/login`).
 */
export interface ApplianceDocumentPort {
  /** Rejects with ApplianceUnavailableError (a status when it answered, none when unreachable). */
  fetchConfiguration(credentials: ApplianceCredentials): Promise<string>;
  /** True for a root account, false for another account, undefined for wrong credentials; rejects when unreachable. */
  isRoot(credentials: ApplianceCredentials): Promise<boolean | undefined>;
}
