import type { ApplicationInfo } from '../ports/application-info.port';
import type { AuthenticationPort } from '../ports/authentication.port';
import type { LoggerPort } from '../ports/logger.port';

/**
 * Whether the shell must send the user to /init: the appliance has no product
 * code yet (unless the user is already on /init), or it still accepts the
 * default credentials.
 */
export class CheckInitialisationUseCase {
  constructor(
    private readonly authentication: AuthenticationPort,
    private readonly logger: LoggerPort,
  ) {}

  async execute(info: ApplicationInfo, currentPath: string): Promise<boolean> {
    const onInit = currentPath === '/init';
    if (!info.productCode && !onInit) return true;
    try {
      return (await this.authentication.usesDefaultCredentials()) && !onInit;
    } catch (error) {
      // Not knowing is no reason to block the console: the sign-in still
      // checks the credentials themselves.
      this.logger.error('failed to check credentials', error);
      return false;
    }
  }

  /**
   * Whether the first run is done: a product code is set and the default
   * credentials no longer work. False when it cannot be told (the first-run
   * form then stays, and the appliance refuses it if it is set up).
   */
  async isSetUp(info: ApplicationInfo): Promise<boolean> {
    if (!info.productCode) return false;
    try {
      return !(await this.authentication.usesDefaultCredentials());
    } catch (error) {
      this.logger.error('failed to check credentials', error);
      return false;
    }
  }
}
