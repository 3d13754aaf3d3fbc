import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostname } from 'node:os';
import { hasBody } from './body-limit';
import { lingerOnClose } from './lingering-close';
import { refuse } from './refusal';

/**
 * The names this Vigil server answers to (`--allowed-hosts`,
 * docs/security.md): besides these, an IP address and `localhost` always
 * pass. `any` turns the check off.
 */
export interface AllowedHostNames {
  readonly any: boolean;
  /** Exact names, in lower case, without port. */
  readonly names: ReadonlySet<string>;
  /** Domains written with a leading dot (`.example.lan`): the domain and every name below it. */
  readonly domains: readonly string[];
}

/** The environment variable that lists the names, as `--allowed-hosts` does. */
export const ALLOWED_HOSTS_ENV = 'VIGIL_ALLOWED_HOSTS';

/** A name as the check compares it: lower case, no trailing dot. */
const normalised = (name: string): string => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * The allowed names from what the installer wrote (comma-separated lists,
 * `any` to turn the check off) and the names this machine has (its host
 * name, the name it listens on).
 */
export function allowedHostNames(written: readonly string[], machineNames: readonly string[]): AllowedHostNames {
  const entries = written.flatMap((list) => list.split(',')).map(normalised).filter((entry) => entry !== '');
  const names = new Set<string>();
  const domains: string[] = [];
  for (const entry of [...entries, ...machineNames.map(normalised)]) {
    if (entry.startsWith('.')) domains.push(entry.slice(1));
    else if (entry !== '') names.add(entry);
  }
  return { any: entries.includes('any'), names, domains };
}

/** An address rather than a name: a rebinding page is reached by a name of its own, never by an address. */
function isAddress(name: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':');
}

/** The names of this machine a client on the network may use: its host name, that name on the local network (`.local`), and the name it listens on. */
export function machineHostNames(hostName: string, listenHost: string): string[] {
  const short = normalised(hostName);
  const listening = hostNameOf(listenHost);
  return [...(short === '' ? [] : [short, `${short}.local`]), ...(listening === '' || isAddress(listening) ? [] : [listening])];
}

/** The names a server listening on `listenHost` answers to: this machine's (`os.hostname()`) and those the installer wrote. */
export function hostNamesFor(written: readonly string[], listenHost: string): AllowedHostNames {
  return allowedHostNames(written, machineHostNames(hostname(), listenHost));
}

/** The host part of a `Host` header (no port, no brackets), in lower case; '' when there is none. */
export function hostNameOf(host: string | undefined): string {
  const value = (host ?? '').trim();
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(value);
  if (bracketed) return bracketed[1]!.toLowerCase();
  return normalised(value.replace(/:\d*$/, ''));
}

/** A name only this machine answers to: an IP address (a rebinding page is reached by a name of its own), `localhost` or a name below it. */
export function isLocalHostName(name: string): boolean {
  return isAddress(name) || name === 'localhost' || name.endsWith('.localhost');
}

/** True when this server answers to `name`. */
export function isAllowedHostName(name: string, allowed: AllowedHostNames): boolean {
  if (allowed.any || isLocalHostName(name)) return true;
  return allowed.names.has(name) || allowed.domains.some((domain) => name === domain || name.endsWith(`.${domain}`));
}

/**
 * DNS rebinding: a page on another site makes its own name point at this
 * server, and its script is then "same-origin" with it. The credentials the
 * browser keeps for this server stay with its real name, so such a page can
 * only do what needs none: sign in with guessed or default credentials (and
 * read with them), or create a fleet's first operator. Over plain HTTP a
 * browser says nothing that tells its requests from a program's (no
 * `Sec-Fetch-*` outside secure origins, no `Origin` on a read), so a request
 * whose `Host` is not a name this server is known by is refused with `403`
 * before anything else reads it, whoever sends it (a request with no `Host`
 * at all, HTTP/1.0, comes from no page: the routes judge it). A page load is
 * told, in plain words, how to allow the name. Returns true when it answered.
 */
export function refuseUnknownHostName(request: IncomingMessage, response: ServerResponse, allowed: AllowedHostNames | undefined): boolean {
  if (allowed === undefined) return false;
  const name = hostNameOf(request.headers.host);
  if (name === '' || isAllowedHostName(name, allowed)) return false;
  const detail = `this Vigil server does not answer to the name "${name}" (a page on another site can give its own name this server's address: DNS rebinding); if that is this server's name, start it with --allowed-hosts ${name} (or set ${ALLOWED_HOSTS_ENV})`;
  if (request.headers['sec-fetch-mode'] === 'navigate' || (request.headers.accept ?? '').includes('text/html')) {
    const close = hasBody(request);
    if (close) lingerOnClose(request);
    response.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...(close ? { Connection: 'close' } : {}) });
    response.end(`Forbidden: ${detail}.\n`);
    return true;
  }
  return refuse(response, 403, detail, { close: hasBody(request) });
}
