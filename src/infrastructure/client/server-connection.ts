import type { ClientLoggerPort } from '../../application/client/client-logger.port';
import { parseClientApplicationInfo, serverId, type ClientApplicationInfo } from '../../domain/client/application-info';
import { CLIENT_LIMITS } from '../../domain/client/client-date';
import { ClientError, CLIENT_WARNINGS } from '../../domain/client/client-errors';
import {
  hostOrigin,
  normalizeConnectionOptions,
  parseConnectionUrl,
  type ConnectionOptions,
  type ConnectionOptionsInput,
  type HostOptions,
} from '../../domain/client/connection-options';
import { readRights } from '../../domain/client/rights-reading';
import type { Stream } from '../../domain/client/stream';
import { yieldToPage } from '../stream/yield-to-page';
import { HttpClient } from './http-client';

export interface ServerOptions {
  readonly logger?: ClientLoggerPort;
  /** Injected for tests; the global fetch otherwise. */
  readonly fetch?: typeof fetch;
  /** Default time-out of every request (none by default, as the specification says). */
  readonly timeoutMs?: number;
  /** Time-out of the ping that chooses the local host (10 s by default). */
  readonly pingTimeoutMs?: number;
  /** Pause between opt-in retries (1000 ms by default). */
  readonly retryDelayMs?: number;
}

const consoleLogger: ClientLoggerPort = { warn: (message, metadata) => console.warn(message, metadata ?? '') };

/**
 * The connection to one appliance. `load()` picks the host, reads the
 * application info and the rights list and registers the streams; the
 * queries (ServerQueries) refuse to run before that.
 */
export class ServerConnection {
  readonly options: ConnectionOptions;
  protected readonly logger: ClientLoggerPort;
  private client: HttpClient | undefined;
  private info: ClientApplicationInfo | undefined;
  private registry: ReadonlyMap<string, Stream> = new Map();
  private rightsHash: string | undefined;

  constructor(
    connection: ConnectionOptionsInput | string,
    protected readonly settings: ServerOptions = {},
  ) {
    this.options = typeof connection === 'string' ? parseConnectionUrl(connection) : normalizeConnectionOptions(connection);
    this.logger = settings.logger ?? consoleLogger;
  }

  get loaded(): boolean {
    return this.info !== undefined && this.client !== undefined;
  }

  /** Product code plus username. */
  get id(): string {
    return serverId(this.application.productCode, this.options.auth.username);
  }

  get application(): ClientApplicationInfo {
    if (!this.info) {
      throw ClientError.notLoaded();
    }
    return this.info;
  }

  /** The origin in use once loaded (the local host when it answered the ping). */
  get origin(): string {
    return this.http.origin;
  }

  get streams(): ReadonlyMap<string, Stream> {
    return this.registry;
  }

  stream(guid: string): Stream {
    const stream = this.registry.get(guid);
    if (!stream) {
      throw ClientError.unknownStream(guid);
    }
    return stream;
  }

  /** The HTTP client of the chosen host; refuses before load. */
  protected get http(): HttpClient {
    if (!this.client || !this.info) {
      throw ClientError.notLoaded();
    }
    return this.client;
  }

  private clientFor(host: HostOptions): HttpClient {
    return new HttpClient({
      origin: hostOrigin(host),
      username: this.options.auth.username,
      password: this.options.auth.password,
      timeoutMs: this.settings.timeoutMs,
      retryDelayMs: this.settings.retryDelayMs,
      fetch: this.settings.fetch,
    });
  }

  /** `GET /api/ping` on one host; true when it answers within the time-out. */
  async ping(host: HostOptions = this.options.host.public, signal?: AbortSignal): Promise<boolean> {
    try {
      await this.clientFor(host).request(
        { path: '/api/ping', timeoutMs: this.settings.pingTimeoutMs ?? CLIENT_LIMITS.pingTimeoutMs, signal },
        async (response) => response.body?.cancel(),
      );
      return true;
    } catch {
      return false;
    }
  }

  async load(signal?: AbortSignal): Promise<this> {
    const local = this.options.host.local;
    const host = local && (await this.ping(local, signal)) ? local : this.options.host.public;
    const client = this.clientFor(host);
    const [rights, application] = await Promise.all([
      client.json({ path: '/api/rights', signal }),
      client.json({ path: '/api/application', signal }),
    ]);
    const info = parseClientApplicationInfo(application);
    await this.applyRights(rights);
    this.client = client;
    this.info = info;
    return this;
  }

  /** Fetches the rights again; a different hash logs RIGHTS_CHANGED and updates the streams. */
  async refreshRights(signal?: AbortSignal): Promise<boolean> {
    const rights = await this.http.json({ path: '/api/rights', signal });
    return this.applyRights(rights);
  }

  /** Reads the rights a slice at a time, letting the page (or the event loop) run between slices. */
  private async applyRights(rights: unknown): Promise<boolean> {
    const { streams, hash } = await readRights(rights, yieldToPage);
    const changed = this.rightsHash !== undefined && hash !== this.rightsHash;
    if (changed) {
      this.logger.warn(CLIENT_WARNINGS.rightsChanged, { previous: this.rightsHash, current: hash });
    }
    this.rightsHash = hash;
    this.registry = streams;
    return changed;
  }
}
