import type { ConfigurationHandle } from '../../application/configuration/configuration-codec.port';
import type { ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import type { ConfigurationDecoderPort, DecodedDocument, DecodeProgress } from '../../application/ports/configuration-decoder.port';
import type { Configuration } from '../../domain/configuration/configuration';
import { corruptedEntities } from './decoded-corrupted';

/**
 * The decoder on the caller's thread, over the configuration codec: what Node
 * (the CLI, tests) and component tests use. The browser uses the worker
 * (worker-configuration-decoder.adapter.ts), which runs the same codec.
 */
export class InProcessConfigurationDecoder implements ConfigurationDecoderPort {
  constructor(private readonly codec: ConfigurationCodecSource) {}

  async read(text: string, options: { readonly verifySignature?: boolean; readonly onProgress?: (progress: DecodeProgress) => void } = {}): Promise<DecodedDocument> {
    const bytes = text.length;
    try {
      const codec = await this.codec();
      options.onProgress?.({ phase: 'parsing', bytes });
      const reading = codec.read(text, { verifySignature: options.verifySignature });
      options.onProgress?.({ phase: 'done', bytes });
      if (!reading.valid) return reading;
      return { ...reading, corrupted: corruptedEntities(reading.corrupted) };
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
