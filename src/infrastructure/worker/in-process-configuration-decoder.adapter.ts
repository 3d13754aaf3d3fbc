import type { ConfigurationDecoderPort, ConfigurationHandle, ConfigurationReading, ReadOptions } from '../../application/configuration/configuration-codec.port';
import type { ConfigurationCodecSource } from '../../application/configuration/read-configuration-document';
import type { Configuration } from '../../domain/configuration/configuration';

/**
 * The decoder on the caller's thread, over the configuration codec: what Node
 * (the CLI, tests) and component tests use. The browser uses the worker
 * (worker-configuration-decoder.adapter.ts), which runs the same codec.
 */
export class InProcessConfigurationDecoder implements ConfigurationDecoderPort {
  constructor(private readonly codec: ConfigurationCodecSource) {}

  async read(text: string, options: ReadOptions = {}): Promise<ConfigurationReading<Configuration>> {
    try {
      return (await this.codec()).read(text, options);
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
