import { displayedAddress } from './displayed-address';

export const DATABASE_URL_ENV = 'VIGIL_DATABASE_URL';

/** Which database: a PostgreSQL server by its address, or the embedded one in a folder (in memory when none). */
export type DatabaseChoice = { readonly kind: 'server'; readonly url: string } | { readonly kind: 'embedded'; readonly folder?: string };

/** A database that cannot be opened or reached: the server does not start, and says which and why. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** `--database URL` (or VIGIL_DATABASE_URL) checked: postgres:// or postgresql:// only. */
export function parseDatabaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DatabaseUnavailableError(`invalid database address "${displayedAddress(url)}": expected postgres://USER:PASSWORD@HOST:PORT/NAME`);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DatabaseUnavailableError(`invalid database address "${displayedAddress(url)}": only postgres:// (a PostgreSQL server) is supported`);
  }
  return url;
}
