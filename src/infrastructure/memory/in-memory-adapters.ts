import { ApplianceRequestError, InvalidCredentialsError } from '../../application/errors/console-errors';
import type { ApplicationInfo, ApplicationInfoPort } from '../../application/ports/application-info.port';
import type { AuthenticationPort } from '../../application/ports/authentication.port';
import type { LicensePort, LicenseStatus } from '../../application/ports/license.port';
import { normaliseProductCode, PRODUCT_CODE_LENGTH } from '../../application/appliance/product-code';
import type { ServerStatus, ServerStatusPort } from '../../application/ports/server-status.port';
import { call, InMemoryAdapter } from './in-memory-adapter-base';
import type { InMemoryAppliance } from './in-memory-appliance';

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
