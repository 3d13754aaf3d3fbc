import type { Configuration } from '../../domain/configuration/configuration';
import type { ModelPath } from '../../domain/configuration/model-path';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { ErrorCode } from '../../domain/shared/error-code';

/** What a read remembers to write the document back with byte fidelity; opaque outside the codec. */
export interface ConfigurationHandle {
  readonly kind: 'configuration-handle';
}

/** An entity the document holds but the model could not read: kept verbatim, shown read-only with why. */
export interface CorruptedEntity {
  /** XPath-like, 1-based (`configuration/devices/device[3]`), as the codec reports it. */
  readonly path: string;
  /**
   * The same place as a model path, given by the codec (`['devices', 2]`):
   * the model's keys, and the item's place in its list as the document holds
   * it (the model leaves the unreadable item out). The console's one way from
   * an unreadable entity to the list and the page it belongs to.
   */
  readonly at: ModelPath;
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
 * A document read: the model, the entities that failed to load (kept
 * verbatim, each with why), and a handle for writing back.
 */
export interface ValidConfigurationReading<C> {
  readonly valid: true;
  readonly version: number;
  readonly date: Date;
  readonly signature: string;
  readonly signatureValid: boolean;
  readonly configuration: C;
  readonly corrupted: readonly CorruptedEntity[];
  /** What the codec needs to write the model back with every untouched byte kept. */
  readonly handle: ConfigurationHandle;
  /** The configuration's problems when the reader validated it (the decoder worker does, off the page's thread); else the workspace validates it. */
  readonly problems?: readonly ConfigurationProblem[];
}

/** The outcome of reading a configuration document, or the invalid-configuration state holding the error. Never thrown. */
export type ConfigurationReading<C> = ValidConfigurationReading<C> | { readonly valid: false; readonly error: Error };

/** Where a read is: the phase and the bytes of the document it works on. */
export interface DecodeProgress {
  readonly phase: 'parsing' | 'reading' | 'transferring' | 'done';
  readonly bytes: number;
}

export interface ReadOptions {
  /** False to read a document whose signature does not match (diff, upload checks); true by default. */
  readonly verifySignature?: boolean;
  readonly onProgress?: (progress: DecodeProgress) => void;
}

/** A field reached by path: its value as the document's JSON, and whether it is a single value (a leaf). */
export interface ConfigurationField {
  readonly json: unknown;
  readonly leaf: boolean;
}

/** Where a model path is in the document: `configuration/contacts/contact[2]/phone`, and the named items along it (`contact "Martin"`). */
export interface DocumentPlace {
  readonly path: string;
  readonly names: readonly string[];
}

/**
 * Reads and writes the signed configuration document. Writing over a handle
 * keeps every byte nobody changed; an untouched configuration comes back
 * identical, signature included. Places in the model are the domain's
 * ModelPath (get, set and diff are the domain's `valueAt`, `setAt` and
 * `diffModel`); the codec gives their document form, XPath-like and 1-based
 * (`configuration/contacts/contact[2]/phone`), which only it knows.
 */
export interface ConfigurationCodecPort<C> {
  read(text: string, options?: ReadOptions): ConfigurationReading<C>;
  /** Throws a conversion error ('failed to convert to XML') when a value cannot be written. */
  write(handle: ConfigurationHandle, configuration: C, now: Date): string;
  /** A new document (tabs, LF), signed. */
  render(configuration: C, now: Date): string;
  /** The document with its signature recomputed and nothing else changed. */
  sign(text: string): string;
  toJson(configuration: C): unknown;
  /** Throws 'The JSON structure is invalid' for JSON that is not a configuration. */
  fromJson(json: unknown): C;
  /** The model path a document path names; throws CONFIG.PATH at the first step that leads nowhere. */
  parsePath(configuration: C, path: string): ModelPath;
  /** The document path of a model path of this configuration; throws CONFIG.PATH when it leads nowhere. */
  place(configuration: C, path: ModelPath): DocumentPlace;
  /** `value`, a value of the field at `path`, as the document's JSON. */
  field(configuration: C, path: ModelPath, value: unknown): ConfigurationField;
  /** The value `text` gives the field at `path`: a leaf takes its XML text (`1`/`0`, `dd/MM/yyyy HH:mm:ss.SSS`…), anything else JSON; validated by the field's type. */
  parseValue(configuration: C, path: ModelPath, text: string): unknown;
}

/** Each method of `T` answering later: the same arguments, a promise of the same result. */
export type Deferred<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<R> : never };

/**
 * The same port's reading and writing of the document, answered later and off
 * the caller's thread where the platform allows (a Web Worker in the browser,
 * in-process in Node and tests). Its `write` is the codec's, deferred, so the
 * two cannot drift; its `read` takes the document's bytes as fetched (UTF-8,
 * decoded as a browser decodes a response: a byte order mark dropped, a
 * malformed sequence read as U+FFFD), so that the text is built where it is
 * read, and reports progress in bytes. `read` takes the bytes over: the
 * browser's decoder transfers their buffer to its worker, so the caller must
 * not use them afterwards. It never rejects for a bad document (the invalid
 * variant), only when the decoder itself fails; `write` rejects with the
 * codec's conversion error. `release` says the handle will not be written over
 * again (its document may be dropped).
 */
export interface ConfigurationDecoderPort extends Deferred<Pick<ConfigurationCodecPort<Configuration>, 'write'>> {
  read(document: Uint8Array, options?: ReadOptions): Promise<ConfigurationReading<Configuration>>;
  release(handle: ConfigurationHandle): void;
}
