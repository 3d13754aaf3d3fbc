import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import type { ConfigurationPort, TransferProgress } from '../../application/ports/configuration.port';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import type { InMemoryAppliance } from './in-memory-appliance';

/**
 * The in-memory appliance's configuration document, as text: what it serves
 * and what it is sent. It holds one text, so the encrypted and uncrypted
 * reads are the same, and it accepts any posted document.
 */
export class InMemoryConfigurationAdapter implements ConfigurationPort {
  constructor(
    private readonly appliance: InMemoryAppliance,
    private readonly credentials: CredentialsStorePort,
  ) {}

  async fetchText(options: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void } = {}): Promise<string> {
    await this.#reach();
    const text = this.appliance.configurationText;
    options.onProgress?.({ bytes: text.length, total: text.length });
    return text;
  }

  async postText(text: string): Promise<void> {
    await this.#reach();
    this.appliance.configurationText = text;
  }

  async #reach(): Promise<void> {
    await Promise.resolve();
    try {
      this.appliance.reach();
    } catch (cause) {
      throw new NetworkError(cause);
    }
    const credentials = this.credentials.credentials();
    if (!credentials || !this.appliance.account(credentials.user, credentials.password)) throw new ApplianceRequestError(401, undefined);
  }
}
