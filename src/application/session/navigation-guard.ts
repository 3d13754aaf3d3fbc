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

/** Where a sign-in goes when its redirect cannot be followed. */
const SAFE_TARGET = '/admin';
/** C0 and C1 controls and DEL: URL parsers drop a tab or a newline, turning `/\t/evil.example` into another host. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Where to go after a sign-in (specification section 2): the `redirect`
 * value, the first one when the parameter is repeated, '/' when there is
 * none. The value is resolved against the console's own `origin` as the
 * browser will read it (`new URL(value, origin)`); anything that is not
 * same-origin then, or that carries a control character, or is no text,
 * goes to /admin instead, so that a crafted link can neither send the
 * administrator to another site nor make the sign-in fail.
 */
function redirectTarget(redirect: unknown, origin: string): string {
  const value: unknown = Array.isArray(redirect) ? redirect[0] : redirect;
  if (value === undefined || value === null || value === '') return '/';
  if (typeof value !== 'string' || CONTROL_CHARACTERS.test(value)) return SAFE_TARGET;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return SAFE_TARGET;
  }
  if (url.origin !== origin) return SAFE_TARGET;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that reads as another address on its own (`/..//evil.example` resolves to `//evil.example`) is not followed either.
  return new URL(path, origin).href === url.href ? path : SAFE_TARGET;
}

/**
 * Goes to the sign-in's target with `go`; should the browser still refuse
 * it, goes to /admin: a sign-in never fails because of its redirect.
 */
export function followRedirect(redirect: unknown, origin: string, go: (path: string) => void): void {
  try {
    go(redirectTarget(redirect, origin));
  } catch {
    go(SAFE_TARGET);
  }
}
