import { ClientError } from '../../domain/client/client-errors';
import { DEFAULT_MAX_HEADER_SIZE, DEFAULT_MAX_PART_SIZE, type MultipartPart } from './multipart-part';

const CR = 13;
const LF = 10;
const DASH = 45;
const textDecoder = new TextDecoder();
const headerDecoder = new TextDecoder('latin1');

type State = 'preamble' | 'after-delimiter' | 'headers' | 'body-length' | 'body-scan' | 'closed';

function indexOfPattern(data: Uint8Array, pattern: Uint8Array, from: number): number {
  const first = pattern[0] ?? 0;
  const last = data.length - pattern.length;
  for (let i = from; i <= last; i += 1) {
    i = data.indexOf(first, i);
    if (i === -1 || i > last) {
      return -1;
    }
    let j = 1;
    while (j < pattern.length && data[i + j] === pattern[j]) {
      j += 1;
    }
    if (j === pattern.length) {
      return i;
    }
  }
  return -1;
}

function makePart(headers: Record<string, string>, bytes: Uint8Array): MultipartPart {
  return { headers, contentType: headers['content-type'] ?? '', bytes, text: () => textDecoder.decode(bytes) };
}

/**
 * An incremental `multipart/*` reader for persistent streams (see
 * docs/client.md for why not a library). A part that announces its
 * Content-Length is handed out as soon as that many bytes have arrived, without
 * waiting for the next delimiter (which on a live stream only comes with the
 * next frame); a part without one is delimited by scanning for
 * CRLF--boundary. After a part whose length lied, the reader resynchronises
 * on the next delimiter. A large announced part is filled straight from the
 * chunks (one copy); headers and small parts go through a growing buffer.
 * Byte-exact whatever the chunking, down to one byte per chunk.
 */
export class MultipartScanner {
  private buffer = new Uint8Array(64 * 1024);
  private start = 0;
  private end = 0;
  private state: State = 'preamble';
  private headers: Record<string, string> = {};
  private length = 0;
  private scanFrom = 0;
  /** A large part being filled straight from the chunks (one copy instead of two). */
  private partial: Uint8Array | null = null;
  private filled = 0;
  private readonly dashBoundary: Uint8Array;
  private readonly delimiter: Uint8Array;

  constructor(
    boundary: string,
    private readonly maxPartSize = DEFAULT_MAX_PART_SIZE,
    private readonly maxHeaderSize = DEFAULT_MAX_HEADER_SIZE,
  ) {
    this.dashBoundary = new TextEncoder().encode(`--${boundary}`);
    this.delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  }

  /** True once the closing delimiter (`--boundary--`) has been read. */
  get closed(): boolean {
    return this.state === 'closed';
  }

  /** Feeds one chunk; yields every part it completes. */
  *write(chunk: Uint8Array): Generator<MultipartPart> {
    if (this.state === 'closed' || chunk.byteLength === 0) {
      return;
    }
    if (this.partial) {
      const take = Math.min(chunk.byteLength, this.partial.byteLength - this.filled);
      this.partial.set(chunk.subarray(0, take), this.filled);
      this.filled += take;
      if (this.filled < this.partial.byteLength) {
        return;
      }
      const bytes = this.partial;
      this.partial = null;
      this.state = 'preamble';
      yield makePart(this.headers, bytes);
      if (take === chunk.byteLength) {
        return;
      }
      chunk = chunk.subarray(take);
    }
    this.append(chunk);
    for (;;) {
      const part = this.step();
      if (part === 'wait') {
        return;
      }
      if (part !== 'continue') {
        yield part;
      }
    }
  }

