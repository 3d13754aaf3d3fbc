import ky, { HTTPError, type KyInstance } from 'ky';
import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';

export interface ApplianceHttpOptions {
  /** Origin of the appliance ('' = the page's own origin, where the console server answers /api). */
  readonly baseUrl?: string;
  /** The session credentials sent as HTTP Basic on every call. */
  readonly credentials: CredentialsStorePort;
  /** Replaces the global fetch (tests, other transports). */
  readonly fetch?: typeof fetch;
}

/** The header that tells the appliance a console is calling, so the browser shows no sign-in dialog. */
export const REQUESTED_WITH = 'vigil-console';

/** `Basic base64(user:password)` over the UTF-8 bytes, so non-ASCII passwords survive. */
export function basicAuthorization(user: string, password: string): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/**
 * The ky instance every console adapter uses: `/api` prefix, Basic auth from
 * the session, the console header, no retry (retry is opt-in per call) and no
 * time-out (a slow appliance is not a failure).
 */
export function createApplianceHttp(options: ApplianceHttpOptions): KyInstance {
  return ky.create({
    prefixUrl: `${(options.baseUrl ?? '').replace(/\/$/, '')}/api`,
    retry: 0,
    timeout: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          request.headers.set('X-Requested-With', REQUESTED_WITH);
          const credentials = options.credentials.credentials();
          if (credentials && !request.headers.has('Authorization')) {
            request.headers.set('Authorization', basicAuthorization(credentials.user, credentials.password));
          }
        },
      ],
    },
  });
}

/**
 * Runs one call and turns transport failures into the console's errors:
 * a refusal becomes ApplianceRequestError (status and the appliance's detail),
 * anything else NetworkError.
 */
export async function callAppliance<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HTTPError) {
      throw new ApplianceRequestError(error.response.status, await detailOf(error.response), error);
    }
    throw new NetworkError(error);
  }
}

async function detailOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.clone().json();
    if (body && typeof body === 'object' && 'detail' in body && typeof body.detail === 'string') return body.detail;
  } catch {
    // Not JSON: the status says enough.
  }
  return undefined;
}

/** Reads a JSON object answer; anything else is a protocol error rather than a crash later on. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApplianceRequestError(200, 'unexpected answer from the appliance');
  }
  return value as Record<string, unknown>;
}
