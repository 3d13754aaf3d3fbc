import type { KyInstance } from 'ky';
import { checkConfigurationDocument } from '../../application/appliance/check-configuration-document';
import type { ConfigurationLoad, ConfigurationPort } from '../../application/ports/configuration.port';
import type { HashPort } from '../../application/ports/hash.port';
import { callAppliance } from './appliance-http-client';

/**
 * `GET /api/configuration?uncrypted`: the signed document, checked for
 * version 3 and its signature (the full codec will replace the check).
 */
export class HttpConfigurationAdapter implements ConfigurationPort {
  constructor(
    private readonly http: KyInstance,
    private readonly hash: HashPort,
    private readonly salt: string,
  ) {}

  async load(): Promise<ConfigurationLoad> {
    // `uncrypted` is a bare flag on the wire, hence the literal query string.
    const text = await callAppliance(() => this.http.get('configuration?uncrypted').text());
    return checkConfigurationDocument(text, this.salt, this.hash);
  }
}
