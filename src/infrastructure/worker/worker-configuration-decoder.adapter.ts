import type { ConfigurationDecoderPort, ConfigurationHandle, ConfigurationReading, DecodeProgress, ReadOptions } from '../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../domain/configuration/configuration';
import type { ConfigurationProblem } from '../../domain/configuration/validation/configuration-problem';
import { DomainError } from '../../domain/shared/domain-error';
import type { DecoderRequest, DecoderResponse, SerializedError } from './decoder-protocol';
import { joinModel, type ModelPart } from './model-parts';

/** The part of a Worker the adapter uses (a fake channel in tests). */
export interface DecoderChannel {
  /** `transfer`: buffers moved to the worker, not copied (the page's view of them is emptied). */
  postMessage(message: DecoderRequest, transfer: ArrayBuffer[]): void;
  addEventListener(type: 'message', listener: (event: { readonly data: DecoderResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

/** On the page, a handle only names the read the worker keeps. */
interface WorkerHandle extends ConfigurationHandle {
  readonly worker: number;
}

/** The worker's answer, with the parts of a read sent before it, in order. */
interface Answer {
  readonly response: DecoderResponse;
  readonly model: readonly ModelPart[];
  readonly problems: readonly ConfigurationProblem[];
}

interface Waiting {
  readonly resolve: (answer: Answer) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress?: (progress: DecodeProgress) => void;
  readonly model: ModelPart[];
  readonly problems: ConfigurationProblem[];
}

/** Runs `task` in a task of its own, after what the page has queued (the model's last part was deserialised in the current one). */
function later(task: () => void): void {
  setTimeout(task, 0);
}

/**
 * The bytes in a buffer of their own, to be transferred: the document's own
 * when they fill it (what the HTTP adapter returns), else a copy, so that
 * transferring never empties a buffer the caller shares with other data.
 */
function ownBuffer(document: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = document;
  if (buffer instanceof ArrayBuffer && document.byteOffset === 0 && document.byteLength === buffer.byteLength) return document as Uint8Array<ArrayBuffer>;
  return document.slice();
}

function deserializeError(error: SerializedError): Error {
  if (error.code !== undefined) {
    const rebuilt = new DomainError(error.code, error.message, { metadata: { ...error.metadata } });
    rebuilt.name = error.name;
    return rebuilt;
  }
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

/**
 * The decoder in a Web Worker: the page never decodes nor parses the
 * document, so a 30 MB configuration does not freeze it; its bytes are
 * transferred to the worker, not copied. The worker keeps each read (the
 * codec's handle maps model objects to the document by identity, which a
 * structured clone cannot carry); the page gets a clone of the model and a
 * handle naming the read; writing sends the draft back to the worker.
 * The model arrives in parts, each deserialised in a task of its own, with
 * the problems the worker found in it; the answer is given in a later task,
 * so no step of a large site's load holds the page for long.
 */
export class WorkerConfigurationDecoder implements ConfigurationDecoderPort {
  readonly #waiting = new Map<number, Waiting>();
  #next = 1;

  constructor(private readonly channel: DecoderChannel) {
    channel.addEventListener('message', (event) => this.#receive(event.data));
    channel.addEventListener('error', (event) => this.#failAll(new Error(`the configuration decoder stopped: ${String((event as { message?: unknown }).message ?? event)}`)));
  }

  async read(document: Uint8Array, options: ReadOptions = {}): Promise<ConfigurationReading<Configuration>> {
    const bytes = document.byteLength;
    const own = ownBuffer(document);
    const { response, model, problems } = await this.#request((id) => ({ type: 'read', id, document: own, verifySignature: options.verifySignature }), options.onProgress, [own.buffer]);
    if (response.type !== 'read') throw new Error(`unexpected answer from the configuration decoder: ${response.type}`);
    const { result } = response;
    options.onProgress?.({ phase: 'done', bytes });
    if (!result.valid) return { valid: false, error: deserializeError(result.error) };
    const handle: WorkerHandle = { kind: 'configuration-handle', worker: result.handle };
    const { validated, configuration, ...read } = result;
    return { ...read, configuration: joinModel(configuration, model), handle, ...(validated ? { problems } : {}) };
  }

  async write(handle: ConfigurationHandle, configuration: Configuration, now: Date): Promise<string> {
    const { response } = await this.#request((id) => ({ type: 'write', id, handle: (handle as WorkerHandle).worker, configuration, now }));
    if (response.type !== 'write') throw new Error(`unexpected answer from the configuration decoder: ${response.type}`);
    return response.text;
  }

  release(handle: ConfigurationHandle): void {
    const worker = (handle as Partial<WorkerHandle>).worker;
    if (worker !== undefined) this.channel.postMessage({ type: 'release', handle: worker }, []);
  }

  #request(message: (id: number) => DecoderRequest, onProgress?: (progress: DecodeProgress) => void, transfer: ArrayBuffer[] = []): Promise<Answer> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, onProgress, model: [], problems: [] });
      try {
        this.channel.postMessage(message(id), transfer);
      } catch (error) {
        // A model that cannot be cloned (a function in it) fails here, not in the worker.
        this.#waiting.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  #receive(response: DecoderResponse): void {
    const waiting = this.#waiting.get(response.id);
    if (!waiting) return;
    if (response.type === 'progress') {
      waiting.onProgress?.(response.progress);
      return;
    }
    if (response.type === 'part') {
      if (response.part.kind === 'model') waiting.model.push(response.part.part);
      else waiting.problems.push(...response.part.problems);
      return;
    }
    this.#waiting.delete(response.id);
    const answer: Answer = { response, model: waiting.model, problems: waiting.problems };
    if (response.type === 'failed') waiting.reject(deserializeError(response.error));
    // The read goes on (model joined, workspace filled) in a task after the one that deserialised its last message.
    else if (response.type === 'read') later(() => waiting.resolve(answer));
    else waiting.resolve(answer);
  }

  #failAll(error: Error): void {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
