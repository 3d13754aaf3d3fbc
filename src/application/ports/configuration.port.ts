import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationHandle } from '../configuration/configuration-codec.port';

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
      /** Paths of the entities that failed to load (kept and written back as read). */
      readonly corrupted: readonly string[];
      readonly handle: ConfigurationHandle;
    }
  | { readonly valid: false; readonly error: Error };

/** Reads the appliance's signed configuration document. */
export interface ConfigurationPort {
  /** Resolves to the invalid variant for a bad document; rejects only when it cannot be fetched. */
  load(): Promise<ConfigurationLoad>;
}
