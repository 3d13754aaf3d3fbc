import { LogicIndexSuperseded, type LogicIndexPort } from '../../application/logic/logic-index.port';
import type { LogicIndex, LogicOutline } from '../../domain/configuration/controller/logic-parts';
import { encodeOutline, type LogicIndexRequest, type LogicIndexResponse } from './logic-index-protocol';

/** The part of a Worker the adapter uses (a fake channel in tests). */
export interface LogicIndexChannel {
  postMessage(message: LogicIndexRequest): void;
  addEventListener(type: 'message', listener: (event: { readonly data: LogicIndexResponse }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
}

interface Request {
  readonly outline: LogicOutline;
  readonly resolve: (index: LogicIndex) => void;
  readonly reject: (error: Error) => void;
}

/**
 * The logic index in a Web Worker, made on the first request. One request
 * is in the worker at a time; while it runs, a newer one waits, and a third
 * replaces the waiting one (which is rejected as superseded): after a burst of
 * edits the worker indexes the first and the last draft, not each one. The
 * outline is sent as one JSON text of ids and link ids (logic-index-protocol.ts).
 */
export class WorkerLogicIndex implements LogicIndexPort {
  #channel: LogicIndexChannel | undefined;
  #running: { readonly id: number; readonly request: Request } | undefined;
  #waiting: Request | undefined;
  #next = 1;

  constructor(private readonly open: () => LogicIndexChannel) {}

  index(outline: LogicOutline): Promise<LogicIndex> {
    return new Promise((resolve, reject) => {
      this.#waiting?.reject(new LogicIndexSuperseded());
      this.#waiting = { outline, resolve, reject };
      if (!this.#running) this.#send();
    });
  }

  #send(): void {
    const request = this.#waiting;
    this.#waiting = undefined;
    if (!request) return;
    const id = this.#next++;
    this.#running = { id, request };
    try {
      this.#connect().postMessage({ type: 'index', id, outline: encodeOutline(request.outline) });
    } catch (error) {
      this.#running = undefined;
      request.reject(error instanceof Error ? error : new Error(String(error)));
      this.#send();
    }
  }

  #connect(): LogicIndexChannel {
    if (this.#channel) return this.#channel;
    const channel = this.open();
    channel.addEventListener('message', (event) => this.#receive(event.data));
    channel.addEventListener('error', (event) => this.#fail(new Error(`the logic index worker stopped: ${String((event as { message?: unknown }).message ?? event)}`)));
    this.#channel = channel;
    return channel;
  }

  #receive(response: LogicIndexResponse): void {
    const running = this.#running;
    if (!running || running.id !== response.id) return;
    this.#running = undefined;
    if (response.type === 'indexed') running.request.resolve(response.index);
    else running.request.reject(new Error(`the logic index failed: ${response.message}`));
    this.#send();
  }

  /** A worker that stopped is not asked again: the next request starts a new one. */
  #fail(error: Error): void {
    this.#channel = undefined;
    this.#running?.request.reject(error);
    this.#waiting?.reject(error);
    this.#running = undefined;
    this.#waiting = undefined;
  }
}
