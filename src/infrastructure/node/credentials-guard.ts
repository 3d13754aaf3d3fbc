import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeBasicAuthorization } from '../simulator/routes/basic-auth';
import { needsCredentials } from './appliance-paths';
import { hasBody } from './body-limit';
import { refuse } from './refusal';

/** Checks Basic credentials against the appliance's accounts: the simulator's; absent behind the proxy, where the real appliance decides. */
export type CredentialsCheck = (user: string, password: string) => boolean;

/**
 * Nothing is read before it is authorised: a request with a body to a call
 * that needs credentials is answered 401 at once, its body unread and the
 * connection closed, when it carries no Basic credentials, or (where the
 * server knows the accounts) wrong ones. Behind the proxy, credentials that
 * are present go on to the appliance, streamed, never held. The answer is the
 * appliance's (docs/api.md): `WWW-Authenticate` only for callers that did not
 * say they are the console. Returns true when it answered.
 */
export function refuseUnauthorisedBody(request: IncomingMessage, response: ServerResponse, path: string, check: CredentialsCheck | undefined): boolean {
  if (!hasBody(request) || !needsCredentials(path)) return false;
  const credentials = decodeBasicAuthorization(request.headers.authorization);
  if (credentials && (check === undefined || check(credentials[0], credentials[1]))) return false;
  const challenge: Record<string, string> = request.headers['x-requested-with'] ? {} : { 'WWW-Authenticate': 'Basic realm="vigil"' };
  return refuse(response, 401, 'Invalid username or password', { close: true, headers: challenge });
}
