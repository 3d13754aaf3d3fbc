import {
  Kysely,
  PostgresAdapter as PostgresDialectRules,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { DatabasePort, SqlConnection } from './database.port';

const CHANGING = /^\s*(insert|update|delete|merge)\b/i;

class PortConnection implements DatabaseConnection {
  constructor(readonly connection: SqlConnection) {}

  async executeQuery<Row>(query: CompiledQuery): Promise<QueryResult<Row>> {
    const result = await this.connection.query<Row>(query.sql, query.parameters);
    return CHANGING.test(query.sql) ? { rows: result.rows, numAffectedRows: BigInt(result.affectedRows) } : { rows: result.rows };
  }

  // eslint-disable-next-line require-yield -- a stream is never asked of this dialect
  async *streamQuery<Row>(): AsyncIterableIterator<QueryResult<Row>> {
    throw new Error('streaming queries are not supported by the Vigil database port');
  }
}

class PortDriver implements Driver {
  constructor(private readonly database: DatabasePort) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new PortConnection(await this.database.connect());
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await (connection as PortConnection).connection.query(`begin${isolation}`);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PortConnection).connection.query('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PortConnection).connection.query('rollback');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PortConnection).connection.release();
  }

  async destroy(): Promise<void> {}
}

/**
 * Kysely over the database port: one dialect (PostgreSQL's compiler and
 * adapter) whichever adapter is behind, so the migrations and the stores'
 * queries are the same SQL on the embedded database and on a server.
 * Closing the Kysely instance does not close the port.
 */
export function kyselyOver<Schema>(database: DatabasePort): Kysely<Schema> {
  const dialect: Dialect = {
    createAdapter: () => new PostgresDialectRules(),
    createDriver: () => new PortDriver(database),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
  return new Kysely<Schema>({ dialect });
}
