import ky, { HTTPError, type KyInstance } from 'ky';
import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import type { CredentialsStorePort } from '../../application/ports/credentials-store.port';
import { basicAuthorization, errorDetailOf, fleetCodeOf, REQUESTED_WITH, REQUESTED_WITH_HEADER } from './http-transport';

export interface ApplianceHttpOptions {
  /** Origin of the appliance ('' = the page's own origin, where the console server answers /api). */
  readonly baseUrl?: string;
  /** The session credentials sent as HTTP Basic on every call. */
  readonly credentials: CredentialsStorePort;
  /** Replaces the global fetch (tests, other transports). */
  readonly fetch?: typeof fetch;
}

/**
 * The ky instance every console adapter uses: `/api` prefix, Basic auth from
 * the session, the console header (so the browser shows no sign-in dialog),
 * no retry (retry is opt-in per call) and no time-out (a slow appliance is
 * not a failure). Authorisation and error details come from the transport
 * kit (http-transport.ts) that the client library uses too.
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
          request.headers.set(REQUESTED_WITH_HEADER, REQUESTED_WITH.console);
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
      const body = await error.response.text().catch(() => '');
      throw new ApplianceRequestError(error.response.status, errorDetailOf(body, error.response.headers.get('content-type')), error, fleetCodeOf(body));
    }
    throw new NetworkError(error);
  }
}

/** Reads a JSON object answer; anything else is a protocol error rather than a crash later on. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApplianceRequestError(200, 'unexpected answer from the appliance');
  }
  return value as Record<string, unknown>;
}
