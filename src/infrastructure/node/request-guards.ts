import type { IncomingMessage, ServerResponse } from 'node:http';
import { bodyLimitFor, hasUndeclaredBody, readBoundedBody, refuseBody, refuseDeclaredBody } from './body-limit';
import { throttleSignIn, type SignInThrottle } from './sign-in-throttle';
import { isSimulatorControl, refuseCrossSiteControls, refuseRemoteControls } from './simulator-controls-guard';

export interface RequestGuardOptions {
  /** `/__simulator` answers clients on other machines too. */
  readonly remoteSimulatorControls: boolean;
  readonly throttle: SignInThrottle;
}

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The path of a request, without its query. */
export function pathnameOf(request: IncomingMessage): string {
  return (request.url ?? '/').split('?')[0] ?? '/';
}

/**
 * What both servers (the console server and the simulator server) check
 * before a request reaches the appliance, in this order: the simulator's
 * controls answer only to this machine and never to another site; a declared
 * body over the path's limit is refused before it is read (413); a client
 * that failed to sign in too often waits (429). Every appliance answer is
 * marked `Cache-Control: no-store` (it carries credentials or the
 * configuration). Returns true when the request was answered here.
 */
export function guardRequest(request: IncomingMessage, response: ServerResponse, options: RequestGuardOptions): boolean {
  const pathname = pathnameOf(request);
  const control = isSimulatorControl(pathname);
  if (control && refuseRemoteControls(request, response, options.remoteSimulatorControls)) return true;
  if (control && refuseCrossSiteControls(request, response, pathname, options.remoteSimulatorControls)) return true;
  if (refuseDeclaredBody(request, response, bodyLimitFor(pathname))) return true;
  const api = under(pathname, '/api');
  if (api || control) response.setHeader('Cache-Control', 'no-store');
  return api && throttleSignIn(options.throttle, request, response, pathname);
}

type Listener = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Hands a request to the simulated appliance. A body sent without a declared
 * length (chunked) is read here first, within the path's limit (413 past it),
 * and given to the listener whole (`rawBody`, which @hono/node-server reads).
 */
export function dispatchWithinLimit(listener: Listener, request: IncomingMessage, response: ServerResponse): void {
  if (!hasUndeclaredBody(request)) {
    void listener(request, response);
    return;
  }
  const limit = bodyLimitFor(pathnameOf(request));
  readBoundedBody(request, limit).then(
    (body) => {
      if (body === null) {
        refuseBody(response, limit);
        return;
      }
      Object.assign(request, { rawBody: body });
      void listener(request, response);
    },
    (error: unknown) => response.destroy(error as Error),
  );
}
