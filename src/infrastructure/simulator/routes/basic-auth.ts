import type { MiddlewareHandler } from 'hono';
import type { SimulatorState } from '../simulator-state';
import { failure, type SimulatorEnv } from './simulator-env';

/** User and password of an `Authorization: Basic …` header, or null when absent or malformed. */
export function decodeBasicAuthorization(header: string | undefined): [string, string] | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) {
    return null;
  }
  try {
    const binary = atob(match[1]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const colon = text.indexOf(':');
    return colon < 0 ? null : [text.slice(0, colon), text.slice(colon + 1)];
  } catch {
    return null;
  }
}

/**
 * Basic authentication of a protected call (docs/api.md). 401 carries
 * `WWW-Authenticate` only when the caller did not say it is the console, so
 * that a browser never opens its own sign-in dialog over the console; a
 * non-root account gets 403 on administration calls.
 */
export function requireAccount(state: SimulatorState, options: { root: boolean }): MiddlewareHandler<SimulatorEnv> {
  return async (c, next) => {
    const credentials = decodeBasicAuthorization(c.req.header('authorization'));
    const account = credentials ? state.accounts.check(credentials[0], credentials[1]) : null;
    if (!account) {
      const challenge: Record<string, string> = c.req.header('x-requested-with') ? {} : { 'WWW-Authenticate': 'Basic realm="vigil"' };
      return c.json(failure('Invalid username or password'), 401, challenge);
    }
    if (options.root && !account.root) {
      return c.json(failure("User isn't root"), 403);
    }
    c.set('account', account);
    await next();
  };
}
