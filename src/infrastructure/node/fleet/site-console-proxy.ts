import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteConsoleAccess } from '../../../application/fleet/site-console-access';
import type { SiteWithCredentials } from '../../../application/fleet/site-credentials';
import { FleetError } from '../../../application/fleet/fleet-errors';
import type { ErrorCode } from '../../../domain/shared/error-code';
import { siteRequestOf } from '../appliance-paths';
import { hasBody } from '../body-limit';
import { isChangingMethod } from '../cross-site-guard';
import { lingerOnClose } from '../lingering-close';
import type { Exchange } from '../request-pipeline';
import type { SignInThrottle } from '../sign-in-throttle';
import { parseUpstream, proxyToUpstream } from '../upstream-proxy';
import { sessionToken } from './operator-cookie';

/** A site's history on this Vigil server: its recorder of appliance calls and its `/vigil` routes (composition/history-server.ts). */
export interface SiteHistory {
  readonly recorder: { handle(request: IncomingMessage, response: ServerResponse, dispatch: (request: IncomingMessage, response: ServerResponse) => void): void };
  routes(request: IncomingMessage, response: ServerResponse): Promise<void>;
}

export interface SiteConsoleProxyDependencies {
  readonly access: Pick<SiteConsoleAccess, 'admit'>;
  /** The site's history (built on first use, kept per site). */
  readonly historyOf: (site: SiteWithCredentials) => SiteHistory;
  /** A configuration the site accepted through its console: noted as saved through Vigil, by this operator. */
  readonly saved: (siteId: string, by: string) => void;
  /** Refusals of the stored credentials, per site: an appliance that refuses them is not asked again at once (a real one may lock its root account). */
  readonly refusals: SignInThrottle;
}

const STATUS: Partial<Record<ErrorCode, number>> = { 'FLEET.NOT_SIGNED_IN': 401, 'FLEET.READ_ONLY': 403, 'FLEET.SITE_NOT_FOUND': 404 };

/** The operator each proxied request is made for: the history records their name, not the site's root user. */
const operators = new WeakMap<IncomingMessage, string>();

/** The fleet operator a site's call was made by (undefined for any other request). */
export function operatorOf(request: IncomingMessage): string | undefined {
  return operators.get(request);
}

/** A refusal in the fleet's words (`{result: false, code, detail}`); a body still coming is never read. */
function refuseSiteCall(request: IncomingMessage, response: ServerResponse, status: number, code: ErrorCode, detail: string, headers: Record<string, string> = {}): void {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  const close = hasBody(request) && !request.complete;
  if (close) lingerOnClose(request);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...(close ? { Connection: 'close' } : {}), ...headers });
  response.end(JSON.stringify({ result: false, code, detail }));
}

function basic(site: SiteWithCredentials): string {
  return `Basic ${Buffer.from(`${site.credentials.username}:${site.credentials.password}`, 'utf8').toString('base64')}`;
}

/**
 * One site's console through the Vigil server (docs/fleet.md, "Open a site"):
 * `/fleet/sites/ID/api/…` goes to that site's appliance and
 * `/fleet/sites/ID/vigil/…` to that site's history, for a signed-in operator
 * (a viewer's changing calls refused before anything is sent). What the
 * browser sent as credentials is dropped and the site's stored root
 * credentials are sent instead (the sign-in check's too), so the appliance
 * sees the calls it always sees; the operator's cookie never leaves this
 * server. A refusal of the stored credentials is FLEET.SITE_CREDENTIALS_REFUSED
 * and an appliance that does not answer FLEET.SITE_UNREACHABLE, both 502 and
 * named after the site, so the console says it of that site.
 */
export function siteConsoleRoute(dependencies: SiteConsoleProxyDependencies): (exchange: Exchange) => void {
  return (exchange) => {
    const { request, response } = exchange;
    const call = siteRequestOf(exchange.target.path);
    if (!call) {
      refuseSiteCall(request, response, 404, 'FLEET.SITE_NOT_FOUND', 'no such site');
      return;
    }
    const admitted = dependencies.access.admit({ token: sessionToken(request), address: request.socket.remoteAddress ?? '', siteId: call.siteId, changing: isChangingMethod(request.method) });
    admitted.then(
      ({ actor, site }) => {
        const wait = dependencies.refusals.waitFor(site.site.id);
        if (wait > 0) {
          const seconds = Math.max(1, Math.ceil(wait / 1000));
          refuseSiteCall(request, response, 502, 'FLEET.SITE_CREDENTIALS_REFUSED', `${site.site.name} refused the credentials Vigil keeps for it: not asked again for ${seconds} s`, { 'Retry-After': String(seconds) });
          return;
        }
        const signIn = call.path.toLowerCase() === '/api/login';
        const search = signIn ? `?${new URLSearchParams({ user: site.credentials.username, password: site.credentials.password }).toString()}` : exchange.target.search;
        request.url = call.path + search;
        request.headers.authorization = basic(site);
        delete request.headers.cookie;
        delete request.headers['x-requested-with'];
        operators.set(request, actor.name);
        const history = dependencies.historyOf(site);
        if (call.kind === 'history') {
          void history.routes(request, response);
          return;
        }
        history.recorder.handle(request, response, (sent, answer) => {
          proxyToUpstream(parseUpstream(site.baseUrl), site.site.insecure, { ...exchange, request: sent, response: answer, target: { path: call.path, search } }, {
            answer: (reply) => {
              const status = reply.statusCode ?? 502;
              // Refused credentials: a 401, or the sign-in check's 404; or its 429, the appliance throttling this Vigil server's
              // sign-ins after refusing them: the same cause, said of the site (the operator typed nothing).
              if (status === 401 || (signIn && (status === 404 || status === 429))) {
                dependencies.refusals.failed(site.site.id);
                const retry = status === 429 ? reply.headers['retry-after'] : undefined;
                const meanwhile = status === 429 ? ' and takes no sign-in from this Vigil server for now' : '';
                refuseSiteCall(sent, answer, 502, 'FLEET.SITE_CREDENTIALS_REFUSED', `${site.site.name} refused the credentials Vigil keeps for it (${site.credentials.username})${meanwhile}: correct them in the site's settings`, typeof retry === 'string' ? { 'Retry-After': retry } : undefined);
                return true;
              }
              if (status < 300) {
                dependencies.refusals.succeeded(site.site.id);
                if (isChangingMethod(sent.method) && call.path.toLowerCase().startsWith('/api/configuration')) answer.once('finish', () => dependencies.saved(site.site.id, actor.name));
              }
              return false;
            },
            unreachable: (error) => refuseSiteCall(sent, answer, 502, 'FLEET.SITE_UNREACHABLE', `${site.site.name} does not answer at ${site.baseUrl}: ${error.message}`),
          });
        });
      },
      (error: unknown) => {
        if (error instanceof FleetError) refuseSiteCall(request, response, STATUS[error.code] ?? 400, error.code, error.message);
        else {
          console.error('a site call failed', error);
          refuseSiteCall(request, response, 500, 'APPLIANCE.SOMETHING_WENT_WRONG', 'something went wrong');
        }
      },
    );
  };
}
