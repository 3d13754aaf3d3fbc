import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationLoad } from '../ports/configuration.port';
import type { ConfigurationCodecPort } from './configuration-codec.port';

/** The codec, possibly loaded on demand (the browser fetches the XML codec's chunk at sign-in only). */
export type ConfigurationCodecSource = () => ConfigurationCodecPort<Configuration> | Promise<ConfigurationCodecPort<Configuration>>;

/**
 * Reads a fetched configuration document through the configuration codec:
 * version 3, a valid signature, every entity. Never throws: a bad document is
 * the invalid variant, holding the codec's error.
 */
export async function readConfigurationDocument(text: string, codec: ConfigurationCodecSource): Promise<ConfigurationLoad> {
  let reading;
  try {
    reading = (await codec()).read(text);
  } catch (error) {
    return { valid: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
  if (!reading.valid) {
    return reading;
  }
  const { version, date, configuration, corrupted, handle } = reading;
  return { valid: true, version, date, text, configuration, corrupted, handle };
}
