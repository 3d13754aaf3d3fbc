import type { ConfigurationCodecPort, ConfigurationHandle } from '../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../domain/configuration/configuration';
import { reuseUnchanged } from '../../domain/configuration/model-reuse';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { validateConfiguration } from '../../domain/configuration/validation/validate-configuration';
import { DomainError } from '../../domain/shared/domain-error';
import type { DecoderRequest, DecoderResponse, SerializedError } from './decoder-protocol';
import { documentText } from './document-text';
import { PART_ITEMS, splitModel } from './model-parts';

/** What the worker keeps of a read: the codec's handle and the very objects it read. */
interface KeptRead {
  readonly handle: ConfigurationHandle;
  readonly configuration: Configuration;
}

function serializeError(error: unknown): SerializedError {
  if (error instanceof DomainError) {
    // Metadata may hold anything; keep what survives a structured clone.
    const metadata = Object.fromEntries(Object.entries(error.metadata).filter(([, value]) => value === null || ['string', 'number', 'boolean'].includes(typeof value)));
    return { name: error.name, message: error.message, code: error.code, metadata };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/**
 * The decoder's side in the worker, apart from `self` so it runs in Node
 * tests: it decodes the document's bytes (transferred from the page) into
 * text and reads it with the codec, and keeps each read (handle and
 * model) under a number; the page gets a structured clone of the model. A
 * write receives the page's (cloned) draft, gives it back the identity of
 * every part equal to the read's, then writes it over the read's handle: the
 * codec sees as new only what was really edited, exactly as on the page.
 *
 * A read goes to the page in parts (model-parts.ts) and is validated here,
 * its problems sent in slices too: the page then never spends one long task
 * deserialising the whole model or validating it (docs/performance.md).
 */
export class DecoderWorkerHost {
  readonly #reads = new Map<number, KeptRead>();
  #next = 1;

  constructor(
    private readonly createCodec: (salt: string) => ConfigurationCodecPort<Configuration>,
    private readonly post: (response: DecoderResponse) => void,
    private readonly validate: (configuration: Configuration) => readonly ConfigurationProblem[] = validateConfiguration,
  ) {}

  #codec: ConfigurationCodecPort<Configuration> | undefined;

  handle(request: DecoderRequest): void {
    try {
      if (request.type === 'init') this.#codec = this.createCodec(request.salt);
      else if (request.type === 'read') this.#read(request);
      else if (request.type === 'write') this.#write(request);
      else this.#reads.delete(request.handle);
    } catch (error) {
      if ('id' in request) this.post({ type: 'failed', id: request.id, error: serializeError(error) });
    }
  }

  codec(): ConfigurationCodecPort<Configuration> {
    if (!this.#codec) throw new DomainError('CONFIG.DECODER_NOT_READY', 'the configuration decoder was not given its salt');
    return this.#codec;
  }

  /** How many reads are kept (for tests: released handles are dropped). */
  get kept(): number {
    return this.#reads.size;
  }

  #read(request: Extract<DecoderRequest, { type: 'read' }>): void {
    const bytes = request.document.byteLength;
    this.post({ type: 'progress', id: request.id, progress: { phase: 'parsing', bytes } });
    const reading = this.codec().read(documentText(request.document), { verifySignature: request.verifySignature });
    if (!reading.valid) {
      this.post({ type: 'read', id: request.id, result: { valid: false, error: serializeError(reading.error) } });
      return;
    }
    const handle = this.#next++;
    this.#reads.set(handle, { handle: reading.handle, configuration: reading.configuration });
    this.post({ type: 'progress', id: request.id, progress: { phase: 'transferring', bytes } });
    const { version, date, signature, signatureValid, configuration } = reading;
    // The model's large arrays first, in slices: the page deserialises them while this thread validates.
    const { skeleton, parts } = splitModel(configuration);
    for (const part of parts) this.post({ type: 'part', id: request.id, part: { kind: 'model', part } });
    const problems = this.validate(configuration);
    for (let start = 0; start < problems.length; start += PART_ITEMS * 10) {
      this.post({ type: 'part', id: request.id, part: { kind: 'problems', problems: problems.slice(start, start + PART_ITEMS * 10) } });
    }
    this.post({
      type: 'read',
      id: request.id,
      result: { valid: true, version, date, signature, signatureValid, configuration: skeleton, corrupted: reading.corrupted, handle, validated: true },
    });
  }

  #write(request: Extract<DecoderRequest, { type: 'write' }>): void {
    const kept = this.#reads.get(request.handle);
    if (!kept) throw new DomainError('CONFIG.HANDLE_RELEASED', 'the document to write over is no longer kept');
    const draft = reuseUnchanged(kept.configuration, request.configuration);
    this.post({ type: 'write', id: request.id, text: this.codec().write(kept.handle, draft, request.now) });
  }
}
