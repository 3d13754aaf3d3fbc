import type { ConfigurationPort, TransferProgress } from '../../application/ports/configuration.port';
import { InMemoryAdapter } from './in-memory-adapter-base';

/**
 * The in-memory appliance's configuration document: what it serves (as the
 * UTF-8 bytes an appliance sends) and what it is sent. It holds one text, so
 * the encrypted and uncrypted reads are the same, and it accepts any posted
 * document.
 */
export class InMemoryConfigurationAdapter extends InMemoryAdapter implements ConfigurationPort {
  fetchBytes(options: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void } = {}): Promise<Uint8Array> {
    return this.authorised(() => {
      const bytes = new TextEncoder().encode(this.appliance.configurationText);
      options.onProgress?.({ bytes: bytes.byteLength, total: bytes.byteLength });
      return bytes;
    });
  }

  postText(text: string): Promise<void> {
    return this.authorised(() => {
      this.appliance.configurationText = text;
    });
  }
}
