import pg from 'pg';
import { displayedAddress } from './displayed-address';
import { inTransaction, type DatabasePort, type SqlConnection, type SqlResult, type SqlSession } from './database.port';

const INT8_OID = 20;

/** int8 as a number, as the embedded adapter reads it; every other type as pg parses it. */
const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary' ? (text: string) => Number(text) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A PostgreSQL server (`--database postgres://user:password@host:port/name`,
 * or `VIGIL_DATABASE_URL`), through a pool of connections of the `pg` driver.
 * Several Vigil servers may share it.
 */
export class PostgresDatabaseAdapter implements DatabasePort {
  readonly kind = 'server';
  readonly location: string;
  private readonly pool: pg.Pool;

  constructor(url: string, options: { readonly maxConnections?: number; readonly connectTimeoutMs?: number } = {}) {
    this.location = displayedAddress(url);
    this.pool = new pg.Pool({ connectionString: url, max: options.maxConnections ?? 5, connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000, types: TYPES });
    // An idle connection the server drops (restart, network) must not end the process: the next query reconnects.
    this.pool.on('error', () => undefined);
  }

  async connect(): Promise<SqlConnection> {
    const client = await this.pool.connect();
    return {
      query: async <Row>(text: string, parameters?: readonly unknown[]): Promise<SqlResult<Row>> => {
        const result = await client.query(text, parameters as unknown[] | undefined);
        return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
      },
      release: () => client.release(),
    };
  }

  async query<Row = Record<string, unknown>>(text: string, parameters?: readonly unknown[]): Promise<SqlResult<Row>> {
    const result = await this.pool.query(text, parameters as unknown[] | undefined);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  }

  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    return inTransaction(this, work);
  }

  async script(text: string): Promise<readonly SqlResult<Record<string, unknown>>[]> {
    // Without parameters, pg sends the simple query protocol: several statements, one result each.
    const results = (await this.pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
    return (Array.isArray(results) ? results : [results]).map((result) => ({ rows: (result.rows ?? []) as Record<string, unknown>[], affectedRows: result.rowCount ?? 0 }));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
