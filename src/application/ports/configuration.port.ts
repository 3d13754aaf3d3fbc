/**
 * The outcome of loading the configuration document. The valid variant holds
 * the signed text for now; it will gain the parsed model once the
 * configuration codec lands, without changing callers that only look at
 * `valid`.
 */
export type ConfigurationLoad =
  | { readonly valid: true; readonly version: number; readonly text: string }
  | { readonly valid: false; readonly error: Error };

/** Reads the appliance's signed configuration document. */
export interface ConfigurationPort {
  /** Resolves to the invalid variant for a bad document; rejects only when it cannot be fetched. */
  load(): Promise<ConfigurationLoad>;
}
