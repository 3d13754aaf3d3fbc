import { ApplianceRequestError, InvalidCredentialsError, NetworkError } from '../../application/errors/console-errors';
import type { ApplicationInfo, ApplicationInfoPort } from '../../application/ports/application-info.port';
import type { AuthenticationPort } from '../../application/ports/authentication.port';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import type { LicensePort, LicenseStatus } from '../../application/ports/license.port';
import { normaliseProductCode, PRODUCT_CODE_LENGTH } from '../../application/appliance/product-code';
import type { ServerStatus, ServerStatusPort } from '../../application/ports/server-status.port';
import type { InMemoryAppliance } from './in-memory-appliance';

/** Runs `call` as the HTTP adapters would: network failures and refusals become the same errors. */
async function call<T>(appliance: InMemoryAppliance, body: () => T): Promise<T> {
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

export class InMemoryApplicationInfoAdapter implements ApplicationInfoPort {
  constructor(private readonly appliance: InMemoryAppliance) {}

  getApplicationInfo(): Promise<ApplicationInfo> {
    return call(this.appliance, () => this.appliance.applicationInfo());
  }
}

export class InMemoryAuthenticationAdapter extends InMemoryAdapter implements AuthenticationPort {
  login(user: string, password: string): Promise<{ root: boolean }> {
    return this.anonymous(() => {
      const account = this.appliance.account(user, password);
      if (!account) throw new InvalidCredentialsError();
      return { root: account.root };
    });
  }

  usesDefaultCredentials(): Promise<boolean> {
    return this.anonymous(() => this.appliance.account('admin', '') !== undefined);
  }

  changePassword(password: string): Promise<void> {
    return this.authorised((user) => {
      if (password === '') throw new ApplianceRequestError(400, 'password is required');
      this.appliance.accounts.get(user)!.password = password;
    });
  }
}

export class InMemoryLicenseAdapter extends InMemoryAdapter implements LicensePort {
  status(): Promise<LicenseStatus> {
    return this.authorised(() => {
      return { productCode: this.appliance.productCode, status: this.appliance.licenseStatus, devices: 0 };
    });
  }

  setProductCode(code: string): Promise<void> {
    return this.authorised(() => {
      const normalised = normaliseProductCode(code);
      if (normalised.length !== PRODUCT_CODE_LENGTH || !/^[A-Z0-9]+$/.test(normalised)) {
        throw new ApplianceRequestError(400, 'invalid product code');
      }
      this.appliance.productCode = normalised;
    });
  }
}

export class InMemoryServerStatusAdapter extends InMemoryAdapter implements ServerStatusPort {
  status(): Promise<ServerStatus> {
    return this.authorised(() => {
      return this.appliance.serverStatus;
    });
  }
}
