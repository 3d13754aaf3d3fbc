import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DatabasePort } from './database.port';
import { kyselyOver } from './database-dialect';
import { MIGRATIONS, type MigrationSource } from './migration-list';

const MIGRATION_TABLE = 'vigil_migration';
const LOCK_TABLE = 'vigil_migration_lock';

/** A migration the database refused: the server does not start (its message names the migration). */
export class MigrationRefusedError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`the database refused migration ${migration}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MigrationRefusedError';
  }
}

/** The database was migrated by a newer Vigil server than this one. */
export class SchemaTooNewError extends Error {
  constructor(readonly unknown: readonly string[]) {
    super(
      `the database's schema is newer than this Vigil server: migration ${unknown.join(', ')} is unknown here. ` +
        'Start the newer Vigil server again, or restore a backup made before it (docs/history.md).',
    );
    this.name = 'SchemaTooNewError';
  }
}

export interface MigrationOutcome {
  /** The migrations this run applied, in order. */
  readonly applied: readonly string[];
  /** The schema's version now: the name of the last migration. */
  readonly version: string;
}

async function executedMigrations(db: Kysely<unknown>): Promise<string[]> {
  const table = await sql<{ present: boolean }>`select to_regclass(${MIGRATION_TABLE}) is not null as present`.execute(db);
  if (!table.rows[0]?.present) return [];
  const rows = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  return rows.rows.map((row) => row.name);
}

function asMigration(source: MigrationSource): Migration {
  return {
    up: async (db) => {
      for (const statement of source.statements) await sql.raw(statement).execute(db);
    },
  };
}

/**
 * Brings the schema to this Vigil server's version at start, with Kysely's
 * migrator: each migration in its own transaction, under a lock so that
 * several Vigil servers starting on one database migrate it once. Checks the
 * schema's version first: a database that ran a migration this server does
 * not know is refused (SchemaTooNewError), and a migration the database
 * refuses stops the start (MigrationRefusedError, naming it).
 */
export async function migrateToLatest(database: DatabasePort, migrations: readonly MigrationSource[] = MIGRATIONS): Promise<MigrationOutcome> {
  const db = kyselyOver<unknown>(database);
  try {
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = (await executedMigrations(db)).filter((name) => !known.has(name));
    if (unknown.length > 0) throw new SchemaTooNewError(unknown);
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => Object.fromEntries(migrations.map((migration) => [migration.name, asMigration(migration)])) },
      migrationTableName: MIGRATION_TABLE,
      migrationLockTableName: LOCK_TABLE,
    });
    const { error, results = [] } = await migrator.migrateToLatest();
    if (error !== undefined) {
      const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
      throw new MigrationRefusedError(failed, error);
    }
    return { applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName), version: migrations.at(-1)?.name ?? '' };
  } finally {
    await db.destroy();
  }
}
