import type { CorruptedEntity } from '../../application/configuration/configuration-codec.port';
import type { DecodeProgress } from '../../application/ports/configuration-decoder.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ErrorCode } from '../../domain/shared/error-code';

/** Messages from the page to the decoder worker (structured-cloned). */
export type DecoderRequest =
  /** First message: the salt of this appliance's signatures. */
  | { readonly type: 'init'; readonly salt: string }
  | { readonly type: 'read'; readonly id: number; readonly text: string; readonly verifySignature?: boolean }
  | { readonly type: 'write'; readonly id: number; readonly handle: number; readonly configuration: Configuration; readonly now: Date }
  | { readonly type: 'release'; readonly handle: number };

/** An error as it crosses the thread boundary (class and cause are lost; code, message and metadata are kept). */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly code?: ErrorCode;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** Messages from the decoder worker to the page. */
export type DecoderResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: DecodeProgress }
  | {
      readonly type: 'read';
      readonly id: number;
      readonly result:
        | {
            readonly valid: true;
            readonly version: number;
            readonly date: Date;
            readonly signature: string;
            readonly signatureValid: boolean;
            readonly configuration: Configuration;
            readonly corrupted: readonly CorruptedEntity[];
            readonly handle: number;
          }
        | { readonly valid: false; readonly error: SerializedError };
    }
  | { readonly type: 'write'; readonly id: number; readonly text: string }
  | { readonly type: 'failed'; readonly id: number; readonly error: SerializedError };
