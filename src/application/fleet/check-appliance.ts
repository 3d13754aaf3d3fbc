import type { SiteConnection } from '../../domain/fleet/site';
import { FleetError } from './fleet-errors';
import { ApplianceAccessError, type ApplianceAccessPort, type ApplianceCredentials } from './ports/appliance-access.port';

/**
 * What adding a site checks before anything is stored: the appliance answers
 * at this address and port, and accepts these credentials for its root
 * account (as the appliance's own sign-in accepts only root). Refusals are
 * said on the fields at fault.
 */
export async function checkAppliance(access: ApplianceAccessPort, connection: SiteConnection, credentials: ApplianceCredentials): Promise<void> {
  const timeout = AbortSignal.timeout(10_000);
  try {
    const { root } = await access.signIn(connection, credentials, timeout);
    if (!root) throw new FleetError('FLEET.SITE_NOT_ROOT', "this user is not the appliance's root account", { username: { code: 'FIELD.USERNAME_REQUIRED', message: "this user is not the appliance's root account" } });
  } catch (error) {
    if (!(error instanceof ApplianceAccessError)) throw error;
    if (error.failure === 'credentials-refused') {
      throw new FleetError('FLEET.SITE_CREDENTIALS_REFUSED', 'the appliance refused this user name and password');
    }
    throw new FleetError('FLEET.SITE_UNREACHABLE', `the appliance does not answer at this address and port: ${error.detail}`);
  }
}
