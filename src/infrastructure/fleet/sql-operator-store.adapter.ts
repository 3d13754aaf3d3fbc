import type { OperatorStorePort, StoredOperator } from '../../application/fleet/ports/operator-store.port';
import { operatorKey, type Operator, type OperatorRole } from '../../domain/fleet/operator';
import type { DatabasePort, SqlSession } from '../database/database.port';

/** Operators are added and demoted one at a time across every Vigil server (pg_advisory_xact_lock's key). */
const OPERATORS_LOCK = 30_0101;

interface OperatorRow {
  readonly id: string;
  readonly name: string;
  readonly role: string;
  readonly password_hash: string;
  readonly created_at: Date;
}

function operatorOf(row: OperatorRow): StoredOperator {
  return { id: row.id, name: row.name, role: row.role as OperatorRole, passwordHash: row.password_hash, createdAt: row.created_at.toISOString() };
}

/** The fleet's operators in PostgreSQL (table fleet_operator). */
export class SqlOperatorStoreAdapter implements OperatorStorePort {
  constructor(private readonly database: DatabasePort) {}

  add(operator: StoredOperator & { readonly createdBy: string }, options: { readonly first?: boolean } = {}): Promise<'added' | 'taken' | 'not-first'> {
    return this.database.transaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [OPERATORS_LOCK]);
      if (options.first && (await this.countIn(session)) > 0) return 'not-first';
      const taken = await session.query('SELECT 1 FROM fleet_operator WHERE name_key = $1', [operatorKey(operator.name)]);
      if (taken.rows.length > 0) return 'taken';
      await session.query(
        'INSERT INTO fleet_operator (id, name, name_key, role, password_hash, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [operator.id, operator.name, operatorKey(operator.name), operator.role, operator.passwordHash, operator.createdAt, operator.createdBy],
      );
      return 'added';
    });
  }

  private async countIn(session: SqlSession): Promise<number> {
    const result = await session.query<{ count: number }>('SELECT count(*)::int AS count FROM fleet_operator');
    return result.rows[0]?.count ?? 0;
  }

  count(): Promise<number> {
    return this.countIn(this.database);
  }

  async byName(name: string): Promise<StoredOperator | undefined> {
    const result = await this.database.query<OperatorRow>('SELECT id, name, role, password_hash, created_at FROM fleet_operator WHERE name_key = $1', [operatorKey(name)]);
    return result.rows[0] ? operatorOf(result.rows[0]) : undefined;
  }

  async byId(id: string): Promise<StoredOperator | undefined> {
    const result = await this.database.query<OperatorRow>('SELECT id, name, role, password_hash, created_at FROM fleet_operator WHERE id = $1', [id]);
    return result.rows[0] ? operatorOf(result.rows[0]) : undefined;
  }

  async list(): Promise<readonly Operator[]> {
    const result = await this.database.query<OperatorRow>('SELECT id, name, role, password_hash, created_at FROM fleet_operator ORDER BY name_key');
    return result.rows.map((row) => {
      const { passwordHash: _hash, ...operator } = operatorOf(row);
      return operator;
    });
  }

  /** Runs a change of one operator unless it would leave no installer. */
  private change(id: string, run: (session: SqlSession) => Promise<unknown>, demotes: (role: OperatorRole) => boolean): Promise<'done' | 'missing' | 'last-installer'> {
    return this.database.transaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [OPERATORS_LOCK]);
      const current = await session.query<{ role: string }>('SELECT role FROM fleet_operator WHERE id = $1', [id]);
      const role = current.rows[0]?.role as OperatorRole | undefined;
      if (role === undefined) return 'missing';
      if (role === 'installer' && demotes(role)) {
        const installers = await session.query<{ count: number }>("SELECT count(*)::int AS count FROM fleet_operator WHERE role = 'installer'");
        if ((installers.rows[0]?.count ?? 0) <= 1) return 'last-installer';
      }
      await run(session);
      return 'done';
    });
  }

  setRole(id: string, role: OperatorRole): Promise<'done' | 'missing' | 'last-installer'> {
    return this.change(id, (session) => session.query('UPDATE fleet_operator SET role = $2 WHERE id = $1', [id, role]), () => role !== 'installer');
  }

  remove(id: string): Promise<'done' | 'missing' | 'last-installer'> {
    return this.change(id, (session) => session.query('DELETE FROM fleet_operator WHERE id = $1', [id]), () => true);
  }
}
