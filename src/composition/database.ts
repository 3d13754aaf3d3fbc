import type { DatabasePort } from '../infrastructure/database/database.port';
import { DatabaseUnavailableError, parseDatabaseUrl, type DatabaseChoice } from '../infrastructure/database/open-database';
import { openPglite, PgliteDatabaseAdapter } from '../infrastructure/database/pglite-database.adapter';
import { PostgresDatabaseAdapter } from '../infrastructure/database/postgres-database.adapter';

/**
 * The one place that picks the database adapter: the embedded PostgreSQL
 * (PGlite) or a PostgreSQL server. Opens it and checks that it answers;
 * rejects with DatabaseUnavailableError saying which and why.
 */
export async function openDatabase(choice: DatabaseChoice): Promise<DatabasePort> {
  if (choice.kind === 'embedded') {
    try {
      return new PgliteDatabaseAdapter(await openPglite(choice.folder), choice.folder);
    } catch (error) {
      throw new DatabaseUnavailableError(`cannot open the embedded database in ${choice.folder ?? 'memory'}: ${(error as Error).message}`, { cause: error });
    }
  }
  const database = new PostgresDatabaseAdapter(parseDatabaseUrl(choice.url));
  try {
    await database.query('SELECT 1');
  } catch (error) {
    await database.close().catch(() => undefined);
    throw new DatabaseUnavailableError(`cannot reach the database at ${database.location}: ${(error as Error).message}`, { cause: error });
  }
  return database;
}
