import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import type { InMemoryAppliance } from './in-memory-appliance';

/** Runs `call` as the HTTP adapters would: network failures and refusals become the same errors. */
export async function call<T>(appliance: InMemoryAppliance, body: () => T): Promise<T> {
  await Promise.resolve();
  try {
    appliance.reach();
  } catch (cause) {
    throw new NetworkError(cause);
  }
  return body();
}

function authorise(appliance: InMemoryAppliance, store: CredentialsStorePort): string {
  const credentials = store.credentials();
  if (!credentials || !appliance.account(credentials.user, credentials.password)) throw new ApplianceRequestError(401, undefined);
  return credentials.user;
}

/**
 * An adapter of an InMemoryAppliance for a port whose calls need the signed-in
 * account, as the appliance's HTTP interface does.
 */
export abstract class InMemoryAdapter {
  constructor(
    protected readonly appliance: InMemoryAppliance,
    protected readonly credentials: CredentialsStorePort,
  ) {}

  /**
   * Runs `body` as one request of the signed-in `user`: a network failure, or a
   * 401 for wrong credentials, as the HTTP adapters give them. `before` runs
   * once the appliance is reached, before the credentials are checked.
   */
  protected authorised<T>(body: (user: string) => T, before?: () => void): Promise<T> {
    return call(this.appliance, () => {
      before?.();
      return body(authorise(this.appliance, this.credentials));
    });
  }

  /** Runs `body` as a request that needs no account (sign-in, the first-run check). */
  protected anonymous<T>(body: () => T): Promise<T> {
    return call(this.appliance, body);
  }
}
