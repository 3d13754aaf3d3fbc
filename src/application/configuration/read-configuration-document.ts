import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationCodecPort } from './configuration-codec.port';

/**
 * The codec, possibly loaded on demand (the browser fetches the XML codec's
 * chunk at sign-in only). Reading a fetched document goes through a
 * `ConfigurationDecoderPort` (the same port's read and write, deferred), which
 * wraps this source on the caller's thread or runs it in a worker.
 */
export type ConfigurationCodecSource = () => ConfigurationCodecPort<Configuration> | Promise<ConfigurationCodecPort<Configuration>>;
