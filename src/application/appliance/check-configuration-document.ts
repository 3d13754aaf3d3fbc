import { hasValidSignature } from '../../domain/configuration/signature';
import { ConfigurationVersionError } from '../errors/console-errors';
import type { ConfigurationLoad } from '../ports/configuration.port';
import type { HashPort } from '../ports/hash.port';

export const CONFIGURATION_FILE_VERSION = 3;

/**
 * The checks the console makes on a fetched configuration document until the
 * full configuration codec replaces them: version 3 and a valid signature.
 * Never throws: a bad document is the invalid variant.
 */
export function checkConfigurationDocument(text: string, salt: string, hash: HashPort): ConfigurationLoad {
  try {
    const version = /<version>\s*([^<]*?)\s*<\/version>/.exec(text)?.[1] ?? '';
    if (version !== String(CONFIGURATION_FILE_VERSION)) throw new ConfigurationVersionError(version);
    if (!hasValidSignature(text, salt, (value) => hash.md5(value))) {
      throw new ConfigurationSignatureMismatch();
    }
    return { valid: true, version: CONFIGURATION_FILE_VERSION, text };
  } catch (error) {
    return { valid: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

class ConfigurationSignatureMismatch extends Error {
  constructor() {
    super('the configuration signature does not match its content');
    this.name = 'ConfigurationSignatureMismatch';
  }
}
