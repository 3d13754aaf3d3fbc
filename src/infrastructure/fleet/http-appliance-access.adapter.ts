import type { IncomingMessage } from 'node:http';
import { ApplianceAccessError, type ApplianceAccessPort, type ApplianceCredentials, type ApplianceProbe } from '../../application/fleet/ports/appliance-access.port';
import { siteBaseUrl, type SiteConnection } from '../../domain/fleet/site';
import { bodyText, bodyUntil, nodeRequest } from './node-request';

/** The appliance's `detail` of a refusal, else its status. */
async function detailOf(response: IncomingMessage): Promise<string> {
  const text = await bodyText(response).catch(() => '');
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail !== '') return detail;
  } catch {
    // Not JSON: the status says it.
  }
  return `HTTP ${response.statusCode ?? 0}${text && text.length < 200 ? `: ${text.trim()}` : ''}`;
}

function basic(credentials: ApplianceCredentials): string {
  return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64')}`;
}

const HEADER = /<date>([^<]*)<\/date>[\s\S]*?<signature\s*(?:\/>|>([^<]*)<\/signature\s*>)/;

/**
 * The Vigil server's calls to the fleet's appliances (docs/api.md), over
 * node:http(s) with the site's stored credentials as Basic auth. A network
 * failure, a time-out and a 5xx are `unreachable`; 401 (and 404 from the
 * sign-in) `credentials-refused`; any other refusal `refused` with the
 * appliance's detail. A configuration save refused with a 5xx is `refused`
 * too: the appliance answered and said why.
 */
export class HttpApplianceAccessAdapter implements ApplianceAccessPort {
  private async call(connection: SiteConnection, path: string, options: { readonly credentials?: ApplianceCredentials; readonly method?: string; readonly body?: string; readonly contentType?: string; readonly signal?: AbortSignal } = {}): Promise<IncomingMessage> {
    const headers: Record<string, string> = { 'X-Requested-With': 'vigil-server' };
    if (options.credentials) headers['Authorization'] = basic(options.credentials);
    if (options.contentType) headers['Content-Type'] = options.contentType;
    try {
      return await nodeRequest(new URL(path, siteBaseUrl(connection)), { method: options.method ?? 'GET', headers, ...(options.body === undefined ? {} : { body: options.body }), insecure: connection.insecure, ...(options.signal ? { signal: options.signal } : {}) });
    } catch (error) {
      const reason = (error as Error).name === 'AbortError' ? 'no answer in time' : (error as Error).message;
      throw new ApplianceAccessError('unreachable', reason, undefined, { cause: error });
    }
  }

  /** The answer if it is a success, else the matching ApplianceAccessError. */
  private async ok(response: IncomingMessage, refusalOf5xx: 'unreachable' | 'refused' = 'unreachable'): Promise<IncomingMessage> {
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    const detail = await detailOf(response);
    if (status === 401) throw new ApplianceAccessError('credentials-refused', detail, status);
    if (status >= 500) throw new ApplianceAccessError(refusalOf5xx, detail, status);
    throw new ApplianceAccessError('refused', detail, status);
  }

  private async json(connection: SiteConnection, path: string, credentials: ApplianceCredentials | undefined, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const response = await this.ok(await this.call(connection, path, { ...(credentials ? { credentials } : {}), ...(signal ? { signal } : {}) }));
    try {
      return JSON.parse(await bodyText(response)) as Record<string, unknown>;
    } catch (error) {
      throw new ApplianceAccessError('unreachable', `unexpected answer from the appliance to ${path}`, response.statusCode, { cause: error });
    }
  }

  async signIn(connection: SiteConnection, credentials: ApplianceCredentials, signal?: AbortSignal): Promise<{ readonly root: boolean }> {
    const query = new URLSearchParams({ user: credentials.username, password: credentials.password });
    const response = await this.call(connection, `/api/login?${query.toString()}`, signal ? { signal } : {});
    if (response.statusCode === 404) {
      throw new ApplianceAccessError('credentials-refused', await detailOf(response), 404);
    }
    const body = JSON.parse(await bodyText(await this.ok(response))) as { root?: unknown };
    return { root: body.root === true };
  }

  async probe(connection: SiteConnection, credentials: ApplianceCredentials, signal?: AbortSignal): Promise<ApplianceProbe> {
    const application = await this.json(connection, '/api/application', undefined, signal);
    const status = await this.json(connection, '/api/application/status', credentials, signal);
    const licence = await this.json(connection, '/api/license/status', credentials, signal);
    const document = await this.ok(await this.call(connection, '/api/configuration', { credentials, ...(signal ? { signal } : {}) }));
    const head = HEADER.exec(await bodyUntil(document, '</signature>'));
    return {
      version: typeof application['version'] === 'string' ? application['version'] : '',
      serverStatus: typeof status['status'] === 'string' ? status['status'] : '',
      licence: {
        status: typeof licence['status'] === 'string' ? licence['status'] : '',
        ...(typeof licence['days'] === 'number' ? { days: licence['days'] } : {}),
        ...(typeof licence['expirated'] === 'boolean' ? { expired: licence['expirated'] } : {}),
      },
      signature: head?.[2]?.trim() ?? '',
      documentDate: head?.[1]?.trim() ?? '',
    };
  }

  async fetchDocument(connection: SiteConnection, credentials: ApplianceCredentials, options: { readonly uncrypted: boolean; readonly signal?: AbortSignal }): Promise<string> {
    const response = await this.ok(await this.call(connection, options.uncrypted ? '/api/configuration?uncrypted' : '/api/configuration', { credentials, ...(options.signal ? { signal: options.signal } : {}) }));
    return bodyText(response);
  }

  async postDocument(connection: SiteConnection, credentials: ApplianceCredentials, text: string, signal?: AbortSignal): Promise<void> {
    const response = await this.call(connection, '/api/configuration', { credentials, method: 'POST', body: text, contentType: 'text/xml; charset=utf-8', ...(signal ? { signal } : {}) });
    await bodyText(await this.ok(response, 'refused'));
  }

  async readIos(connection: SiteConnection, credentials: ApplianceCredentials, guids: readonly string[], signal?: AbortSignal): Promise<ReadonlyMap<string, boolean>> {
    const states = new Map<string, boolean>();
    const queue = [...guids];
    const work = async () => {
      for (let guid = queue.shift(); guid !== undefined; guid = queue.shift()) {
        try {
          const value = await this.json(connection, `/api/readio?guid=${encodeURIComponent(guid)}`, credentials, signal);
          if (value['defined'] === true) states.set(guid, Boolean(value['value']));
        } catch (error) {
          if (error instanceof ApplianceAccessError && error.failure !== 'refused') throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, guids.length) }, work));
    return states;
  }
}
