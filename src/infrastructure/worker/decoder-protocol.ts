import type { ConfigurationCodecPort, ConfigurationDecoderPort, ConfigurationReading, DecodeProgress } from '../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import type { DomainError } from '../../domain/shared/domain-error';
import type { ModelPart } from './model-parts';

/**
 * The messages between the page and the decoder worker (structured-cloned),
 * derived from the ports so that they follow them: a read carries the decoder
 * port's `read` arguments (the document's bytes, their buffer transferred, not
 * copied) and answers the codec's reading, a write the codec port's `write`
 * arguments and answers its text. Only what cannot cross the thread, or should
 * not cross it in one piece, changes: the handle becomes the number of the
 * read the worker keeps, an error its serialised form, and a read's large
 * arrays and problems come ahead of its answer in parts.
 */
type Codec = ConfigurationCodecPort<Configuration>;
type ReadArguments = Parameters<ConfigurationDecoderPort['read']>;
type WriteArguments = Parameters<Codec['write']>;

/** An error as it crosses the thread boundary (class and cause are lost; code, message and metadata are kept). */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly code?: DomainError['code'];
  readonly metadata?: DomainError['metadata'];
}

/**
 * The port's reading as it crosses the thread: the handle is the worker's
 * number for it, the model has its large arrays left empty (the 'model' parts
 * sent before fill them), the problems came in 'problems' parts, and an error
 * is serialised.
 */
export type WireReading =
  | (Omit<Extract<ConfigurationReading<Configuration>, { valid: true }>, 'handle' | 'problems'> & {
      readonly handle: number;
      /** True when the worker validated the model: its problems came in the 'problems' parts (none when it has none). */
      readonly validated: boolean;
    })
  | { readonly valid: false; readonly error: SerializedError };

/**
 * A piece of a read sent ahead of its 'read' answer, each in a message of its
 * own so that the page deserialises it in a task of its own: a slice of one
 * of the model's large arrays, or of the problems the worker found in it.
 */
export type ReadPart = { readonly kind: 'model'; readonly part: ModelPart } | { readonly kind: 'problems'; readonly problems: readonly ConfigurationProblem[] };

/** Messages from the page to the decoder worker. */
export type DecoderRequest =
  /** First message: the salt of this appliance's signatures. */
  | { readonly type: 'init'; readonly salt: string }
  | { readonly type: 'read'; readonly id: number; readonly document: ReadArguments[0]; readonly verifySignature?: NonNullable<ReadArguments[1]>['verifySignature'] }
  | { readonly type: 'write'; readonly id: number; readonly handle: number; readonly configuration: WriteArguments[1]; readonly now: WriteArguments[2] }
  | { readonly type: 'release'; readonly handle: number };

/** Messages from the decoder worker to the page. */
export type DecoderResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: DecodeProgress }
  | { readonly type: 'part'; readonly id: number; readonly part: ReadPart }
  | { readonly type: 'read'; readonly id: number; readonly result: WireReading }
  | { readonly type: 'write'; readonly id: number; readonly text: ReturnType<Codec['write']> }
  | { readonly type: 'failed'; readonly id: number; readonly error: SerializedError };
