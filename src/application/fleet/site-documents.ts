import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationCodecPort, ValidConfigurationReading } from '../configuration/configuration-codec.port';
import { signatureOf } from './document-block';
import { FleetError } from './fleet-errors';
import { ApplianceAccessError, type ApplianceAccessPort } from './ports/appliance-access.port';
import type { SiteCredentials } from './site-credentials';

/** One site's document as the Vigil server read it with the credentials it keeps: the text (signed), and its reading. */
export interface SiteDocument {
  readonly siteId: string;
  readonly siteName: string;
  readonly text: string;
  readonly signature: string;
  readonly reading: ValidConfigurationReading<Configuration>;
}

/** The appliance's failure said as the fleet says it, on that site (never a global error). */
export function siteFailure(siteName: string, error: unknown): FleetError {
  if (error instanceof ApplianceAccessError) {
    if (error.failure === 'credentials-refused') return new FleetError('FLEET.SITE_CREDENTIALS_REFUSED', `${siteName}: the appliance refused the stored credentials (${error.detail})`);
    if (error.failure === 'unreachable') return new FleetError('FLEET.SITE_UNREACHABLE', `${siteName}: ${error.detail}`);
    return new FleetError('FLEET.INVALID_REQUEST', `${siteName}: ${error.detail}`);
  }
  if (error instanceof FleetError) return error;
  throw error;
}

/**
 * Reads sites' documents through their stored credentials (docs/fleet.md,
 * "Compare two sites", "Copy to many"): `uncrypted` as the console edits
 * them (passwords in clear, which a copy carries), else as stored.
 */
export class SiteDocuments {
  constructor(
    private readonly credentials: SiteCredentials,
    private readonly access: ApplianceAccessPort,
    private readonly codec: () => Promise<ConfigurationCodecPort<Configuration>>,
  ) {}

  /** The site's name (a target that cannot be read is still named on its review). */
  async siteName(siteId: string): Promise<string> {
    return (await this.credentials.of(siteId)).site.name;
  }

  /** The signed text only (the document call of the fleet's API). */
  async text(siteId: string, uncrypted = false): Promise<{ readonly siteName: string; readonly text: string }> {
    const site = await this.credentials.of(siteId);
    try {
      return { siteName: site.site.name, text: await this.access.fetchDocument(site.site, site.credentials, { uncrypted }) };
    } catch (error) {
      throw siteFailure(site.site.name, error);
    }
  }

  /** The document read into the model; a document the codec cannot read is the site's refusal, named. */
  async read(siteId: string, uncrypted = true): Promise<SiteDocument> {
    const { siteName, text } = await this.text(siteId, uncrypted);
    const reading = (await this.codec()).read(text, { verifySignature: false });
    if (!reading.valid) throw new FleetError('FLEET.INVALID_REQUEST', `${siteName}: its configuration cannot be read (${reading.error.message})`);
    return { siteId, siteName, text, signature: signatureOf(text), reading };
  }
}
