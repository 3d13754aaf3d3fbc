import type { OperatorSession, OperatorSessionStorePort } from '../../application/fleet/ports/operator-session-store.port';
import type { OperatorRole } from '../../domain/fleet/operator';
import type { DatabasePort } from '../database/database.port';

interface SessionRow {
  readonly token_hash: string;
  readonly created_at: Date;
  readonly last_seen_at: Date;
  readonly expires_at: Date;
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly operator_created_at: Date;
}

/** Operators' sessions in PostgreSQL (table fleet_session): every Vigil server on the database knows them. */
export class SqlOperatorSessionStoreAdapter implements OperatorSessionStorePort {
  constructor(private readonly database: DatabasePort) {}

  async create(session: { readonly tokenHash: string; readonly operatorId: string; readonly createdAt: string; readonly expiresAt: string; readonly address: string }): Promise<void> {
    await this.database.query(
      'INSERT INTO fleet_session (token_hash, operator_id, created_at, last_seen_at, expires_at, address) VALUES ($1, $2, $3, $3, $4, $5)',
      [session.tokenHash, session.operatorId, session.createdAt, session.expiresAt, session.address],
    );
  }

  async find(tokenHash: string, now: string): Promise<OperatorSession | undefined> {
    const result = await this.database.query<SessionRow>(
      `SELECT s.token_hash, s.created_at, s.last_seen_at, s.expires_at, o.id, o.name, o.role, o.created_at AS operator_created_at
       FROM fleet_session s JOIN fleet_operator o ON o.id = s.operator_id WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const row = result.rows[0];
    if (!row) return undefined;
    if (row.expires_at.getTime() <= new Date(now).getTime()) {
      await this.remove(tokenHash);
      return undefined;
    }
    return {
      tokenHash: row.token_hash,
      operator: { id: row.id, name: row.name, role: row.role as OperatorRole, createdAt: row.operator_created_at.toISOString() },
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
    };
  }

  async touch(tokenHash: string, lastSeenAt: string, expiresAt: string): Promise<void> {
    await this.database.query('UPDATE fleet_session SET last_seen_at = $2, expires_at = $3 WHERE token_hash = $1', [tokenHash, lastSeenAt, expiresAt]);
  }

  async remove(tokenHash: string): Promise<void> {
    await this.database.query('DELETE FROM fleet_session WHERE token_hash = $1', [tokenHash]);
  }

  async removeExpired(now: string): Promise<number> {
    return (await this.database.query('DELETE FROM fleet_session WHERE expires_at <= $1', [now])).affectedRows;
  }
}
