import { ApplianceRequestError, InvalidCredentialsError, NetworkError } from '../../application/errors/console-errors';
import type { ApplicationInfo, ApplicationInfoPort } from '../../application/ports/application-info.port';
import type { AuthenticationPort } from '../../application/ports/authentication.port';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import type { LicensePort, LicenseStatus } from '../../application/ports/license.port';
import { normaliseProductCode, PRODUCT_CODE_LENGTH } from '../../application/appliance/product-code';
import type { ServerStatus, ServerStatusPort } from '../../application/ports/server-status.port';
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

export function authorise(appliance: InMemoryAppliance, store: CredentialsStorePort): string {
  const credentials = store.credentials();
  if (!credentials || !appliance.account(credentials.user, credentials.password)) throw new ApplianceRequestError(401, undefined);
  return credentials.user;
}

export class InMemoryApplicationInfoAdapter implements ApplicationInfoPort {
  constructor(private readonly appliance: InMemoryAppliance) {}

  getApplicationInfo(): Promise<ApplicationInfo> {
    return call(this.appliance, () => this.appliance.applicationInfo());
  }
}

export class InMemoryAuthenticationAdapter implements AuthenticationPort {
  constructor(
    private readonly appliance: InMemoryAppliance,
    private readonly credentials: CredentialsStorePort,
  ) {}

  login(user: string, password: string): Promise<{ root: boolean }> {
    return call(this.appliance, () => {
      const account = this.appliance.account(user, password);
      if (!account) throw new InvalidCredentialsError();
      return { root: account.root };
    });
  }

  usesDefaultCredentials(): Promise<boolean> {
    return call(this.appliance, () => this.appliance.account('admin', '') !== undefined);
  }

  changePassword(password: string): Promise<void> {
    return call(this.appliance, () => {
      const user = authorise(this.appliance, this.credentials);
      if (password === '') throw new ApplianceRequestError(400, 'password is required');
      this.appliance.accounts.get(user)!.password = password;
    });
  }
}

export class InMemoryLicenseAdapter implements LicensePort {
  constructor(
    private readonly appliance: InMemoryAppliance,
    private readonly credentials: CredentialsStorePort,
  ) {}

  status(): Promise<LicenseStatus> {
    return call(this.appliance, () => {
      authorise(this.appliance, this.credentials);
      return { productCode: this.appliance.productCode, status: this.appliance.licenseStatus, devices: 0 };
    });
  }

  setProductCode(code: string): Promise<void> {
    return call(this.appliance, () => {
      authorise(this.appliance, this.credentials);
      const normalised = normaliseProductCode(code);
      if (normalised.length !== PRODUCT_CODE_LENGTH || !/^[A-Z0-9]+$/.test(normalised)) {
        throw new ApplianceRequestError(400, 'invalid product code');
      }
      this.appliance.productCode = normalised;
    });
  }
}

export class InMemoryServerStatusAdapter implements ServerStatusPort {
  constructor(
    private readonly appliance: InMemoryAppliance,
    private readonly credentials: CredentialsStorePort,
  ) {}

  status(): Promise<ServerStatus> {
    return call(this.appliance, () => {
      authorise(this.appliance, this.credentials);
      return this.appliance.serverStatus;
    });
  }
}
