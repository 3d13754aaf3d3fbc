import type { Credentials } from './authentication.port';

/**
 * The credentials the HTTP adapters send (Basic auth). Held in memory only: a
 * reload means signing in again, which is what the navigation guard expects.
 */
export interface CredentialsStorePort {
  credentials(): Credentials | undefined;
}
