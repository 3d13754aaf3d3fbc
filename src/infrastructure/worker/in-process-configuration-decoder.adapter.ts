import type { ConfigurationDecoderPort, ConfigurationHandle, ConfigurationReading, ReadOptions } from '../../application/configuration/configuration-codec.port';
import type { ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import type { Configuration } from '../../domain/configuration/configuration';
import { documentText } from './document-text';

/**
 * The decoder on the caller's thread, over the configuration codec: what Node
 * (the CLI, tests) and component tests use. The browser uses the worker
 * (worker-configuration-decoder.adapter.ts), which decodes the bytes and runs
 * the same codec.
 */
export class InProcessConfigurationDecoder implements ConfigurationDecoderPort {
  constructor(private readonly codec: ConfigurationCodecSource) {}

  async read(document: Uint8Array, options: ReadOptions = {}): Promise<ConfigurationReading<Configuration>> {
    const { onProgress, verifySignature } = options;
    const bytes = document.byteLength;
    try {
      const codec = await this.codec();
      onProgress?.({ phase: 'parsing', bytes });
      const reading = codec.read(documentText(document), { verifySignature });
      onProgress?.({ phase: 'done', bytes });
      return reading;
    } catch (error) {
      return { valid: false, error: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  async write(handle: ConfigurationHandle, configuration: Configuration, now: Date): Promise<string> {
    return (await this.codec()).write(handle, configuration, now);
  }

  release(): void {
    // The handle is an ordinary object: dropping the last reference frees it.
  }
}
