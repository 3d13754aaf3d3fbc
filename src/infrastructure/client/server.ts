import { toQueryDate, type DateInput } from '../../domain/client/client-date';
import { ClientError, CLIENT_WARNINGS } from '../../domain/client/client-errors';
import { decodeGraphEvents, decodeGraphIo, type GraphEventColumns, type GraphIoColumns } from '../../domain/client/graph-record';
import { parseIoValue, toIoValue, type IoValue, type PtzCommand } from '../../domain/client/io-value';
import { canWrite, type Stream } from '../../domain/client/stream';
import { readDateAnswer } from './date-query';
import { liveFrames, type LiveFrame, type LiveOptions } from './live-stream';
import { base64ToBytes, concatBytes, runLongQuery, type LongQueryOptions } from './long-query';
import { ServerConnection } from './server-connection';

/** Per-request options: opt-in retry (3 attempts, 1000 ms apart), abort, time-out. */
export interface CallOptions {
  readonly retry?: boolean;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
}

export interface LogQuery {
  readonly begin: DateInput;
  readonly end: DateInput;
  readonly string?: string;
}

export interface GraphQuery extends LogQuery {
  readonly level?: number;
}

export interface LogResult {
  /** The end marker of the last answer. */
  readonly end: string;
  readonly logs: unknown[];
}

interface LogAnswer {
  readonly end: string;
  readonly logs?: unknown[];
}

interface GraphAnswer {
  readonly end: string;
  readonly graph?: string;
}

export type ProgressOptions = Pick<LongQueryOptions<{ end: string }>, 'onProgress'>;

function notImplemented(operation: string): () => Promise<never> {
  return () => Promise.reject(ClientError.notImplemented(operation));
}

/**
 * The client library's entry point: connect, `load()`, then query.
 *
 * ```ts
 * const server = await new Server('http://admin:secret@10.0.0.5/?name=Site').load();
 * for await (const frame of server.live(guid)) { … }
 * ```
 */
export class Server extends ServerConnection {
  /** A snapshot of a video stream (`/api/imageref`). */
  async imageref(guid: string, options: CallOptions = {}): Promise<{ bytes: Uint8Array; contentType: string }> {
    return this.http.bytes({ path: '/api/imageref', query: { guid: this.stream(guid).guid }, ...options });
  }

  async readio(guid: string, options: CallOptions = {}): Promise<IoValue> {
    return parseIoValue(await this.http.json({ path: '/api/readio', query: { guid: this.stream(guid).guid }, ...options }));
  }

  /**
   * Writes an input. Without the ptz-write right the write is skipped with the
   * warning 'no rights to write' and the result is false; outputs are read-only.
   */
  async writeio(guid: string, value: IoValue | boolean | number, options: CallOptions = {}): Promise<boolean> {
    const stream = this.stream(guid);
    if (!this.allowedToWrite(stream)) {
      return false;
    }
    if (!stream.writable) {
      throw ClientError.readOnlyStream(guid);
    }
    await this.http.request({ method: 'POST', path: '/api/writeio', query: { guid }, json: toIoValue(value), ...options }, async (r) => r.text());
    return true;
  }

  /** Camera moves; skipped with 'no rights to write' (result false) without the ptz-write right. */
  async ptz(guid: string, commands: PtzCommand | readonly PtzCommand[], options: CallOptions = {}): Promise<boolean> {
    const stream = this.stream(guid);
    if (!this.allowedToWrite(stream)) {
      return false;
    }
    const list = Array.isArray(commands) ? commands : [commands];
    await this.http.request({ method: 'POST', path: '/api/ptz', query: { guid }, json: { commands: list }, ...options }, async (r) => r.text());
    return true;
  }

  /** Logs between two dates, following 202 partial answers. */
  async logs(query: LogQuery, options: CallOptions & ProgressOptions = {}): Promise<LogResult> {
    const begin = toQueryDate(query.begin);
    const end = toQueryDate(query.end);
    const answers = await runLongQuery<LogAnswer>(
      this.http,
      { path: '/api/log', query: { begin, end, string: query.string }, ...options },
      options,
    );
    return { end: answers[answers.length - 1]?.end ?? end, logs: answers.flatMap((answer) => answer.logs ?? []) };
  }

  /** Graph events (16-byte records) as columns of Unix milliseconds and values. */
  async graphEvents(guid: string, query: GraphQuery, options: CallOptions & ProgressOptions = {}): Promise<GraphEventColumns> {
    return decodeGraphEvents(await this.graphBytes('/api/graphevent', guid, query, options));
  }

  /** Graph I/O (17-byte records): times, values and defined flags. */
  async graphIo(guid: string, query: GraphQuery, options: CallOptions & ProgressOptions = {}): Promise<GraphIoColumns> {
    return decodeGraphIo(await this.graphBytes('/api/graph/io', guid, query, options));
  }

  private async graphBytes(path: string, guid: string, query: GraphQuery, options: CallOptions & ProgressOptions): Promise<Uint8Array> {
    const begin = toQueryDate(query.begin);
    const end = toQueryDate(query.end);
    this.stream(guid);
    const answers = await runLongQuery<GraphAnswer>(
      this.http,
      { path, query: { guid, begin, end, level: query.level, string: query.string }, ...options },
      options,
    );
    return concatBytes(answers.map((answer) => base64ToBytes(answer.graph ?? '')));
  }

  /** The recorded frame nearest a date (`/api/date`, direction -1 by default: at or before). */
  async date(
    guid: string,
    date: DateInput,
    options: CallOptions & { direction?: number; description?: boolean; connection?: string } = {},
  ): Promise<LiveFrame | null> {
    const query = {
      guid: this.stream(guid).guid,
      date: toQueryDate(date),
      direction: options.direction ?? -1,
      description: options.description,
      connection: options.connection,
    };
    return readDateAnswer(this.http, query, options.signal, options.timeoutMs);
  }

  /**
   * Live video as an async iterable of frames with their description.
   * Reconnects after 5000 ms without data; `break` or the signal stops it and
   * closes the connection.
   */
  live(guid: string, options: LiveOptions = {}): AsyncGenerator<LiveFrame, void, undefined> {
    return liveFrames(this.http, this.stream(guid).guid, {
      ...options,
      onReconnect:
        options.onReconnect ?? ((event) => this.logger.info?.('stream reconnect', { guid, reason: event.reason })),
    });
  }

  /** Operations the specification names but the appliance's interface does not offer: each rejects with 'not implemented'. */
  readonly state = notImplemented('state');
  readonly prev = notImplemented('prev');
  readonly next = notImplemented('next');
  readonly reference = notImplemented('reference');
  readonly guardTour = notImplemented('guard tour');
  readonly ackEvent = notImplemented('ack event');

  private allowedToWrite(stream: Stream): boolean {
    if (canWrite(stream)) {
      return true;
    }
    this.logger.warn(CLIENT_WARNINGS.noRightsToWrite, { guid: stream.guid });
    return false;
  }
}
