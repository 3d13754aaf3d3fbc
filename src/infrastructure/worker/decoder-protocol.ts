import type { CorruptedEntity } from '../../application/configuration/configuration-codec.port';
import type { DecodeProgress } from '../../application/ports/configuration-decoder.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { ModelPart } from './model-parts';

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
  readonly code?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/**
 * A piece of a read sent ahead of its 'read' answer, each in a message of its
 * own so that the page deserialises it in a task of its own: a slice of one
 * of the model's large arrays, or of the problems the worker found in it.
 */
export type ReadPart = { readonly kind: 'model'; readonly part: ModelPart } | { readonly kind: 'problems'; readonly problems: readonly ConfigurationProblem[] };

/** Messages from the decoder worker to the page. */
export type DecoderResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: DecodeProgress }
  | { readonly type: 'part'; readonly id: number; readonly part: ReadPart }
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
            /** The model with its large arrays left empty: the 'model' parts sent before fill them. */
            readonly configuration: Configuration;
            readonly corrupted: readonly CorruptedEntity[];
            readonly handle: number;
            /** True when the worker validated the model: its problems came in the 'problems' parts (none when it has none). */
            readonly validated: boolean;
          }
        | { readonly valid: false; readonly error: SerializedError };
    }
  | { readonly type: 'write'; readonly id: number; readonly text: string }
  | { readonly type: 'failed'; readonly id: number; readonly error: SerializedError };
