import type { AuditAction } from '../../domain/audit/audit-entry';

/** What the audit says of an appliance call made through Vigil. */
export interface ClassifiedOperation {
  readonly action: AuditAction;
  /** What it was done to: a device's guid, a tunnel, a command line, an interface. */
  readonly target: string;
}

const LIFECYCLE: Readonly<Record<string, AuditAction>> = { start: 'server.start', stop: 'server.stop', reload: 'server.reload' };

/**
 * The appliance calls the audit keeps (docs/history.md, "What is kept"):
 * sign-ins and every call that changes something. Reads (the configuration,
 * statuses, streams, logs) are not operations and are not audited.
 */
export function classifyOperation(method: string, pathname: string, query: URLSearchParams): ClassifiedOperation | undefined {
  if (method === 'GET' && pathname === '/api/login') return { action: 'sign-in', target: '' };
  if (method !== 'POST') return undefined;
  if (pathname === '/api/configuration') return { action: 'configuration.save', target: '' };
  if (pathname === '/api/configuration/device') return { action: 'device.save', target: query.get('guid') ?? '' };
  if (pathname === '/api/configuration/online') return { action: 'configuration.online', target: '' };
  if (pathname === '/api/login/password') return { action: 'password.change', target: '' };
  const lifecycle = /^\/api\/application\/(start|stop|reload)$/.exec(pathname);
  if (lifecycle) return { action: LIFECYCLE[lifecycle[1]!]!, target: '' };
  if (pathname === '/api/license/product') return { action: 'license.product-code', target: '' };
  if (pathname === '/api/license/activation') return { action: 'license.activation', target: '' };
  if (pathname === '/api/update') return { action: query.get('action') === 'check' ? 'update.check' : 'update.install', target: query.get('force') === 'true' ? 'force' : '' };
  if (pathname === '/api/tunnels') return { action: 'tunnels.replace', target: '' };
  if (pathname === '/api/tunnel') return { action: 'tunnel.open', target: query.get('protocol') ?? '' };
  if (pathname === '/api/network') return { action: 'network.save', target: query.get('mac') ?? '' };
  if (pathname === '/api/command') return { action: 'command', target: '' };
  const maintenance = /^\/api\/(database\/rebuild|database\/regulate|rescue)$/.exec(pathname);
  if (maintenance) return { action: 'maintenance', target: maintenance[1]! };
  return undefined;
}

/** The result an answer's status means: 2xx done, 4xx refused (by the appliance or Vigil's guards), anything else failed. */
export function resultOfStatus(status: number): 'succeeded' | 'refused' | 'failed' {
  if (status >= 200 && status < 300) return 'succeeded';
  if (status >= 400 && status < 500) return 'refused';
  return 'failed';
}

/** The appliance's reason in a refusal's JSON body (`detail`), or a short form of the body. */
export function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { detail?: unknown };
    if (typeof parsed.detail === 'string') return parsed.detail;
  } catch {
    // Not JSON: the text itself, shortened.
  }
  const text = body.trim();
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}

/** The user of a Basic `Authorization` header and its password, or undefined. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
