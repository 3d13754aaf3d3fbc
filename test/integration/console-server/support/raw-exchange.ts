import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface RawOptions {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Sent whole (with its length unless `chunked`). */
  readonly body?: string | Buffer;
  /** Send the body without a declared length (`Transfer-Encoding: chunked`). */
  readonly chunked?: boolean;
}

/**
 * One request with its target sent exactly as written (fetch and URL parsers
 * resolve `..` and backslashes before sending), on a connection of its own;
 * the answer's status, headers and body. The server may close the
 * connection while the body is still being written: that is answered too.
 */
export function rawExchange(base: string, target: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (body && !options.chunked) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = request({ host: hostname, port, path: target, method: options.method ?? 'GET', headers, agent: false }, (answer) => {
      answered = true;
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text }));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    // Closed with no answer at all (status 0): the test says what it expected.
    outgoing.on('close', () => {
      if (!answered) resolve({ status: 0, headers: {}, body: '' });
    });
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

/** The `detail` of a JSON refusal, or the body as it came. */
export function detailOf(answer: RawAnswer): string {
  try {
    return (JSON.parse(answer.body) as { detail?: string }).detail ?? answer.body;
  } catch {
    return answer.body;
  }
}

/** A request whose body is still being sent: its answer when it comes, and the rest of the body. */
export interface OpenExchange {
  readonly answer: Promise<RawAnswer>;
  /** True once the answer has come. */
  answered(): boolean;
  write(chunk: string | Buffer): void;
  end(chunk?: string | Buffer): void;
  destroy(): void;
}

/**
 * Starts a request and sends `first` of its body, then waits: chunked
 * unless `declared` announces a length (the rest never comes unless
 * written). An answer before the end proves the server did not read the
 * body first.
 */
export function openExchange(base: string, target: string, options: { method?: string; headers?: Readonly<Record<string, string>>; declared?: number; first: string | Buffer }): OpenExchange {
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = { ...options.headers, ...(options.declared === undefined ? {} : { 'content-length': String(options.declared) }) };
  let done = false;
  let outgoing!: ReturnType<typeof request>;
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let answered = false;
    outgoing = request({ host: hostname, port, path: target, method: options.method ?? 'POST', headers, agent: false }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        done = true;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    outgoing.on('close', () => {
      if (!answered) {
        done = true;
        resolve({ status: 0, headers: {}, body: '' });
      }
    });
  });
  outgoing.flushHeaders();
  outgoing.write(options.first);
  return {
    answer,
    answered: () => done,
    write: (chunk) => void outgoing.write(chunk),
    end: (chunk) => void (chunk === undefined ? outgoing.end() : outgoing.end(chunk)),
    destroy: () => outgoing.destroy(),
  };
}
