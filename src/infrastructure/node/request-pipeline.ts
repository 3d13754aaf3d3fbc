import type { IncomingMessage, ServerResponse } from 'node:http';
import { areaOf, type RequestArea } from './appliance-paths';
import { bodyLimitFor, mayBeLarge, refuseDeclaredBody } from './body-limit';
import { refuseUnauthorisedBody, type CredentialsCheck } from './credentials-guard';
import { refuseCrossSiteChange } from './cross-site-guard';
import { refuseUnknownHostName, type AllowedHostNames } from './host-name-guard';
import type { LargeBodyGate } from './large-body-gate';
import { refuse } from './refusal';
import { normaliseRequestTarget, type RequestTarget } from './request-target';
import { applySecurityHeaders } from './security-headers';
import { admitSignIn } from './sign-in-admission';
import type { SignInThrottle } from './sign-in-throttle';
import { refuseCrossSiteControls, refuseRemoteControls } from './simulator-controls-guard';

/** One request as the routes see it: its normalised target, read by every guard before them. */
export interface Exchange {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly target: RequestTarget;
  readonly area: RequestArea;
  /** The largest body this request may carry, in bytes (body-limit.ts). */
  readonly bodyLimit: number;
}

/** Answers a request that went through every guard. */
export type Route = (exchange: Exchange) => void;

export interface RequestPipelineOptions {
  /** `/__simulator` answers clients on other machines too. */
  readonly remoteSimulatorControls: boolean;
  readonly throttle: SignInThrottle;
  readonly largeBodies: LargeBodyGate;
  /** The appliance's accounts, where this server knows them (the simulator); absent behind the proxy. */
  readonly checkCredentials?: CredentialsCheck;
  /** Set the console's security headers on every answer (the console server). */
  readonly securityHeaders?: boolean;
  /** The names this server answers to (the console server; host-name-guard.ts); absent: any. */
  readonly allowedHostNames?: AllowedHostNames;
}

type Guard = (exchange: Exchange, options: RequestPipelineOptions) => boolean;

/**
 * The guards, in order; each returns true when it answered. The simulator's
 * controls answer only to this machine and this site; a browser calls the
 * console server only by a name it is known by (DNS rebinding); a changing `/api` (or
 * history, `/vigil`) call must come from this site with a type the API
 * defines; a declared body over
 * the path's limit is refused unread (413); a client that failed to sign in
 * too often waits (429); a body to a call that needs credentials is refused
 * unread without them (401).
 */
const GUARDS: readonly Guard[] = [
  ({ request, response, area }, options) => area === 'controls' && refuseRemoteControls(request, response, options.remoteSimulatorControls),
  ({ request, response, area, target }, options) => area === 'controls' && refuseCrossSiteControls(request, response, target.path, options.remoteSimulatorControls),
  ({ request, response }, options) => refuseUnknownHostName(request, response, options.allowedHostNames),
  ({ request, response, area }) => (area === 'api' || area === 'history' || area === 'fleet' || area === 'site') && refuseCrossSiteChange(request, response),
  ({ request, response, bodyLimit }) => refuseDeclaredBody(request, response, bodyLimit),
];

/**
 * The one request pipeline of the console server and the simulator server
 * (docs/security.md): the request's target is normalised once
 * (request-target.ts; 400 when refused) and `request.url` rewritten to it, so
 * that every guard, the throttle, the body limits and `route` read one
 * spelling; then the guards; then a large body waits for its turn
 * (large-body-gate.ts); then `100 Continue` to a client that asked for it,
 * and `route`. A route added later, whatever its
 * path, is behind all of it without doing anything.
 */
export function requestPipeline(options: RequestPipelineOptions, route: Route): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    if (options.securityHeaders) applySecurityHeaders(response);
    const target = normaliseRequestTarget(request.url ?? '/', request.headers.host);
    if ('refused' in target) {
      refuse(response, 400, `bad request path: ${target.refused}`, { close: true });
      return;
    }
    request.url = target.path + target.search;
    const area = areaOf(target.path);
    const exchange: Exchange = { request, response, target, area, bodyLimit: bodyLimitFor(target.path) };
    // Every appliance answer carries credentials or the configuration.
    if (area !== 'console') response.setHeader('Cache-Control', 'no-store');
    for (const guard of GUARDS) if (guard(exchange, options)) return;
    const go = (): void => {
      // A client that asked before sending its body (`Expect: 100-continue`) sends it now, and only now.
      if (request.headers.expect?.toLowerCase() === '100-continue') response.writeContinue();
      route(exchange);
    };
    const admitted = (): void => {
      if (refuseUnauthorisedBody(request, response, target.path, options.checkCredentials)) return;
      if (mayBeLarge(request, exchange.bodyLimit)) options.largeBodies.enter(response, go);
      else go();
    };
    if (area === 'api' || area === 'history') admitSignIn(options.throttle, { request, response, path: target.path, search: target.search }, admitted);
    else admitted();
  };
}
