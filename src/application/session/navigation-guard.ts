/** Where the guard sends a visitor instead, or undefined to let them through. */
export interface GuardRedirect {
  readonly to: '/auth';
  readonly redirect: string;
}

/**
 * Any path containing /admin while the session is not loaded goes to /auth
 * with the original path (and its query) in `redirect`.
 */
export function guardRedirect(path: string, sessionLoaded: boolean): GuardRedirect | undefined {
  if (sessionLoaded || !path.includes('/admin')) return undefined;
  return { to: '/auth', redirect: path };
}

/**
 * Where to go after a sign-in: the `redirect` value, the first one when the
 * parameter is repeated, else '/'. Only same-origin paths are followed, so a
 * crafted link cannot send the administrator to another site.
 */
export function redirectTarget(redirect: unknown): string {
  const value = Array.isArray(redirect) ? redirect[0] : redirect;
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
