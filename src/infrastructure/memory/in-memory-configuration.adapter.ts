import { readConfigurationDocument, type ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import type { ConfigurationLoad, ConfigurationPort } from '../../application/ports/configuration.port';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import type { InMemoryAppliance } from './in-memory-appliance';

/** Serves the in-memory appliance's configuration document, read through the configuration codec like the HTTP adapter does. */
export class InMemoryConfigurationAdapter implements ConfigurationPort {
  constructor(
    private readonly appliance: InMemoryAppliance,
    private readonly credentials: CredentialsStorePort,
    private readonly codec: ConfigurationCodecSource,
  ) {}

  async load(): Promise<ConfigurationLoad> {
    await Promise.resolve();
    try {
      this.appliance.reach();
    } catch (cause) {
      throw new NetworkError(cause);
    }
    const credentials = this.credentials.credentials();
    if (!credentials || !this.appliance.account(credentials.user, credentials.password)) throw new ApplianceRequestError(401, undefined);
    return readConfigurationDocument(this.appliance.configurationText, this.codec);
  }
}
