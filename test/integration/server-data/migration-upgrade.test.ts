import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../src/infrastructure/database/migration-list';
import { migrateToLatest } from '../../../src/infrastructure/database/migration-runner';
import { openPglite, PgliteDatabaseAdapter } from '../../../src/infrastructure/database/pglite-database.adapter';

/**
 * A database written by the Vigil server before the fleet (migrations 0001
 * and 0002 only) opens with this one: the fleet's migration runs, and what
 * the database held is still there.
 */
const folder = mkdtempSync(join(tmpdir(), 'vigil-upgrade-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function opened(): Promise<PgliteDatabaseAdapter> {
  return new PgliteDatabaseAdapter(await openPglite(folder), folder);
}

describe('a database from before the fleet', () => {
  it('is migrated to the latest schema at the next start, keeping its rows', { timeout: 120_000 }, async () => {
    const before = MIGRATIONS.filter((migration) => migration.name < '0003');
    const old = await opened();
    expect((await migrateToLatest(old, before)).version).toBe('0002-configuration-history');
    await old.query(`INSERT INTO vigil_site (id, address, name) VALUES ('site-1', 'http://192.0.2.10', 'Entrepôt')`);
    await old.close();

    const database = await opened();
    try {
      const outcome = await migrateToLatest(database);
      expect(outcome.applied).toEqual(MIGRATIONS.slice(before.length).map((migration) => migration.name));
      expect(outcome.version).toBe(MIGRATIONS.at(-1)!.name);
      expect((await database.query<{ name: string }>(`SELECT name FROM vigil_site WHERE id = 'site-1'`)).rows).toEqual([{ name: 'Entrepôt' }]);
      expect((await database.query<{ count: number }>('SELECT count(*)::int AS count FROM fleet_site')).rows).toEqual([{ count: 0 }]);
    } finally {
      await database.close();
    }
  });
});
