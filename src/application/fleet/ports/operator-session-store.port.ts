import type { Operator } from '../../../domain/fleet/operator';

/** A signed-in operator's session, known by the hash of its token (the token itself is only in the browser's cookie). */
export interface OperatorSession {
  readonly tokenHash: string;
  readonly operator: Operator;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly lastSeenAt: string;
  readonly expiresAt: string;
}

/** Sessions kept in the database, so that every Vigil server on it knows them (and one restarting signs nobody out). */
export interface OperatorSessionStorePort {
  create(session: { readonly tokenHash: string; readonly operatorId: string; readonly createdAt: string; readonly expiresAt: string; readonly address: string }): Promise<void>;
  /** The session unless it has expired at `now` (an expired one is removed). */
  find(tokenHash: string, now: string): Promise<OperatorSession | undefined>;
  /** Moves the expiry on (sliding), at most up to the session's absolute limit, which the caller computed. */
  touch(tokenHash: string, lastSeenAt: string, expiresAt: string): Promise<void>;
  remove(tokenHash: string): Promise<void>;
  removeExpired(now: string): Promise<number>;
}
