import type { ServerResponse } from 'node:http';
import { refuse } from './refusal';

export interface LargeBodyGateOptions {
  /** Large bodies read at once (default 2). */
  readonly atOnce?: number;
  /** Requests that wait for their turn, their bodies unread (default 8); any further one gets 503. */
  readonly waiting?: number;
  /** The `Retry-After` of a 503, in seconds (default 5). */
  readonly retryAfterSeconds?: number;
}

/**
 * At most `atOnce` large request bodies (a configuration document: anything
 * that may pass 1 MB) are read at once, so that memory stays bounded
 * whatever clients send: the next `waiting` ones wait with their bodies
 * unread (the connection holds them back), any further one is answered 503
 * with `Retry-After`. A turn ends when the answer is sent or the connection
 * closes. Requests are let through only once authorised (request-pipeline.ts).
 */
export class LargeBodyGate {
  readonly #atOnce: number;
  readonly #waitingAtMost: number;
  readonly #retryAfter: number;
  readonly #queue: (() => void)[] = [];
  #reading = 0;

  constructor(options: LargeBodyGateOptions = {}) {
    this.#atOnce = options.atOnce ?? 2;
    this.#waitingAtMost = options.waiting ?? 8;
    this.#retryAfter = options.retryAfterSeconds ?? 5;
  }

  /** Runs `start` once the body may be read (at once or later), or answers 503. */
  enter(response: ServerResponse, start: () => void): void {
    if (this.#reading < this.#atOnce) {
      this.#begin(response, start);
      return;
    }
    if (this.#queue.length >= this.#waitingAtMost) {
      refuse(response, 503, `too many large requests at once: try again in ${this.#retryAfter} s`, { close: true, headers: { 'Retry-After': String(this.#retryAfter) } });
      return;
    }
    const turn = (): void => this.#begin(response, start);
    this.#queue.push(turn);
    // A client that gives up while waiting leaves the queue.
    response.once('close', () => {
      const index = this.#queue.indexOf(turn);
      if (index >= 0) this.#queue.splice(index, 1);
    });
  }

  #begin(response: ServerResponse, start: () => void): void {
    if (response.destroyed || response.writableEnded) {
      this.#next();
      return;
    }
    this.#reading += 1;
    let ended = false;
    const end = (): void => {
      if (ended) return;
      ended = true;
      this.#reading -= 1;
      this.#next();
    };
    response.once('finish', end);
    response.once('close', end);
    start();
  }

  #next(): void {
    if (this.#reading < this.#atOnce) this.#queue.shift()?.();
  }
}
