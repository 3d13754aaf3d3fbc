import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { ConfigurationHandle, CorruptedEntity } from '../configuration/configuration-codec.port';

/** Where a decode is: the phase and the bytes of the document it works on. */
export interface DecodeProgress {
  readonly phase: 'parsing' | 'reading' | 'transferring' | 'done';
  readonly bytes: number;
}

/** A decoded document, or why it could not be read (version, signature, XML). */
export type DecodedDocument =
  | {
      readonly valid: true;
      readonly version: number;
      readonly date: Date;
      readonly signature: string;
      readonly signatureValid: boolean;
      readonly configuration: Configuration;
      readonly corrupted: readonly CorruptedEntity[];
      /** Opaque; with a worker it names the read kept in the worker, which alone can write over it. */
      readonly handle: ConfigurationHandle;
      /** The configuration's problems when the decoder validated it (the worker does, off the page's thread); else the workspace validates it. */
      readonly problems?: readonly ConfigurationProblem[];
    }
  | { readonly valid: false; readonly error: Error };

/**
 * Reads and writes the signed document off the caller's thread where the
 * platform allows (a Web Worker in the browser, in-process in Node and tests).
 * `read` never rejects for a bad document (the invalid variant), only when the
 * decoder itself fails; `write` rejects with the codec's conversion error.
 */
export interface ConfigurationDecoderPort {
  read(text: string, options?: { readonly verifySignature?: boolean; readonly onProgress?: (progress: DecodeProgress) => void }): Promise<DecodedDocument>;
  /** The configuration written over the document behind `handle`: only what differs, the date and the signature change. */
  write(handle: ConfigurationHandle, configuration: Configuration, now: Date): Promise<string>;
  /** The handle will not be written over again (its document may be dropped). */
  release(handle: ConfigurationHandle): void;
}
