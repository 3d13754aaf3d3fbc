import type { ErrorCode } from '../../domain/shared/error-code';

/** What a read remembers to write the document back with byte fidelity; opaque outside the codec. */
export interface ConfigurationHandle {
  readonly kind: 'configuration-handle';
}

/** An entity the document holds but the model could not read: kept verbatim, shown read-only with why. */
export interface CorruptedEntity {
  /** XPath-like, 1-based (`configuration/devices/device[3]`), as the codec reports it. */
  readonly path: string;
  /** The stable code of what failed (`CONFIG.MISSING_TAG_TYPE`, `CONFIG.FROM_XML`, …). */
  readonly code: ErrorCode;
  /** The codec's message: which field, which value, why. */
  readonly reason: string;
  /** The path of the element inside the entity that failed (`configuration/devices/device[3]/port`), when the codec knows it. */
  readonly field?: string;
  /** The entity's own `<name>`, when it has one, so people know which item it is. */
  readonly name?: string;
  /** The entity's element exactly as the document holds it (what is written back), when the codec kept it. */
  readonly xml?: string;
}

/**
 * The outcome of reading a configuration document: the model, the entities
 * that failed to load (kept verbatim, each with why), and a handle for writing back;
 * or the invalid-configuration state holding the error. Never thrown.
 */
export type ConfigurationReading<C> =
  | {
      readonly valid: true;
      readonly version: number;
      readonly date: Date;
      readonly signature: string;
      readonly signatureValid: boolean;
      readonly configuration: C;
      readonly corrupted: readonly CorruptedEntity[];
      readonly handle: ConfigurationHandle;
    }
  | { readonly valid: false; readonly error: Error };

/** One difference between two configurations, by entity and field (XPath-like, 1-based path). */
export interface ConfigurationChange {
  readonly path: string;
  readonly kind: 'changed' | 'added' | 'removed';
  readonly before?: unknown;
  readonly after?: unknown;
  /** The named items along the path, for people (`device "Parking dome"`, `gate "Door alarm"`); the old name when it changed. */
  readonly names?: readonly string[];
}

/** A field reached by path: its value as JSON, and whether it is a single value (a leaf). */
export interface ConfigurationField {
  readonly json: unknown;
  readonly leaf: boolean;
}

/**
 * Reads and writes the signed configuration document. Writing over a handle
 * keeps every byte nobody changed; an untouched configuration comes back
 * identical, signature included. Paths are XPath-like and 1-based,
 * `configuration/contacts/contact[2]/phone`.
 */
export interface ConfigurationCodecPort<C> {
  read(text: string, options?: { readonly verifySignature?: boolean }): ConfigurationReading<C>;
  /** Throws a conversion error ('failed to convert to XML') when a value cannot be written. */
  write(handle: ConfigurationHandle, configuration: C, now: Date): string;
  /** A new document (tabs, LF), signed. */
  render(configuration: C, now: Date): string;
  /** The document with its signature recomputed and nothing else changed. */
  sign(text: string): string;
  toJson(configuration: C): unknown;
  /** Throws 'The JSON structure is invalid' for JSON that is not a configuration. */
  fromJson(json: unknown): C;
  get(configuration: C, path: string): ConfigurationField;
  /** A leaf takes its XML text (`1`/`0`, `dd/MM/yyyy HH:mm:ss.SSS`…), anything else JSON; validated by the field's type. */
  set(configuration: C, path: string, value: string): C;
  diff(before: C, after: C): readonly ConfigurationChange[];
}
