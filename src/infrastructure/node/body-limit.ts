import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_MAX_DOCUMENT_BYTES } from '../xml/xml-parser';
import { refuse } from './refusal';
import { siteRequestOf } from './appliance-paths';
import { isUnder } from './request-target';

/** A configuration document (whole, or one device's) may be as large as the configuration reader accepts. */
const CONFIGURATION_BODY_LIMIT = DEFAULT_MAX_DOCUMENT_BYTES;
/** Every other call carries a small JSON body (or none). */
export const SMALL_BODY_LIMIT = 1024 * 1024;

/** The largest request body a (normalised) path accepts, in bytes. */
export function bodyLimitFor(path: string): number {
  // A fleet site's call has the limit of the same call on one appliance.
  const site = siteRequestOf(path);
  if (site) return bodyLimitFor(site.path);
  // A rollout carries each target's reviewed document (docs/fleet.md).
  return isUnder(path, '/api/configuration') || path === '/__simulator/configuration' || isUnder(path, '/fleet/api/rollouts') ? CONFIGURATION_BODY_LIMIT : SMALL_BODY_LIMIT;
}

/** The declared body length: a number, null when none is declared (no body, or chunked), NaN when it is not a length. */
function declaredLength(request: IncomingMessage): number | null {
  const header = request.headers['content-length'];
  if (header === undefined) return null;
  return /^\d{1,15}$/.test(header) ? Number(header) : Number.NaN;
}

/** True when the request carries a body without declaring its length (`Transfer-Encoding: chunked`). */
export function hasUndeclaredBody(request: IncomingMessage): boolean {
  return request.headers['content-length'] === undefined && request.headers['transfer-encoding'] !== undefined;
}

/** True when the request carries a body: a declared length above 0, or one sent without a length. */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return hasUndeclaredBody(request) || (length !== undefined && length !== '0');
}

/** True when the body may be larger than an ordinary call's: declared so, or sent without a length to a path that accepts more. */
export function mayBeLarge(request: IncomingMessage, limit: number): boolean {
  const length = declaredLength(request);
  if (length !== null) return length > SMALL_BODY_LIMIT;
  return hasUndeclaredBody(request) && limit > SMALL_BODY_LIMIT;
}

function describeLimit(limit: number): string {
  return limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} kB`;
}

/**
 * Answers 413 and closes the connection, so that the rest of the body is never
 * read: Node ends the socket once the answer is written (`Connection: close`).
 */
export function refuseBody(response: ServerResponse, limit: number): void {
  refuse(response, 413, `request body too large: the limit for this call is ${describeLimit(limit)}`, { close: true });
}

/**
 * Refuses at once a request whose declared length is over the limit (413) or
 * not a length (400), before a byte of its body is read. Returns true when it
 * answered.
 */
export function refuseDeclaredBody(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  const length = declaredLength(request);
  // NaN (not a length) is never <= limit.
  if (length === null || length <= limit) return false;
  if (Number.isNaN(length)) return refuse(response, 400, 'invalid Content-Length', { close: true });
  refuseBody(response, limit);
  return true;
}

/**
 * Reads a body whose length is not declared, up to `limit` bytes; resolves to
 * the bytes, or to null once the limit is passed (nothing more is kept; the
 * caller answers 413).
 */
export function readBoundedBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        request.off('data', onData);
        request.pause();
        chunks.length = 0;
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    request.on('data', onData);
    request.once('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    request.once('error', reject);
  });
}
