import type { Operator } from '../../domain/fleet/operator';
import type { OperatorSessionStorePort } from './ports/operator-session-store.port';
import type { FleetContext } from './fleet-audit';

/** How long a session lives: idle (each request moves it on) and at most (from the sign-in). */
export interface SessionPolicy {
  readonly idleMs: number;
  readonly maxMs: number;
}

/** 30 minutes without a request, 12 hours at most (docs/fleet.md, "Operators"). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 };

/** A new session's token (for the cookie) and when it expires. */
export interface OpenedSession {
  readonly token: string;
  readonly expiresAt: string;
  readonly operator: Operator;
}

/**
 * Operators' sessions: a random token in an HttpOnly cookie, its SHA-256 in
 * the database with a server-side expiry that each request moves on (up to
 * the absolute limit). Signing out or expiring removes it everywhere.
 */
export class OperatorSessions {
  constructor(
    private readonly store: OperatorSessionStorePort,
    private readonly context: FleetContext,
    private readonly token: { random(): string; hash(token: string): string },
    private readonly policy: SessionPolicy = DEFAULT_SESSION_POLICY,
  ) {}

  async open(operator: Operator, address: string): Promise<OpenedSession> {
    const now = this.context.now();
    const token = this.token.random();
    const expiresAt = new Date(now.getTime() + Math.min(this.policy.idleMs, this.policy.maxMs)).toISOString();
    await this.store.create({ tokenHash: this.token.hash(token), operatorId: operator.id, createdAt: now.toISOString(), expiresAt, address });
    return { token, expiresAt, operator };
  }

  /** The operator of a token, moving the session's expiry on; undefined when unknown or expired. */
  async resolve(token: string | undefined): Promise<{ readonly operator: Operator; readonly expiresAt: string } | undefined> {
    if (!token) return undefined;
    const now = this.context.now();
    const hash = this.token.hash(token);
    const session = await this.store.find(hash, now.toISOString());
    if (!session) return undefined;
    const limit = new Date(session.createdAt).getTime() + this.policy.maxMs;
    const expiresAt = new Date(Math.min(now.getTime() + this.policy.idleMs, limit)).toISOString();
    // Written at most every minute (a tenth of the idle time when shorter): a page polling the overview does not write each time.
    if (new Date(expiresAt).getTime() - new Date(session.expiresAt).getTime() > Math.min(60_000, this.policy.idleMs / 10)) await this.store.touch(hash, now.toISOString(), expiresAt);
    return { operator: session.operator, expiresAt };
  }

  async close(token: string | undefined): Promise<void> {
    if (token) await this.store.remove(this.token.hash(token));
  }
}
