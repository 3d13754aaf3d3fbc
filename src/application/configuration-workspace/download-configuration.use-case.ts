import type { ConfigurationPort } from '../ports/configuration.port';
import { signatureOf } from './workspace-base';

export interface ConfigurationDownload {
  /** `configuration-YYYY-MM-DD-HHmm.xml` (local time). */
  readonly fileName: string;
  /** The signed document exactly as the appliance stores it (passwords encrypted), byte for byte. */
  readonly bytes: Uint8Array;
  readonly signature: string;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The appliance's document as a file: `GET /api/configuration` (not
 * uncrypted), so the file holds no password in clear and can be uploaded back
 * as it is. The UI turns it into a Blob and a link.
 */
export class DownloadConfigurationUseCase {
  constructor(
    private readonly configuration: ConfigurationPort,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async execute(): Promise<ConfigurationDownload> {
    const bytes = await this.configuration.fetchBytes({ encrypted: true });
    const d = this.now();
    const fileName = `configuration-${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}.xml`;
    return { fileName, bytes, signature: signatureOf(bytes) };
  }
}
