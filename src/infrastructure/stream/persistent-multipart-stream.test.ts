import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readPersistentMultipart, type ReconnectEvent } from './persistent-multipart-stream';

const encoder = new TextEncoder();
const BOUNDARY = 'frame-boundary';

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function multipartBody(parts: { type: string; bytes: Uint8Array }[], close = true, withLength = true): Uint8Array {
  const pieces: Uint8Array[] = [encoder.encode('preamble\r\n')];
  for (const part of parts) {
    const length = withLength ? `Content-Length: ${part.bytes.length}\r\n` : '';
    pieces.push(encoder.encode(`--${BOUNDARY}\r\nContent-Type: ${part.type}\r\n${length}\r\n`));
    pieces.push(part.bytes, encoder.encode('\r\n'));
  }
  if (close) {
    pieces.push(encoder.encode(`--${BOUNDARY}--\r\n`));
  }
  return concat(pieces);
}

function split(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const point of [...points, bytes.length]) {
    if (point > start) {
      chunks.push(bytes.slice(start, point));
      start = point;
    }
  }
  return chunks;
}

interface Source {
  response: Response;
  cancelled: () => boolean;
}

/** A Response whose body yields the chunks, then either ends or stays open (silent) until cancelled. */
function source(
  chunks: Uint8Array[],
  options: { keepOpen?: boolean; contentType?: string; status?: number; signal?: AbortSignal } = {},
): Source {
  let cancelled = false;
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // As fetch does: aborting the request errors its body.
      options.signal?.addEventListener('abort', () => {
        cancelled = true;
        controller.error(new DOMException('aborted', 'AbortError'));
      });
    },
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) {
        controller.enqueue(chunk);
      } else if (!options.keepOpen) {
        controller.close();
      } else {
        return new Promise(() => undefined);
      }
      return undefined;
    },
    cancel() {
      cancelled = true;
    },
  });
  const response = new Response(body, {
    status: options.status ?? 200,
    headers: { 'content-type': options.contentType ?? `multipart/x-mixed-replace; boundary="${BOUNDARY}"` },
  });
  return { response, cancelled: () => cancelled };
}

