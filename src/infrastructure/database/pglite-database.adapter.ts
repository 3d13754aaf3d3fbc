import { PGlite, types } from '@electric-sql/pglite';
import { inTransaction, type DatabasePort, type SqlConnection, type SqlResult, type SqlSession } from './database.port';
import { ExclusiveLane } from './exclusive-lane';

/** int8 as a number, as the server adapter reads it (counts, sequences and sizes stay far below 2^53). */
const PARSERS = { [types.INT8]: (text: string) => Number(text) };

/** Opens (or creates, which takes seconds: initdb runs inside WebAssembly) the embedded database in `folder`, in memory when none. */
export function openPglite(folder: string | undefined): Promise<PGlite> {
  return PGlite.create(folder ?? 'memory://', { parsers: PARSERS });
}

/**
 * The embedded PostgreSQL (PGlite: PostgreSQL compiled to WebAssembly, no
 * server to install) in a folder of the data directory, or in memory
 * (`folder` undefined, for tests). It has one connection: `connect` lends it
 * to one caller at a time, so transactions never interleave.
 */
export class PgliteDatabaseAdapter implements DatabasePort {
  readonly kind = 'embedded';
  readonly location: string;
  private readonly lane = new ExclusiveLane();
  private closed = false;

  /** `pglite` from `openPglite(folder)`. */
  constructor(
    private readonly pglite: PGlite,
    folder: string | undefined,
  ) {
    this.location = folder ?? 'memory';
  }

  private async run<Row>(text: string, parameters: readonly unknown[] | undefined): Promise<SqlResult<Row>> {
    const result = await this.pglite.query<Row>(text, parameters as unknown[] | undefined);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  }

  async connect(): Promise<SqlConnection> {
    if (this.closed) throw new Error('the embedded database is closed');
    const release = await this.lane.take();
    return { query: (text, parameters) => this.run(text, parameters), release };
  }

  async query<Row = Record<string, unknown>>(text: string, parameters?: readonly unknown[]): Promise<SqlResult<Row>> {
    const connection = await this.connect();
    try {
      return await connection.query<Row>(text, parameters);
    } finally {
      connection.release();
    }
  }

  transaction<T>(work: (session: SqlSession) => Promise<T>): Promise<T> {
    return inTransaction(this, work);
  }

  async script(text: string): Promise<readonly SqlResult<Record<string, unknown>>[]> {
    const release = await this.connectRelease();
    try {
      const results = await this.pglite.exec(text);
      return results.map((result) => ({ rows: result.rows as Record<string, unknown>[], affectedRows: result.affectedRows ?? 0 }));
    } finally {
      release();
    }
  }

  private async connectRelease(): Promise<() => void> {
    if (this.closed) throw new Error('the embedded database is closed');
    return this.lane.take();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    const release = await this.lane.take();
    this.closed = true;
    try {
      await this.pglite.close();
    } finally {
      release();
    }
  }
}
