import type { KyInstance } from 'ky';
import { readConfigurationDocument, type ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import type { ConfigurationLoad, ConfigurationPort } from '../../application/ports/configuration.port';
import { callAppliance } from './appliance-http-client';

/**
 * `GET /api/configuration?uncrypted`: the signed document, read through the
 * configuration codec (version, signature, every entity).
 */
export class HttpConfigurationAdapter implements ConfigurationPort {
  constructor(
    private readonly http: KyInstance,
    private readonly codec: ConfigurationCodecSource,
  ) {}

  async load(): Promise<ConfigurationLoad> {
    // `uncrypted` is a bare flag on the wire, hence the literal query string.
    const text = await callAppliance(() => this.http.get('configuration?uncrypted').text());
    return readConfigurationDocument(text, this.codec);
  }
}
