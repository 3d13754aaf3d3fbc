import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest } from '../../src/infrastructure/database/migration-runner';

/**
 * Creating an embedded database runs PostgreSQL's initdb inside WebAssembly:
 * seconds on a busy machine, where opening an existing folder takes a
 * fraction of that. Tests copy a migrated folder made once per schema (kept
 * in the system's temporary folder, keyed by the migrations' text) instead
 * of creating one each time.
 */
export async function embeddedDatabaseFolder(target: string): Promise<void> {
  cpSync(await template(), target, { recursive: true });
}

let made: Promise<string> | undefined;

function template(): Promise<string> {
  made ??= makeTemplate();
  return made;
}

async function makeTemplate(): Promise<string> {
  const { MIGRATIONS } = await import('../../src/infrastructure/database/migration-list');
  const key = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), `vigil-pglite-template-${key}`);
  if (existsSync(join(folder, '.complete'))) return folder;
  const building = mkdtempSync(join(tmpdir(), 'vigil-pglite-building-'));
  const { openDatabase } = await import('../../src/composition/database');
  const database = await openDatabase({ kind: 'embedded', folder: join(building, 'database') });
  await migrateToLatest(database);
  await database.close();
  writeFileSync(join(building, 'database', '.complete'), '');
  try {
    renameSync(join(building, 'database'), folder);
  } catch {
    // Another test process made it first: theirs is as good.
  }
  rmSync(building, { recursive: true, force: true });
  return folder;
}
