import type { IncomingMessage } from 'node:http';
import { PassThrough, Readable } from 'node:stream';

/** A save's body on its way to the appliance: the request to dispatch, and the whole body once it has come. */
export interface SaveBody {
  readonly forward: IncomingMessage;
  /** The whole body, once it has come. */
  readonly whole: Promise<Buffer>;
}

/** `stream` dressed as the client's request (method, url, headers, socket), for the console server's dispatch. */
function dressedAs(stream: Readable, request: IncomingMessage, extra: Record<string, unknown>): IncomingMessage {
  return Object.assign(stream, {
    method: request.method,
    url: request.url,
    rawHeaders: request.rawHeaders,
    httpVersion: request.httpVersion,
    socket: request.socket,
    ...extra,
  }) as unknown as IncomingMessage;
}

/**
 * Streams the body once: each piece goes on to the appliance as it comes,
 * and the whole is kept (for the journal and the version). For a
 * body whose length was declared (and checked against the path's limit by
 * the request pipeline), so the appliance starts reading it at once.
 */
export function teeBody(request: IncomingMessage): SaveBody {
  const through = new PassThrough();
  const forward = dressedAs(through, request, { headers: request.headers });
  // The upstream proxy asks whether the client's body has all come.
  Object.defineProperty(forward, 'complete', { get: () => request.complete });
  const whole = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      through.write(chunk);
    });
    request.once('end', () => {
      through.end();
      resolve(Buffer.concat(chunks));
    });
    request.once('error', (error) => {
      through.destroy(error);
      reject(error);
    });
  });
  return { forward, whole };
}

/**
 * Reads a body sent without a declared length (chunked) whole, within
 * `limit`, then replays it to the appliance as if it came from the client;
 * null past the limit (nothing is forwarded).
 */
export async function readThenReplay(request: IncomingMessage, limit: number): Promise<SaveBody | null> {
  const body = await new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  }).catch(() => null);
  if (body === null) return null;
  const headers = { ...request.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  const forward = dressedAs(Readable.from(body.length > 0 ? [body] : []), request, { headers, rawBody: body, complete: true });
  return { forward, whole: Promise.resolve(body) };
}
