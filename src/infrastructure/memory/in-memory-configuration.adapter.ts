import type { ConfigurationPort, TransferProgress } from '../../application/ports/configuration.port';
import { InMemoryAdapter } from './in-memory-adapter-base';

/**
 * The in-memory appliance's configuration document, as text: what it serves
 * and what it is sent. It holds one text, so the encrypted and uncrypted
 * reads are the same, and it accepts any posted document.
 */
export class InMemoryConfigurationAdapter extends InMemoryAdapter implements ConfigurationPort {
  fetchText(options: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void } = {}): Promise<string> {
    return this.authorised(() => {
      const text = this.appliance.configurationText;
      options.onProgress?.({ bytes: text.length, total: text.length });
      return text;
    });
  }

  postText(text: string): Promise<void> {
    return this.authorised(() => {
      this.appliance.configurationText = text;
    });
  }
}
