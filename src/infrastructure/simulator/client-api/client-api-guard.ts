import type { Context } from 'hono';
import { decodeBasicAuthorization } from '../routes/basic-auth';
import type { ClientApiHost } from './client-api-host';
import type { ClientApiState } from './client-api-state';

export type ClientApiHandler = (c: Context) => Response | Promise<Response>;
export type ClientApiGuard = (handler: ClientApiHandler, auth?: boolean) => ClientApiHandler;

/**
 * Wraps a route of the client interface: counts the request, applies this
 * interface's latency and failure faults, then checks Basic credentials
 * (unless `auth` is false). A 401 carries `WWW-Authenticate` only for callers
 * that did not say who they are (docs/api.md), so a browser never opens its
 * own dialog over a page that uses the library.
 */
export function clientApiGuard(state: ClientApiState, host: ClientApiHost): ClientApiGuard {
  return (handler, auth = true) =>
    async (c) => {
      state.requests += 1;
      const { latencyMs } = state.faults.of('clientApi');
      if (latencyMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, latencyMs));
        if (c.req.raw.signal.aborted) {
          return c.body(null, 499 as 400); // the client gave up: consume no fault for it
        }
      }
      if (state.takeFailure()) {
        return c.json({ result: false, detail: 'simulated failure' }, 503);
      }
      const credentials = decodeBasicAuthorization(c.req.header('authorization'));
      if (auth && (!credentials || !host.checkCredentials(credentials[0], credentials[1]))) {
        const challenge: Record<string, string> = c.req.header('x-requested-with') ? {} : { 'www-authenticate': 'Basic realm="vigil"' };
        return c.json({ result: false, detail: 'unauthorized' }, 401, challenge);
      }
      return handler(c);
    };
}

/** The guid of the query when it names a stream (of that type, when given), else null. */
export function streamOf(state: ClientApiState, c: Context, type?: string): string | null {
  const guid = c.req.query('guid') ?? '';
  const found = state.find(guid);
  return found && (type === undefined || found.type === type) ? guid : null;
}

/** A route about the stream its query names (of `type`, when given): any other guid is answered 404 'unknown stream'. */
export function onStream(state: ClientApiState, type: string | undefined, handler: (c: Context, guid: string) => Response | Promise<Response>): ClientApiHandler {
  return (c) => {
    const guid = streamOf(state, c, type);
    return guid ? handler(c, guid) : unknownStream(c);
  };
}

export function unknownStream(c: Context): Response {
  return c.json({ result: false, detail: 'unknown stream' }, 404);
}

/** A date of the query as epoch milliseconds, or null when absent or invalid. */
export function queryTime(value: string | undefined): number | null {
  const time = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
