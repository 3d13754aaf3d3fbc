import type { ConfigurationDecoderPort, ConfigurationHandle, ConfigurationReading, ReadOptions } from '../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../domain/configuration/configuration';

/**
 * A decoder made on first use: the browser starts the worker (and fetches
 * the codec's code) at sign-in, not with the first page.
 */
export class LazyConfigurationDecoder implements ConfigurationDecoderPort {
  #decoder: Promise<ConfigurationDecoderPort> | undefined;
  #ready: ConfigurationDecoderPort | undefined;

  constructor(private readonly create: () => Promise<ConfigurationDecoderPort>) {}

  async read(document: Uint8Array, options?: ReadOptions): Promise<ConfigurationReading<Configuration>> {
    return (await this.#get()).read(document, options);
  }

  async write(handle: ConfigurationHandle, configuration: Configuration, now: Date): Promise<string> {
    return (await this.#get()).write(handle, configuration, now);
  }

  release(handle: ConfigurationHandle): void {
    this.#ready?.release(handle);
  }

  #get(): Promise<ConfigurationDecoderPort> {
    this.#decoder ??= this.create().then((decoder) => (this.#ready = decoder));
    return this.#decoder;
  }
}