  private step(): MultipartPart | 'wait' | 'continue' {
    const data = this.buffer.subarray(0, this.end);
    switch (this.state) {
      case 'preamble': {
        let at = indexOfPattern(data, this.dashBoundary, this.start);
        while (at > this.start && data[at - 1] !== LF) {
          at = indexOfPattern(data, this.dashBoundary, at + 1);
        }
        if (at === -1) {
          this.start = Math.max(this.start, this.end - this.dashBoundary.length);
          return 'wait';
        }
        this.start = at + this.dashBoundary.length;
        this.state = 'after-delimiter';
        return 'continue';
      }
      case 'after-delimiter': {
        if (this.end - this.start < 2) {
          return 'wait';
        }
        if (data[this.start] === DASH && data[this.start + 1] === DASH) {
          this.state = 'closed';
          this.start = this.end;
          return 'wait';
        }
        const newline = data.indexOf(LF, this.start);
        if (newline === -1) {
          return this.checkHeaderSize();
        }
        this.start = newline + 1;
        this.state = 'headers';
        return 'continue';
      }
      case 'headers': {
        if (this.end - this.start < 2) {
          return 'wait';
        }
        let bodyStart: number;
        if (data[this.start] === CR && data[this.start + 1] === LF) {
          this.headers = {};
          bodyStart = this.start + 2;
        } else {
          const blank = indexOfPattern(data, CRLFCRLF, this.start);
          if (blank === -1) {
            return this.checkHeaderSize();
          }
          this.headers = parseHeaders(headerDecoder.decode(data.subarray(this.start, blank)));
          bodyStart = blank + 4;
        }
        this.start = bodyStart;
        const length = Number(this.headers['content-length'] ?? Number.NaN);
        if (Number.isSafeInteger(length) && length >= 0) {
          if (length > this.maxPartSize) {
            throw ClientError.invalidResponse(`multipart part of ${length} bytes exceeds ${this.maxPartSize}`);
          }
          this.length = length;
          this.state = 'body-length';
        } else {
          this.scanFrom = bodyStart;
          this.state = 'body-scan';
        }
        return 'continue';
      }
      case 'body-length': {
        const pending = this.end - this.start;
        if (pending < this.length) {
          if (this.length >= DIRECT_FILL_THRESHOLD) {
            this.partial = new Uint8Array(this.length);
            this.partial.set(data.subarray(this.start, this.end));
            this.filled = pending;
            this.start = this.end;
          }
          return 'wait';
        }
        const bytes = data.slice(this.start, this.start + this.length);
        this.start += this.length;
        this.state = 'preamble';
        return makePart(this.headers, bytes);
      }
      case 'body-scan': {
        const at = indexOfPattern(data, this.delimiter, Math.max(this.scanFrom, this.start));
        if (at === -1) {
          this.scanFrom = Math.max(this.start, this.end - this.delimiter.length + 1);
          if (this.end - this.start > this.maxPartSize) {
            throw ClientError.invalidResponse(`multipart part exceeds ${this.maxPartSize} bytes`);
          }
          return 'wait';
        }
        const bytes = data.slice(this.start, at);
        this.start = at + 2;
        this.state = 'preamble';
        return makePart(this.headers, bytes);
      }
      default:
        return 'wait';
    }
  }

  private checkHeaderSize(): 'wait' {
    if (this.end - this.start > this.maxHeaderSize) {
      throw ClientError.invalidResponse(`multipart headers exceed ${this.maxHeaderSize} bytes`);
    }
    return 'wait';
  }

  private append(chunk: Uint8Array): void {
    if (this.start === this.end) {
      this.scanFrom = Math.max(0, this.scanFrom - this.start);
      this.start = 0;
      this.end = 0;
    }
    const pending = this.end - this.start;
    if (this.end + chunk.byteLength > this.buffer.length) {
      const needed = pending + chunk.byteLength;
      const target = needed > this.buffer.length / 2 ? new Uint8Array(Math.max(this.buffer.length * 2, needed * 2)) : this.buffer;
      target.set(this.buffer.subarray(this.start, this.end), 0);
      this.scanFrom = Math.max(0, this.scanFrom - this.start);
      this.buffer = target;
      this.start = 0;
      this.end = pending;
    }
    this.buffer.set(chunk, this.end);
    this.end += chunk.byteLength;
  }
}

const CRLFCRLF = Uint8Array.of(CR, LF, CR, LF);
/** Parts at least this large are filled straight from the incoming chunks. */
const DIRECT_FILL_THRESHOLD = 4096;

function parseHeaders(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}