describe('readPersistentMultipart', () => {
  it('gives byte-exact parts whatever the chunking, down to one byte per chunk', async () => {
    const payload = fc.uint8Array({ minLength: 0, maxLength: 300 });
    await fc.assert(
      fc.asyncProperty(fc.array(payload, { minLength: 1, maxLength: 5 }), fc.array(fc.nat(), { maxLength: 60 }), fc.boolean(), fc.boolean(), async (frames, cuts, oneByte, withLength) => {
        const parts = frames.map((bytes, i) => ({ type: i % 2 ? 'image/jpeg' : 'application/json', bytes }));
        const body = multipartBody(parts, true, withLength);
        const chunks = oneByte ? Array.from(body, (byte) => Uint8Array.of(byte)) : split(body, cuts);
        const received: Uint8Array[] = [];
        for await (const part of readPersistentMultipart({ open: async () => source(chunks).response, reconnect: false })) {
          received.push(part.bytes.slice());
        }
        expect(received).toEqual(frames);
      }),
      { numRuns: 150 },
    );
  });

  it('fills large parts straight from the chunks, byte-exact at any chunking', async () => {
    const big = fc.uint8Array({ minLength: 4000, maxLength: 12_000 });
    await fc.assert(
      fc.asyncProperty(fc.array(big, { minLength: 1, maxLength: 3 }), fc.array(fc.nat(), { maxLength: 30 }), fc.boolean(), async (frames, cuts, oneByte) => {
        const body = multipartBody(frames.map((bytes) => ({ type: 'image/jpeg', bytes })), false);
        const chunks = oneByte ? Array.from(body, (byte) => Uint8Array.of(byte)) : split(body, cuts);
        const received: Uint8Array[] = [];
        for await (const part of readPersistentMultipart({ open: async () => source(chunks).response, reconnect: false })) {
          received.push(part.bytes);
        }
        expect(received).toEqual(frames);
      }),
      { numRuns: 40 },
    );
    // One-byte chunking of 36 kB bodies, 40 runs: slow when every other file runs beside it.
  }, 60_000);

  it('keeps parts that contain boundary-like bytes intact', async () => {
    const tricky = encoder.encode(`\r\n--${BOUNDARY.slice(0, 8)}\r\n-${BOUNDARY}\n--${BOUNDARY}\r\n`);
    const parts = [{ type: 'image/jpeg', bytes: tricky }];
    const seen = [];
    for await (const part of readPersistentMultipart({ open: async () => source(split(multipartBody(parts), [3, 9, 20])).response, reconnect: false })) {
      seen.push(part);
    }
    expect(seen[0]?.bytes).toEqual(tricky);
    expect(seen[0]?.headers['content-type']).toBe('image/jpeg');
  });

  it('hands out a part with a Content-Length before the next delimiter arrives', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`--${BOUNDARY}\r\nContent-Length: 3\r\n\r\nabc`));
        await gate;
        controller.close();
      },
    });
    const open = async (): Promise<Response> => new Response(body, { headers: { 'content-type': `multipart/mixed; boundary=${BOUNDARY}` } });
    const stream = readPersistentMultipart({ open, reconnect: false });
    expect((await stream.next()).value?.text()).toBe('abc');
    release();
    expect((await stream.next()).done).toBe(true);
  });

  it('resynchronises on the next delimiter after a Content-Length that lied', async () => {
    const text = `--${BOUNDARY}\r\nContent-Length: 2\r\n\r\nabcdef\r\n--${BOUNDARY}\r\nContent-Length: 3\r\n\r\nxyz\r\n--${BOUNDARY}--`;
    const open = async (): Promise<Response> => source([encoder.encode(text)]).response;
    const texts: string[] = [];
    for await (const part of readPersistentMultipart({ open, reconnect: false })) {
      texts.push(part.text());
    }
    expect(texts).toEqual(['ab', 'xyz']);
  });

  it('reconnects after silence and when the body ends, closing each connection', async () => {
    const sources: Source[] = [];
    const events: ReconnectEvent[] = [];
    const open = async (signal: AbortSignal): Promise<Response> => {
      const frame = encoder.encode(`frame ${sources.length}`);
      const next = source([multipartBody([{ type: 'text/plain', bytes: frame }], false)], { keepOpen: sources.length === 0, signal });
      sources.push(next);
      return next.response;
    };
    const texts: string[] = [];
    for await (const part of readPersistentMultipart({ open, silenceMs: 50, reconnectWaitMs: 5, onReconnect: (e) => events.push(e) })) {
      texts.push(part.text());
      if (texts.length === 3) {
        break;
      }
    }
    expect(texts).toEqual(['frame 0', 'frame 1', 'frame 2']);
    expect(events.map((e) => e.reason)).toEqual(['silence', 'closed']);
    expect(sources.every((s) => s.cancelled() || s.response.bodyUsed)).toBe(true);
    expect(sources[0]?.cancelled()).toBe(true);
  });

  it('stops at any moment through the signal, cancelling the body', async () => {
    const controller = new AbortController();
    const parts: number[] = [];
    setTimeout(() => controller.abort(), 30);
    let only: Source | undefined;
    const open = async (signal: AbortSignal): Promise<Response> => {
      only = source([multipartBody([{ type: 'a/b', bytes: Uint8Array.of(1) }], false)], { keepOpen: true, signal });
      return only.response;
    };
    for await (const part of readPersistentMultipart({ open, signal: controller.signal })) {
      parts.push(part.bytes.length);
    }
    expect(parts).toEqual([1]);
    expect(only?.cancelled()).toBe(true);
  });

  it('refuses a response without a multipart content type or boundary', async () => {
    for (const contentType of ['image/jpeg', 'multipart/mixed', 'multipart/mixed; boundary=']) {
      const iterate = async (): Promise<void> => {
        for await (const part of readPersistentMultipart({ open: async () => source([], { contentType }).response })) {
          void part;
        }
      };
      await expect(iterate()).rejects.toThrow('a multipart content type with a boundary is required');
    }
  });

  it('throws on 4xx and reconnects on 5xx and failed requests', async () => {
    const refused = readPersistentMultipart({ open: async () => source([], { status: 401 }).response });
    await expect(refused.next()).rejects.toThrow('Request failed with status code 401');

    let calls = 0;
    const events: ReconnectEvent[] = [];
    const open = async (signal: AbortSignal): Promise<Response> => {
      calls += 1;
      if (calls === 1) {
        return source([], { status: 503 }).response;
      }
      if (calls === 2) {
        throw new TypeError('fetch failed');
      }
      if (calls === 3) {
        return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
      }
      return source([multipartBody([{ type: 'x/y', bytes: Uint8Array.of(7) }], false)]).response;
    };
    const stream = readPersistentMultipart({ open, reconnectWaitMs: 1, requestTimeoutMs: 30, onReconnect: (e) => events.push(e) });
    const first = await stream.next();
    await stream.return();
    expect(first.value?.bytes).toEqual(Uint8Array.of(7));
    expect(events.map((e) => (e.error as Error).message)).toEqual([
      'Request failed with status code 503',
      'Network Error',
      'timeout of 30ms exceeded',
    ]);
  });
});
