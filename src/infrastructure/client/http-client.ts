import { HttpRequestError } from '../../domain/client/client-errors';
import { CLIENT_LIMITS } from '../../domain/client/client-date';
import { basicAuthorization, REQUESTED_WITH, REQUESTED_WITH_HEADER, statusError } from '../http/http-transport';

export type QueryValue = string | number | boolean;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[] | undefined>>;

/** One call to the appliance. */
export interface HttpRequest {
  readonly method?: 'GET' | 'POST';
  /** Path under the origin, e.g. `/api/readio`. */
  readonly path: string;
  /** Arrays become repeated keys (`guid=a&guid=b`); undefined values are left out. */
  readonly query?: Query;
  /** Sent as JSON. */
  readonly json?: unknown;
  /** Overrides the client's time-out for this request (covers the answer's body too). */
  readonly timeoutMs?: number;
  /** Opt-in retry: 3 attempts 1000 ms apart on network errors, time-outs and 5xx answers. */
  readonly retry?: boolean;
  readonly signal?: AbortSignal;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface HttpClientOptions {
  /** e.g. `http://10.0.0.5:80`. */
  readonly origin: string;
  readonly username: string;
  readonly password: string;
  /** Default none, as the specification says. */
  readonly timeoutMs?: number;
  readonly retryDelayMs?: number;
  /** Injected for tests; the global `fetch` otherwise (Node 20+ and browsers alike). */
  readonly fetch?: typeof fetch;
}

export function buildUrl(origin: string, path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = value === undefined ? [] : Array.isArray(value) ? value : [value as QueryValue];
    values.forEach((item) => params.append(key, String(item)));
  }
  const search = params.toString();
  return `${origin.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(HttpRequestError.aborted(signal.reason));
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(HttpRequestError.aborted(signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function retryable(error: unknown): boolean {
  if (!(error instanceof HttpRequestError)) {
    return false;
  }
  return error.code === 'CLIENT.NETWORK' || error.code === 'CLIENT.TIMEOUT' || (error.status ?? 0) >= 500;
}

/**
 * HTTP over the global `fetch` with the behaviour integrators expect from the
 * specification: basic authentication, its English error messages, an
 * optional time-out that covers the body, abort through a signal, and opt-in retry.
 */
export class HttpClient {
  readonly origin: string;
  private readonly authorization: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpClientOptions) {
    this.origin = options.origin;
    this.authorization = basicAuthorization(options.username, options.password);
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /** The raw fetch with this client's authorization, for streams that manage their own life cycle. */
  open(path: string, query: Query, signal: AbortSignal): Promise<Response> {
    return this.fetchImpl(this.url(path, query), { headers: this.headers(), signal });
  }

  url(path: string, query?: Query): string {
    return buildUrl(this.origin, path, query);
  }

  /**
   * Basic authorization on every request, and `X-Requested-With` so that an
   * appliance answering 401 leaves out `WWW-Authenticate` (docs/api.md) and a
   * browser never opens its own sign-in dialog over the integrator's page.
   */
  headers(extra: Readonly<Record<string, string>> = {}): Record<string, string> {
    return { authorization: this.authorization, [REQUESTED_WITH_HEADER.toLowerCase()]: REQUESTED_WITH.client, ...extra };
  }

  /**
   * Sends the request and hands the 2xx response to `read` while the time-out
   * still runs; non-2xx answers become 'Request failed with status code N'.
   */
  async request<T>(request: HttpRequest, read: (response: Response) => Promise<T>): Promise<T> {
    const attempts = request.retry ? CLIENT_LIMITS.retryAttempts : 1;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.once(request, read);
      } catch (error) {
        if (attempt >= attempts || !retryable(error)) {
          throw error;
        }
        await sleep(this.options.retryDelayMs ?? CLIENT_LIMITS.retryDelayMs, request.signal);
      }
    }
  }

  json<T = unknown>(request: HttpRequest): Promise<T> {
    return this.request(request, async (response) => (await response.json()) as T);
  }

  bytes(request: HttpRequest): Promise<{ bytes: Uint8Array; contentType: string }> {
    return this.request(request, async (response) => ({
      bytes: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? '',
    }));
  }

  private async once<T>(request: HttpRequest, read: (response: Response) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs;
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const onAbort = (): void => controller.abort();
    if (request.signal?.aborted) {
      throw HttpRequestError.aborted(request.signal.reason);
    }
    request.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const response = await this.fetchImpl(this.url(request.path, request.query), {
        method: request.method ?? 'GET',
        headers: this.headers({
          ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
          ...request.headers,
        }),
        body: request.json === undefined ? undefined : JSON.stringify(request.json),
        signal: controller.signal,
      });
      if (!response.ok) {
        throw await statusError(response);
      }
      return await read(response);
    } catch (error) {
      if (error instanceof HttpRequestError && !controller.signal.aborted) {
        throw error;
      }
      if (timedOut) {
        throw HttpRequestError.timeout(timeoutMs ?? 0);
      }
      if (controller.signal.aborted) {
        throw HttpRequestError.aborted(request.signal?.reason);
      }
      if (error instanceof TypeError) {
        throw HttpRequestError.network(error);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', onAbort);
    }
  }
}
