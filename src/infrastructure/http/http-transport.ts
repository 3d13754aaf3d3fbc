import { isErrorCode, type ErrorCode } from '../../domain/shared/error-code';
import { HttpRequestError } from '../../domain/client/client-errors';

/*
 * The transport kit shared by the console's HTTP adapters and the client
 * library: how Vigil authenticates to the appliance and reads its refusals.
 * Pure web APIs (fetch's Response, TextEncoder, btoa), no package and nothing
 * of the console, so that the client library can carry it into any Node
 * script or browser page.
 */

/** The header by which a caller says who it is; the appliance then leaves `WWW-Authenticate` out of a 401 (docs/api.md). */
export const REQUESTED_WITH_HEADER = 'X-Requested-With';

/** What each of Vigil's callers puts in that header. */
export const REQUESTED_WITH = { console: 'vigil-console', client: 'vigil-client' } as const;

/** `Basic base64(user:password)` over the UTF-8 bytes, so that non-ASCII passwords survive, without Node's Buffer. */
export function basicAuthorization(user: string, password: string): string {
  const bytes = new TextEncoder().encode(`${user}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** Longest plain-text body kept as a detail: an explanation, not a page. */
const MAX_TEXT_DETAIL = 200;

/**
 * The appliance's explanation in an error body: `detail` of its JSON answer
 * (`{"result": false, "detail": "…"}`, docs/api.md), or a short plain-text
 * body; undefined for anything else (an HTML error page of a proxy says
 * nothing the status does not).
 */
export function errorDetailOf(body: string, contentType: string | null): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'detail' in parsed && typeof parsed.detail === 'string') return parsed.detail;
    return undefined;
  } catch {
    const text = body.trim();
    const plain = contentType === null || /^text\/plain\b/i.test(contentType);
    return plain && text !== '' ? text.slice(0, MAX_TEXT_DETAIL) : undefined;
  }
}

/** The fleet's own code in a refusal the Vigil server answered for a site (`{"code": "FLEET.…"}`, docs/fleet.md), else undefined. */
export function fleetCodeOf(body: string): ErrorCode | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const code = parsed && typeof parsed === 'object' && 'code' in parsed ? parsed.code : undefined;
    return typeof code === 'string' && code.startsWith('FLEET.') && isErrorCode(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The detail of a refused response; reads (and so releases) its body. */
export async function errorDetail(response: Response): Promise<string | undefined> {
  try {
    return errorDetailOf(await response.text(), response.headers.get('content-type'));
  } catch {
    return undefined;
  }
}

/** A non-2xx answer as the HTTP error both callers share: 'Request failed with status code N', the detail in its metadata. */
export async function statusError(response: Response): Promise<HttpRequestError> {
  return HttpRequestError.status(response.status, await errorDetail(response));
}
