/**
 * The one spelling of a request's path that every guard, the sign-in
 * throttle, the body limits and the router read (docs/security.md, "One
 * path"). Computed once per request by the request pipeline, which then
 * rewrites `request.url` to it, so that what routes the request (Hono, the
 * proxy, the static files) reads the very string the guards judged.
 */
export interface RequestTarget {
  /** Percent-encodings of unreserved characters decoded, other ones in upper case; single slashes, no dot segment, no trailing slash (but `/`). */
  readonly path: string;
  /** The query as sent, with its `?` ('' when none). */
  readonly search: string;
}

/** Why a request target was refused (400). */
export interface RefusedTarget {
  readonly refused: string;
}

/** RFC 3986 unreserved characters: their percent-encodings mean the characters themselves. */
const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** Visible ASCII: anything else in a request target is refused (Node's parser lets a few through). */
const VISIBLE_ASCII = /^[\x21-\x7e]*$/;

function hexValue(text: string, at: number): number {
  const pair = text.slice(at + 1, at + 3);
  return /^[0-9A-Fa-f]{2}$/.test(pair) ? Number.parseInt(pair, 16) : Number.NaN;
}

/**
 * Decodes the percent-encodings of unreserved characters and writes the
 * others in upper case. Refuses a broken encoding, and an encoded slash,
 * backslash or control character: no call of the console or the appliance
 * has one, and a server behind might decode them into another path.
 */
function decodeUnreserved(path: string): string | RefusedTarget {
  let out = '';
  for (let index = 0; index < path.length; index++) {
    const char = path[index]!;
    if (char !== '%') {
      out += char;
      continue;
    }
    const code = hexValue(path, index);
    if (Number.isNaN(code)) return { refused: 'invalid percent-encoding in the request path' };
    const decoded = String.fromCharCode(code);
    if (code < 0x20 || code === 0x7f || decoded === '/' || decoded === '\\') return { refused: 'encoded slash, backslash or control character in the request path' };
    out += UNRESERVED.test(decoded) ? decoded : `%${path.slice(index + 1, index + 3).toUpperCase()}`;
    index += 2;
  }
  return out;
}

/** The origin-form of a request target: absolute-form (`http://host/path`) is accepted for this server's own host only. */
function originForm(raw: string, host: string | undefined): string | RefusedTarget {
  if (raw.startsWith('/')) return raw;
  const absolute = /^https?:\/\/([^/?#]*)(.*)$/i.exec(raw);
  if (!absolute) return { refused: 'the request target must be a path' };
  if (host === undefined || absolute[1]!.toLowerCase() !== host.toLowerCase()) return { refused: 'the request target names another host' };
  const rest = absolute[2]!;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Normalises a request target (`request.url`) once: percent-decoding of
 * unreserved characters, backslashes read as slashes (as browsers and URL
 * parsers do), duplicate and trailing slashes removed; a dot segment (`.`,
 * `..`, whichever way spelled) is refused rather than resolved, since no
 * client of the console sends one (browsers and curl resolve them first).
 */
export function normaliseRequestTarget(raw: string, host?: string): RequestTarget | RefusedTarget {
  if (!VISIBLE_ASCII.test(raw)) return { refused: 'invalid character in the request target' };
  if (raw.includes('#')) return { refused: 'a fragment in the request target' };
  const target = originForm(raw, host);
  if (typeof target !== 'string') return target;
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  const decoded = decodeUnreserved(rawPath.replaceAll('\\', '/'));
  if (typeof decoded !== 'string') return decoded;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return { refused: 'dot segments are not accepted in the request path' };
  return { path: `/${segments.join('/')}`, search };
}

/** True when `path` is `prefix` or below it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
