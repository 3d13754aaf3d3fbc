import { HttpRequestError, Server, type ClientLoggerPort, type HostOptionsInput } from 'vigil/client';
import type { Credentials } from '../../application/ports/authentication.port';

export interface ApplianceClientOptions {
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
 * The console's one connection to the appliance's streaming interface, through
 * the client library (`vigil/client`) as any integrator uses it: one `Server`
 * per set of credentials, loaded on first use and shared by the adapters that
 * need it (live video, the logic editor's io states), forgotten on sign-out.
 */
export class ApplianceClientSession {
  #server: { key: string; loading: Promise<Server> } | undefined;

  constructor(private readonly options: ApplianceClientOptions) {}

  /** The loaded server; `fresh` when this call loaded it (its rights are then new). */
  async connect(signal?: AbortSignal): Promise<{ server: Server; fresh: boolean }> {
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

  disconnect(): void {
    this.#server = undefined;
  }
}
