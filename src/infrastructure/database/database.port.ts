/** The rows of one statement and how many rows it changed (INSERT, UPDATE, DELETE). */
export interface SqlResult<Row> {
  readonly rows: Row[];
  readonly affectedRows: number;
}

/** One connection's worth of statements: one SQL statement per call, `$1`-style parameters. */
export interface SqlSession {
  query<Row = Record<string, unknown>>(text: string, parameters?: readonly unknown[]): Promise<SqlResult<Row>>;
}

/** A connection taken for a while (a transaction, a migration run); give it back with `release`. */
export interface SqlConnection extends SqlSession {
  release(): void;
}

/**
 * The Vigil server's PostgreSQL, whichever it is: the embedded one (PGlite,
 * a folder of the data directory) or a PostgreSQL server (`--database
 * postgres://…`). Both adapters run the same SQL and the same migrations;
 * values come back alike (int8 as numbers, bytea as Uint8Array, timestamptz
 * as Date, jsonb parsed). Every store of the server's data (history, audit,
 * later the fleet's sites and jobs) is written over this port.
 */
export interface DatabasePort extends SqlSession {
  readonly kind: 'embedded' | 'server';
  /** Where it is, for messages: the data folder, or the server's address without its password. */
  readonly location: string;
  /** A connection of one's own (the embedded database has one, lent to one caller at a time). */
  connect(): Promise<SqlConnection>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T>;
  /**
   * Runs a script of several statements without parameters, on one
   * connection, and gives each statement's rows (the job queue's own
   * scripts, which open and commit their transactions themselves).
   */
  script(text: string): Promise<readonly SqlResult<Record<string, unknown>>[]>;
  close(): Promise<void>;
}

/** BEGIN, work, COMMIT (ROLLBACK on error) on a connection of `database`: what both adapters' `transaction` do. */
export async function inTransaction<T>(database: Pick<DatabasePort, 'connect'>, work: (session: SqlSession) => Promise<T>): Promise<T> {
  const connection = await database.connect();
  try {
    await connection.query('BEGIN');
    try {
      const result = await work(connection);
      await connection.query('COMMIT');
      return result;
    } catch (error) {
      await connection.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    connection.release();
  }
}
