import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationHandle, CorruptedEntity } from '../configuration/configuration-codec.port';

/**
 * The outcome of loading the configuration document: the model read by the
 * configuration codec (with the entities that failed to load, kept verbatim,
 * and the handle that writes the document back with nothing lost), or the
 * invalid-configuration state holding the error.
 */
export type ConfigurationLoad =
  | {
      readonly valid: true;
      readonly version: number;
      readonly date: Date;
      readonly text: string;
      readonly configuration: Configuration;
      /** The entities that failed to load (kept and written back as read), each with its path, code and reason. */
      readonly corrupted: readonly CorruptedEntity[];
      readonly handle: ConfigurationHandle;
    }
  | { readonly valid: false; readonly error: Error };

/** Reads the appliance's signed configuration document. */
export interface ConfigurationPort {
  /** Resolves to the invalid variant for a bad document; rejects only when it cannot be fetched. */
  load(): Promise<ConfigurationLoad>;
}
