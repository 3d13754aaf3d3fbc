import type { ServerResponse } from 'node:http';

type Callback = (error?: Error | null) => void;

/** An answer kept back: what the appliance answered, and the way to send it on. */
export interface HeldResponse {
  /** Resolves once the appliance's answer has ended: its status and body. */
  readonly answered: Promise<{ readonly status: number; readonly body: Buffer }>;
  /** Sends the kept answer to the client (once). */
  release(): void;
}

/**
 * Keeps back what is written to `response` (status, headers, body) until
 * `release`: a save's answer reaches the console only once its version is
 * recorded (or spooled), so a Vigil server killed in between never reported
 * a save it had not kept. For small answers (a configuration POST's JSON).
 */
export function holdResponse(response: ServerResponse): HeldResponse {
  const original = { writeHead: response.writeHead, write: response.write, end: response.end, flushHeaders: response.flushHeaders };
  let head: unknown[] | undefined;
  const chunks: Buffer[] = [];
  let resolveAnswer!: (value: { status: number; body: Buffer }) => void;
  const answered = new Promise<{ status: number; body: Buffer }>((resolve) => (resolveAnswer = resolve));
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array));
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');
  Object.assign(response, {
    writeHead: (...args: unknown[]) => {
      head = args;
      return response;
    },
    flushHeaders: () => undefined,
    write: (chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      callbackOf(...rest)?.();
      return true;
    },
    end: (chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      callbackOf(chunk, ...rest)?.();
      const status = typeof head?.[0] === 'number' ? head[0] : response.statusCode;
      resolveAnswer({ status, body: Buffer.concat(chunks) });
      return response;
    },
  });
  let released = false;
  return {
    answered,
    release: () => {
      if (released) return;
      released = true;
      Object.assign(response, original);
      if (response.destroyed) return;
      if (head) (response.writeHead as (...args: unknown[]) => ServerResponse)(...head);
      response.end(Buffer.concat(chunks));
    },
  };
}

/** Copies, without holding anything back, the first `limit` bytes of what is written to `response` (a refusal's reason). */
export function tapResponse(response: ServerResponse, limit = 4096): () => string {
  const chunks: Buffer[] = [];
  let size = 0;
  const { write, end } = response;
  const keep = (chunk: unknown) => {
    if (size >= limit || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes.subarray(0, limit - size));
    size += bytes.length;
  };
  Object.assign(response, {
    write: (chunk: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return (write as (...args: unknown[]) => boolean).call(response, chunk, ...rest);
    },
    end: (chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk);
      return (end as (...args: unknown[]) => ServerResponse).call(response, chunk, ...rest);
    },
  });
  return () => Buffer.concat(chunks).toString('utf8');
}

/** Counts the answers held back; `settled` resolves once none is. */
export class HeldAnswers {
  #holding = 0;
  #settled: (() => void)[] = [];

  settled(): Promise<void> {
    if (this.#holding === 0) return Promise.resolve();
    return new Promise((resolve) => this.#settled.push(resolve));
  }

  /** Counts one held answer; the function returned ends it (once). */
  hold(): () => void {
    this.#holding += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.#holding -= 1;
      if (this.#holding === 0) for (const resolve of this.#settled.splice(0)) resolve();
    };
  }
}
