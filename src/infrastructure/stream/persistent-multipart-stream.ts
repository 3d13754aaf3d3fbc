import { HttpRequestError } from '../../domain/client/client-errors';
import { multipartBoundary } from './multipart-content-type';
import type { MultipartPart } from './multipart-part';
import { MultipartScanner } from './multipart-scanner';

/** Why a persistent stream opened a new connection. */
export interface ReconnectEvent {
  readonly reason: 'silence' | 'closed' | 'error';
  readonly error?: unknown;
  /** Connections opened so far, this one excluded. */
  readonly connections: number;
}

export interface PersistentMultipartOptions {
  /**
   * Opens one connection (a `fetch` that returns the multipart Response).
   * It must pass `signal` to fetch: aborting it is how a connection is closed.
   */
  readonly open: (signal: AbortSignal) => Promise<Response>;
  /** Reconnect after this long without a byte (default 5000 ms). */
  readonly silenceMs?: number;
  /** Time allowed for the response headers of each connection (default 5000 ms). */
  readonly requestTimeoutMs?: number;
  /** Wait before each new connection (default 500 ms). */
  readonly reconnectWaitMs?: number;
  /** False for a finite multipart answer: end with the body, throw on failure. Default true. */
  readonly reconnect?: boolean;
  /** Stops the stream at any moment; the iteration then ends without an error. */
  readonly signal?: AbortSignal;
  readonly maxPartSize?: number;
  readonly onReconnect?: (event: ReconnectEvent) => void;
}

export const PERSISTENT_STREAM_DEFAULTS = { silenceMs: 5000, requestTimeoutMs: 5000, reconnectWaitMs: 500 } as const;

class Silence extends Error {}

/** Errors after which reconnecting cannot help: not multipart, or the server refusing (4xx). */
function isFatal(error: unknown): boolean {
  if (error instanceof HttpRequestError) {
    const status = error.status;
    return status !== undefined && status >= 400 && status < 500;
  }
  return error instanceof Error && 'code' in error && (error as { code: unknown }).code === 'CLIENT.NOT_MULTIPART';
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * A persistent `multipart/*` HTTP stream as an async iterable of parts, for
 * live video (`/api/stream`), monitor, debug and update streams alike.
 *
 * - Each connection must answer a multipart content type with a boundary,
 *   else the iteration throws (no reconnection).
 * - A connection that stays silent for `silenceMs`, that closes, or that
 *   fails (network error, 5xx, headers not within `requestTimeoutMs`) is
 *   closed and a new one opened after `reconnectWaitMs`. A 4xx answer throws.
 * - Breaking out of the loop, `return()` on the iterator, or aborting
 *   `signal` closes the current connection (fetch aborted, body cancelled)
 *   before the iteration ends: nothing stays open, and no part is given
 *   after the abort, even one already read.
 * - Parts are byte-exact whatever the chunking of the body.
 */
export async function* readPersistentMultipart(options: PersistentMultipartOptions): AsyncGenerator<MultipartPart, void, undefined> {
  const silenceMs = options.silenceMs ?? PERSISTENT_STREAM_DEFAULTS.silenceMs;
  const requestTimeoutMs = options.requestTimeoutMs ?? PERSISTENT_STREAM_DEFAULTS.requestTimeoutMs;
  const reconnectWaitMs = options.reconnectWaitMs ?? PERSISTENT_STREAM_DEFAULTS.reconnectWaitMs;
  const persistent = options.reconnect ?? true;
  const stop = new AbortController();
  const onStop = (): void => stop.abort();
  options.signal?.addEventListener('abort', onStop, { once: true });
  if (options.signal?.aborted) {
    stop.abort();
  }
  let connections = 0;
  try {
    while (!stop.signal.aborted) {
      const connection = new AbortController();
      const onStopConnection = (): void => connection.abort();
      stop.signal.addEventListener('abort', onStopConnection, { once: true });
      connections += 1;
      let reason: ReconnectEvent['reason'] = 'closed';
      let failure: unknown;
      try {
        const response = await withDeadline(options.open(connection.signal), requestTimeoutMs, connection);
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw HttpRequestError.status(response.status);
        }
        const boundary = multipartBoundary(response.headers.get('content-type'));
        if (!response.body) {
          throw HttpRequestError.network();
        }
        for await (const part of readParts(response.body, boundary, silenceMs, connection, options.maxPartSize)) {
          // Parts of a chunk read before the abort are not given after it.
          if (stop.signal.aborted) return;
          yield part;
        }
      } catch (error) {
        if (stop.signal.aborted) {
          return;
        }
        if (error instanceof Silence) {
          if (!persistent) {
            throw HttpRequestError.timeout(silenceMs);
          }
          reason = 'silence';
        } else {
          if (isFatal(error) || !persistent) {
            throw error;
          }
          reason = 'error';
          failure = error;
        }
      } finally {
        connection.abort();
        stop.signal.removeEventListener('abort', onStopConnection);
      }
      if (!persistent) {
        return;
      }
      options.onReconnect?.({ reason, error: failure, connections });
      await wait(reconnectWaitMs, stop.signal);
    }
  } finally {
    options.signal?.removeEventListener('abort', onStop);
    stop.abort();
  }
}

async function withDeadline(pending: Promise<Response>, timeoutMs: number, connection: AbortController): Promise<Response> {
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    connection.abort();
  }, timeoutMs);
  try {
    return await pending;
  } catch (error) {
    if (timedOut) {
      throw HttpRequestError.timeout(timeoutMs);
    }
    throw error instanceof TypeError ? HttpRequestError.network(error) : error;
  } finally {
    clearTimeout(timer);
  }
}

async function* readParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  silenceMs: number,
  connection: AbortController,
  maxPartSize: number | undefined,
): AsyncGenerator<MultipartPart, void, undefined> {
  const reader = body.getReader();
  const scanner = new MultipartScanner(boundary, maxPartSize);
  // One watchdog per connection rather than a timer per read (thousands of
  // reads per second on a fast stream). Only time spent waiting for the
  // network counts: a slow consumer is not silence.
  let waitingSince: number | null = null;
  let silent = false;
  const watchdog = setInterval(
    () => {
      if (waitingSince !== null && Date.now() - waitingSince >= silenceMs) {
        silent = true;
        connection.abort();
      }
    },
    Math.max(10, Math.min(250, silenceMs / 10)),
  );
  try {
    for (;;) {
      waitingSince = Date.now();
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (error) {
        if (silent) {
          throw new Silence();
        }
        throw error;
      } finally {
        waitingSince = null;
      }
      if (result.done) {
        return;
      }
      yield* scanner.write(result.value);
    }
  } finally {
    clearInterval(watchdog);
    // Abort first: a cancel alone may wait on a peer that no longer sends.
    connection.abort();
    await reader.cancel().catch(() => undefined);
  }
}
