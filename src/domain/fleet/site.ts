import { NAME_MAX_LENGTH, validateHostAddress, validateRequired, type FieldProblem } from '../configuration/field-validators';

/** How the Vigil server reaches one appliance of the fleet: its address, its two ports and which one it uses. */
export interface SiteConnection {
  /** A host name, an IPv4 or an IPv6 address (without brackets). */
  readonly address: string;
  readonly httpPort: number;
  readonly httpsPort: number;
  /** Speak HTTPS (on `httpsPort`) rather than HTTP (on `httpPort`). */
  readonly secure: boolean;
  /** With `secure`: accept the appliance's self-signed certificate, as appliances usually have. */
  readonly insecure: boolean;
}

/** One appliance the fleet looks after, as the fleet's pages see it (the root password never leaves the server). */
export interface Site extends SiteConnection {
  readonly id: string;
  readonly name: string;
  /** Free labels (a customer, a region, `customer:Acme`), for filtering. */
  readonly tags: readonly string[];
  /** The appliance's root user whose credentials the Vigil server keeps (encrypted at rest). */
  readonly username: string;
  /** ISO 8601. */
  readonly addedAt: string;
  readonly addedBy: string;
}

/** What an operator types to add or edit a site; `password` empty on an edit keeps the stored one. */
export interface SiteFields extends SiteConnection {
  readonly name: string;
  readonly tags: readonly string[];
  readonly username: string;
  readonly password: string;
}

export const DEFAULT_HTTP_PORT = 80;
export const DEFAULT_HTTPS_PORT = 443;
/** More tags than this is a list, not labels. */
export const MAX_TAGS = 20;
const TAG_MAX_LENGTH = 64;

export type SiteField = 'name' | 'address' | 'httpPort' | 'httpsPort' | 'username' | 'password' | 'tags';
export type SiteProblems = Partial<Record<SiteField, FieldProblem>>;

function portProblem(port: number): FieldProblem | undefined {
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? undefined : { code: 'FIELD.INVALID_PORT', message: 'please provide a port between 1 and 65535' };
}

/**
 * The rules of a site's fields, every problem at once: a name (at most 255
 * characters), an address (host name or IP), ports between 1 and 65535, a
 * user name, a password unless `passwordKept` (an edit keeps the stored one),
 * at most 20 tags of at most 64 characters.
 */
export function siteProblems(fields: SiteFields, options: { readonly passwordKept?: boolean } = {}): SiteProblems {
  const problems: { -readonly [K in SiteField]?: FieldProblem } = {};
  const name = fields.name.trim();
  if (validateRequired(name)) problems.name = { code: 'FIELD.REQUIRED', message: 'this field is required' };
  else if ([...name].length > NAME_MAX_LENGTH) problems.name = { code: 'FIELD.NAME_TOO_LONG', message: 'name is too long (255 characters at most)' };
  const address = fields.address.trim().replace(/^\[(.*)\]$/, '$1');
  const addressProblem = validateRequired(address) ?? validateHostAddress(address);
  if (addressProblem) problems.address = addressProblem;
  const http = portProblem(fields.httpPort);
  if (http) problems.httpPort = http;
  const https = portProblem(fields.httpsPort);
  if (https) problems.httpsPort = https;
  if (validateRequired(fields.username)) problems.username = { code: 'FIELD.USERNAME_REQUIRED', message: 'username is required' };
  if (!options.passwordKept && fields.password === '') problems.password = { code: 'FIELD.PASSWORD_REQUIRED', message: 'please set a password' };
  if (fields.tags.length > MAX_TAGS || fields.tags.some((tag) => [...tag].length > TAG_MAX_LENGTH)) {
    problems.tags = { code: 'FIELD.SITE_TAGS', message: 'at most 20 tags of at most 64 characters' };
  }
  return problems;
}

/** Tags as typed ("Acme, north; customer:Acme"): trimmed, split on commas and semicolons, blanks and repeats dropped, in order. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of text.split(/[,;]/)) {
    const tag = part.trim();
    const key = tag.toLocaleLowerCase('en');
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The fields cleaned as stored: trimmed name, address without brackets, tags deduplicated. */
export function normaliseSiteFields(fields: SiteFields): SiteFields {
  return {
    ...fields,
    name: fields.name.trim(),
    address: fields.address.trim().replace(/^\[(.*)\]$/, '$1'),
    username: fields.username.trim(),
    tags: parseTags(fields.tags.join(',')),
  };
}

/** The appliance's base address, `http://host:port` or `https://host:port` (an IPv6 address in brackets). */
export function siteBaseUrl(site: SiteConnection): string {
  const host = site.address.includes(':') ? `[${site.address}]` : site.address;
  return site.secure ? `https://${host}:${site.httpsPort}` : `http://${host}:${site.httpPort}`;
}

/** Site names compare without regard to case: "Depot North" and "depot north" are one site. */
export function siteNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}
