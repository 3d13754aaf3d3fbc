import type { ApplicationInfo } from '../../application/ports/application-info.port';
import type { LicenseStatus } from '../../application/ports/license.port';
import type { ServerStatus } from '../../application/ports/server-status.port';
import { InMemoryHealth } from './in-memory-health';
import { InMemoryOperations } from './in-memory-operations';

export interface InMemoryAccount {
  password: string;
  root: boolean;
}

/**
 * An appliance held in memory: the state the in-memory adapters read and
 * change. Used to run the console without any network (tests, demonstrations)
 * with the same rules as docs/api.md. `unavailable` makes every call fail as
 * an unreachable appliance would.
 */
export class InMemoryAppliance {
  info: Omit<ApplicationInfo, 'productCode'> = { id: 'vigil-1', name: 'Vigil Server', version: '2.1.10', label: 'Vigil', title: 'Vigil' };
  productCode = '';
  licenseStatus: LicenseStatus['status'] = 'deactivated';
  serverStatus: ServerStatus = 'started';
  /** The configuration document as the appliance serves it. */
  configurationText = '';
  readonly accounts = new Map<string, InMemoryAccount>([['admin', { password: '', root: true }]]);
  unavailable = false;
  /** Lifecycle refusals, update on offer, tunnels (in-memory-operations.ts). */
  readonly operations = new InMemoryOperations();
  /** Network interfaces, logs, debug messages, commands, online configuration (in-memory-health.ts). */
  readonly health = new InMemoryHealth();

  /** A ready appliance: product code set, administrator password changed. */
  static initialised(password = 'secret', productCode = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ12'): InMemoryAppliance {
    const appliance = new InMemoryAppliance();
    appliance.productCode = productCode;
    appliance.licenseStatus = 'activated';
    appliance.accounts.set('admin', { password, root: true });
    return appliance;
  }

  /** Throws the network failure of an unreachable appliance when `unavailable` is set. */
  reach(): void {
    if (this.unavailable) throw new TypeError('Failed to fetch');
  }

  applicationInfo(): ApplicationInfo {
    return this.productCode ? { ...this.info, productCode: this.productCode } : { ...this.info };
  }

  /** The account matching the credentials, or undefined. */
  account(user: string, password: string): InMemoryAccount | undefined {
    const account = this.accounts.get(user);
    return account && account.password === password ? account : undefined;
  }
}
