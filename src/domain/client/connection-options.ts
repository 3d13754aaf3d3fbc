import { ClientError } from './client-errors';

/** One way to reach the appliance (specification, section 3). */
export interface HostOptions {
  readonly address: string;
  readonly ports: { readonly http: number; readonly https: number };
  readonly ssl: boolean;
}

export interface ConnectionOptions {
  readonly name: string;
  readonly host: { readonly public: HostOptions; readonly local?: HostOptions };
  readonly auth: { readonly username: string; readonly password: string };
}

/** What a caller may write: ports and ssl are optional and take the defaults. */
export interface HostOptionsInput {
  readonly address: string;
  readonly ports?: { readonly http?: number; readonly https?: number };
  readonly ssl?: boolean;
}

export interface ConnectionOptionsInput {
  readonly name: string;
  readonly host: { readonly public: HostOptionsInput; readonly local?: HostOptionsInput };
  readonly auth: { readonly username: string; readonly password: string };
}

export const DEFAULT_HTTP_PORT = 80;
export const DEFAULT_HTTPS_PORT = 443;

function validPort(port: number | undefined, fallback: number): number {
  if (port === undefined) {
    return fallback;
  }
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw ClientError.invalidConnection(`port ${port}`);
  }
  return port;
}

function normalizeHost(host: HostOptionsInput | undefined): HostOptions {
  if (!host || typeof host.address !== 'string' || host.address.trim() === '') {
    throw ClientError.invalidConnection('host address is required');
  }
  return {
    address: host.address.trim(),
    ports: { http: validPort(host.ports?.http, DEFAULT_HTTP_PORT), https: validPort(host.ports?.https, DEFAULT_HTTPS_PORT) },
    ssl: host.ssl === true,
  };
}

/** Fills the default ports (80, 443) and checks what is required. */
export function normalizeConnectionOptions(input: ConnectionOptionsInput): ConnectionOptions {
  if (typeof input?.name !== 'string' || input.name === '') {
    throw ClientError.nameRequired();
  }
  const { username, password } = input.auth ?? {};
  if (typeof username !== 'string' || username === '' || typeof password !== 'string') {
    throw ClientError.credentialsRequired();
  }
  const local = input.host?.local === undefined ? undefined : normalizeHost(input.host.local);
  return {
    name: input.name,
    host: { public: normalizeHost(input.host?.public), ...(local ? { local } : {}) },
    auth: { username, password },
  };
}

/**
 * The URL form: `http[s]://user:password@host[:port]/?name=NAME[&local=ADDRESS[:PORT]]`.
 * The scheme chooses ssl and which port the URL's port sets. An empty password
 * is allowed (`admin:@host`) but the colon is not optional.
 */
export function parseConnectionUrl(text: string): ConnectionOptions {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw ClientError.invalidConnection('not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw ClientError.invalidConnection(`unsupported scheme ${url.protocol}`);
  }
  const name = url.searchParams.get('name');
  if (!name) {
    throw ClientError.nameRequired();
  }
  const userInfo = /^[a-z]+:\/\/([^@/?#]*)@/i.exec(text)?.[1];
  if (!url.username || userInfo === undefined || !userInfo.includes(':')) {
    throw ClientError.credentialsRequired();
  }
  const ssl = url.protocol === 'https:';
  const port = url.port === '' ? undefined : Number(url.port);
  const local = url.searchParams.get('local');
  return normalizeConnectionOptions({
    name,
    host: {
      public: { address: url.hostname, ports: ssl ? { https: port } : { http: port }, ssl },
      ...(local ? { local: localHost(local, ssl) } : {}),
    },
    auth: { username: decodeURIComponent(url.username), password: decodeURIComponent(url.password) },
  });
}

function localHost(text: string, ssl: boolean): HostOptionsInput {
  const [address = '', portText] = text.split(':');
  const port = portText === undefined ? undefined : Number(portText);
  return { address, ports: ssl ? { https: port } : { http: port }, ssl };
}

/** The origin the library talks to for one host. */
export function hostOrigin(host: HostOptions): string {
  const address = host.address.includes(':') && !host.address.startsWith('[') ? `[${host.address}]` : host.address;
  return host.ssl ? `https://${address}:${host.ports.https}` : `http://${address}:${host.ports.http}`;
}
