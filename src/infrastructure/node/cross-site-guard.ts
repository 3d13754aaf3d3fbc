import type { IncomingMessage, ServerResponse } from 'node:http';
import { hasBody } from './body-limit';
import { refuse } from './refusal';

/** GET, HEAD and OPTIONS change nothing; every other method may. */
export function isChangingMethod(method: string | undefined): boolean {
  const name = (method ?? 'GET').toUpperCase();
  return name !== 'GET' && name !== 'HEAD' && name !== 'OPTIONS';
}

/** `host[:port]` as URL parsing writes it (lower case, default port left out), or null when it is not a host. */
function canonicalHost(host: string): string | null {
  try {
    return new URL(`http://${host}`).host;
  } catch {
    return null;
  }
}

/** The host of an `Origin` header, or null when it is not an http(s) origin (`null`, a file, garbage). */
function originHost(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
  } catch {
    return null;
  }
}

/**
 * Why a request comes from another site, or null when nothing says so: a
 * `Sec-Fetch-Site` other than `same-origin` or `none` (typed in the address
 * bar), or an `Origin` whose host is not the `Host` the request was sent to.
 * Clients that are not browsers (the client library, curl) send neither.
 */
export function crossSiteReason(request: IncomingMessage): string | null {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `a ${fetchSite} request`;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const from = originHost(origin);
    if (from === null || from !== canonicalHost(request.headers.host ?? '')) return `origin ${origin}`;
  }
  return null;
}

/** The media type of the body, in lower case without its parameters ('' when none is declared). */
export function mediaTypeOf(request: IncomingMessage): string {
  return (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** True when the browser itself says the request comes from the page's own origin. */
function provenSameOrigin(request: IncomingMessage): boolean {
  return request.headers['sec-fetch-site'] === 'same-origin' || request.headers.origin !== undefined;
}

/**
 * The bodies the API defines (docs/api.md): JSON, and XML for documents. A
 * browser cannot send either to another site without asking first (CORS),
 * which the appliance never grants. `multipart/form-data` (an upload) is
 * taken only from a request that proves it comes from the console's own
 * origin, since a form on another site may send it too.
 */
function acceptsApiBody(request: IncomingMessage): boolean {
  const type = mediaTypeOf(request);
  if (type === 'application/json' || type === 'text/xml' || type === 'application/xml') return true;
  return type === 'multipart/form-data' && provenSameOrigin(request);
}

/**
 * No cross-site change through `/api`: a changing call (anything but GET,
 * HEAD and OPTIONS) from another site is 403, and one that carries a body of
 * a type the API does not define is 415, before the body is read: a page on
 * another site cannot reach the appliance with the credentials the browser
 * keeps for it. Returns true when it answered.
 */
export function refuseCrossSiteChange(request: IncomingMessage, response: ServerResponse): boolean {
  if (!isChangingMethod(request.method)) return false;
  const reason = crossSiteReason(request);
  if (reason !== null) return refuse(response, 403, `changing calls to /api refuse cross-site requests (${reason})`, { close: hasBody(request) });
  if (hasBody(request) && !acceptsApiBody(request)) {
    const type = mediaTypeOf(request);
    return refuse(response, 415, `changing calls to /api accept only Content-Type: application/json or text/xml (this one is ${type === '' ? 'not declared' : type})`, { close: true });
  }
  return false;
}
