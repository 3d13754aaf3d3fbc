import type { KyInstance } from 'ky';
import type { ConfigurationPort, TransferProgress } from '../../application/ports/configuration.port';
import { callAppliance } from './appliance-http-client';

/** `GET /api/configuration[?uncrypted]` and `POST /api/configuration` (text/xml): the document as text, nothing decoded. */
export class HttpConfigurationAdapter implements ConfigurationPort {
  constructor(private readonly http: KyInstance) {}

  fetchText(options: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void } = {}): Promise<string> {
    const { onProgress } = options;
    // `uncrypted` is a bare flag on the wire, hence the literal query string.
    const path = options.encrypted ? 'configuration' : 'configuration?uncrypted';
    return callAppliance(() =>
      this.http
        .get(path, onProgress ? { onDownloadProgress: ({ transferredBytes, totalBytes }) => onProgress({ bytes: transferredBytes, ...(totalBytes > 0 ? { total: totalBytes } : {}) }) } : {})
        .text(),
    );
  }

  async postText(text: string): Promise<void> {
    await callAppliance(() => this.http.post('configuration', { body: text, headers: { 'Content-Type': 'text/xml; charset=utf-8' } }).text());
  }
}
