import { plainString, type CryptedString } from './crypted-string';
import { generateGuid, type Guid, type GuidGenerator } from './guid';

/**
 * An outgoing mail server. `default` is a number (1 = the appliance's own
 * relay); a default server has no connection fields, which are then absent.
 */
export interface SmtpServer {
  readonly id: Guid;
  readonly default: number;
  readonly name: string;
  readonly from: string;
  readonly address?: string;
  readonly port?: number;
  readonly authentificationRequired?: boolean;
  readonly user?: string;
  readonly password?: CryptedString;
  readonly security?: number;
}

/** The fields a default SMTP server does not fill in, in element order. */
const SMTP_CONNECTION_FIELDS = ['address', 'port', 'authentificationRequired', 'user', 'password', 'security'] as const;
export type SmtpConnectionField = (typeof SMTP_CONNECTION_FIELDS)[number];

/** The specification gives no connection defaults: plain SMTP on port 25, no authentication, until a person says otherwise. */
const NEW_SMTP_CONNECTION = { address: '', port: 25, authentificationRequired: false, user: '', security: 0 } as const;

export function isDefaultServer(server: { readonly default: number }): boolean {
  return server.default !== 0;
}

/** A non-default server with its connection fields filled in (its defaults when none given). */
export function createSmtpServer(fields: Partial<SmtpServer> = {}, newGuid: GuidGenerator = generateGuid): SmtpServer {
  const server: SmtpServer = {
    id: fields.id ?? newGuid(),
    default: 0,
    name: 'New SMTP Server',
    from: '',
    ...NEW_SMTP_CONNECTION,
    password: plainString(),
    ...fields,
  };
  return isDefaultServer(server) ? withoutConnection(server) : server;
}

export function hasConnectionFields(server: SmtpServer): boolean {
  return SMTP_CONNECTION_FIELDS.some((field) => server[field] !== undefined);
}

/** The server with its connection fields removed (what a default server holds). */
export function withoutConnection(server: SmtpServer): SmtpServer {
  const { address: _a, port: _p, authentificationRequired: _r, user: _u, password: _w, security: _s, ...rest } = server;
  return rest;
}

/** The server with every connection field present, keeping the values it has. */
export function withConnection(server: SmtpServer): SmtpServer {
  return {
    ...server,
    address: server.address ?? NEW_SMTP_CONNECTION.address,
    port: server.port ?? NEW_SMTP_CONNECTION.port,
    authentificationRequired: server.authentificationRequired ?? NEW_SMTP_CONNECTION.authentificationRequired,
    user: server.user ?? NEW_SMTP_CONNECTION.user,
    password: server.password ?? plainString(),
    security: server.security ?? NEW_SMTP_CONNECTION.security,
  };
}
