import { canWrite, HttpRequestError, Server, type ClientLoggerPort, type HostOptionsInput } from 'vigil/client';
import type { Credentials } from '../../application/ports/authentication.port';
import type { CameraMove, LiveCamera, LiveImage, LiveVideoPort, MoveOutcome } from '../../application/live-video/live-video.port';

export interface ClientLiveVideoOptions {
  /** The session's credentials, read on every connection. */
  readonly credentials: () => Credentials | undefined;
  /** The appliance's origin ('' = the page's own, as the console's other calls). */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  readonly logger?: ClientLoggerPort;
}

/** The host of an origin (`http://host:port`) in the client library's terms. */
export function hostOfOrigin(origin: string): HostOptionsInput {
  const url = new URL(origin);
  const ssl = url.protocol === 'https:';
  const port = url.port === '' ? undefined : Number(url.port);
  return { address: url.hostname, ssl, ports: ssl ? { https: port } : { http: port } };
}

function pageOrigin(): string {
  return (globalThis as { location?: { origin?: string } }).location?.origin ?? 'http://127.0.0.1';
}

/**
 * The live-video port over the client library (`vigil/client`), in the
 * browser: one `Server` per set of credentials, loaded on first use, its
 * rights fetched again each time the streams are asked for (a device just
 * saved brings new streams).
 */
export class ClientLiveVideoAdapter implements LiveVideoPort {
  #server: { key: string; loading: Promise<Server> } | undefined;

  constructor(private readonly options: ClientLiveVideoOptions) {}

  async #connect(signal?: AbortSignal): Promise<{ server: Server; fresh: boolean }> {
    const credentials = this.options.credentials();
    if (!credentials) throw HttpRequestError.status(401, 'not signed in');
    const key = `${credentials.user}\n${credentials.password}`;
    if (this.#server?.key === key) return { server: await this.#server.loading, fresh: false };
    const server = new Server(
      { name: 'console', host: { public: hostOfOrigin(this.options.baseUrl || pageOrigin()) }, auth: { username: credentials.user, password: credentials.password } },
      { ...(this.options.fetch ? { fetch: this.options.fetch } : {}), ...(this.options.logger ? { logger: this.options.logger } : {}) },
    );
    const loading = server.load(signal);
    this.#server = { key, loading };
    loading.catch(() => {
      if (this.#server?.loading === loading) this.#server = undefined;
    });
    return { server: await loading, fresh: true };
  }

  async cameras(signal?: AbortSignal): Promise<readonly LiveCamera[]> {
    const { server, fresh } = await this.#connect(signal);
    if (!fresh) await server.refreshRights(signal);
    return [...server.streams.values()]
      .filter((stream) => stream.type === 'video')
      .map((stream) => ({ guid: stream.guid, name: stream.name, deviceId: stream.parent, movable: stream.camera, canWrite: canWrite(stream) }));
  }

  async *frames(guid: string, signal: AbortSignal): AsyncIterable<LiveImage> {
    const { server } = await this.#connect(signal);
    for await (const frame of server.live(guid, { signal })) {
      yield { bytes: frame.data, contentType: frame.contentType };
    }
  }

  async snapshot(guid: string, signal?: AbortSignal): Promise<LiveImage> {
    const { server } = await this.#connect(signal);
    return server.imageref(guid, signal ? { signal } : {});
  }

  async move(guid: string, move: CameraMove): Promise<MoveOutcome> {
    const { server } = await this.#connect();
    try {
      return (await server.ptz(guid, move)) ? 'moved' : 'no-rights';
    } catch (error) {
      // The appliance refuses too when the right was withdrawn since the rights were read.
      if (error instanceof HttpRequestError && error.metadata['status'] === 403) return 'no-rights';
      throw error;
    }
  }

  disconnect(): void {
    this.#server = undefined;
  }
}
