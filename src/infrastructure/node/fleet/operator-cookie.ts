import type { IncomingMessage } from 'node:http';

/** The cookie that carries an operator's session token (docs/fleet.md, "Operators"). */
export const SESSION_COOKIE = 'vigil_operator';

/** The session token of a request's cookie, if any. */
export function sessionToken(request: Pick<IncomingMessage, 'headers'>): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The Set-Cookie of a session: HttpOnly (no script reads it), SameSite=Strict
 * (no other site's page sends it), the whole origin, Secure over HTTPS. No
 * Max-Age: the browser forgets it when closed, and the server's own expiry
 * ends it before that when idle.
 */
export function sessionCookie(token: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** The Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? '; Secure' : ''}`;
}
