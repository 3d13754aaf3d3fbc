import type { ConfigurationDecoderPort, ConfigurationHandle, ConfigurationReading, DecodeProgress, ReadOptions } from '../../application/configuration/configuration-codec.port';
import type { Configuration } from '../../domain/configuration/configuration';
import { DomainError } from '../../domain/shared/domain-error';
import type { DecoderRequest, DecoderResponse, SerializedError } from './decoder-protocol';

/** The part of a Worker the adapter uses (a fake channel in tests). */
export interface DecoderChannel {
  postMessage(message: DecoderRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: DecoderResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

/** On the page, a handle only names the read the worker keeps. */
interface WorkerHandle extends ConfigurationHandle {
  readonly worker: number;
}

interface Waiting {
  readonly resolve: (response: DecoderResponse) => void;
  readonly reject: (error: Error) => void;
  readonly onProgress?: (progress: DecodeProgress) => void;
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
 * The decoder in a Web Worker: the page never parses the document, so a
 * 30 MB configuration does not freeze it. The worker keeps each read (the
 * codec's handle maps model objects to the document by identity, which a
 * structured clone cannot carry); the page gets a clone of the model and a
 * handle naming the read; writing sends the draft back to the worker.
 */
export class WorkerConfigurationDecoder implements ConfigurationDecoderPort {
  readonly #waiting = new Map<number, Waiting>();
  #next = 1;

  constructor(private readonly channel: DecoderChannel) {
    channel.addEventListener('message', (event) => this.#receive(event.data));
    channel.addEventListener('error', (event) => this.#failAll(new Error(`the configuration decoder stopped: ${String((event as { message?: unknown }).message ?? event)}`)));
  }

  async read(text: string, options: ReadOptions = {}): Promise<ConfigurationReading<Configuration>> {
    const response = await this.#request((id) => ({ type: 'read', id, text, verifySignature: options.verifySignature }), options.onProgress);
    if (response.type !== 'read') throw new Error(`unexpected answer from the configuration decoder: ${response.type}`);
    const { result } = response;
    options.onProgress?.({ phase: 'done', bytes: text.length });
    if (!result.valid) return { valid: false, error: deserializeError(result.error) };
    const handle: WorkerHandle = { kind: 'configuration-handle', worker: result.handle };
    return { ...result, handle };
  }

  async write(handle: ConfigurationHandle, configuration: Configuration, now: Date): Promise<string> {
    const response = await this.#request((id) => ({ type: 'write', id, handle: (handle as WorkerHandle).worker, configuration, now }));
    if (response.type !== 'write') throw new Error(`unexpected answer from the configuration decoder: ${response.type}`);
    return response.text;
  }

  release(handle: ConfigurationHandle): void {
    const worker = (handle as Partial<WorkerHandle>).worker;
    if (worker !== undefined) this.channel.postMessage({ type: 'release', handle: worker });
  }

  #request(message: (id: number) => DecoderRequest, onProgress?: (progress: DecodeProgress) => void): Promise<DecoderResponse> {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject, onProgress });
      try {
        this.channel.postMessage(message(id));
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
    this.#waiting.delete(response.id);
    if (response.type === 'failed') waiting.reject(deserializeError(response.error));
    else waiting.resolve(response);
  }

  #failAll(error: Error): void {
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }
}
