import type { ConfigurationCodecPort, ConfigurationReading, DecodeProgress } from '../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { DomainError } from '../../domain/shared/domain-error';

/**
 * The messages between the page and the decoder worker (structured-cloned),
 * derived from the codec port so that they follow it: a read carries the
 * port's `read` arguments and answers its reading, a write the port's `write`
 * arguments and answers its text. Only what cannot cross the thread changes:
 * the handle becomes the number of the read the worker keeps, and an error
 * its serialised form.
 */
type Codec = ConfigurationCodecPort<Configuration>;
type ReadArguments = Parameters<Codec['read']>;
type WriteArguments = Parameters<Codec['write']>;

/** An error as it crosses the thread boundary (class and cause are lost; code, message and metadata are kept). */
export interface SerializedError {
  readonly name: string;
  readonly message: string;
  readonly code?: DomainError['code'];
  readonly metadata?: DomainError['metadata'];
}

/** The port's reading as it crosses the thread: the handle is the worker's number for it, an error is serialised. */
export type WireReading =
  | (Omit<Extract<ConfigurationReading<Configuration>, { valid: true }>, 'handle'> & { readonly handle: number })
  | { readonly valid: false; readonly error: SerializedError };

/** Messages from the page to the decoder worker. */
export type DecoderRequest =
  /** First message: the salt of this appliance's signatures. */
  | { readonly type: 'init'; readonly salt: string }
  | { readonly type: 'read'; readonly id: number; readonly text: ReadArguments[0]; readonly verifySignature?: NonNullable<ReadArguments[1]>['verifySignature'] }
  | { readonly type: 'write'; readonly id: number; readonly handle: number; readonly configuration: WriteArguments[1]; readonly now: WriteArguments[2] }
  | { readonly type: 'release'; readonly handle: number };

/** Messages from the decoder worker to the page. */
export type DecoderResponse =
  | { readonly type: 'progress'; readonly id: number; readonly progress: DecodeProgress }
  | { readonly type: 'read'; readonly id: number; readonly result: WireReading }
  | { readonly type: 'write'; readonly id: number; readonly text: ReturnType<Codec['write']> }
  | { readonly type: 'failed'; readonly id: number; readonly error: SerializedError };
