import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { embeddedDatabaseFolder } from './embedded-template';
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/** One of the two databases the Vigil server runs on, as a test gets it: a data directory, and a server's address when not embedded. */
export interface DatabaseUnderTest {
  readonly kind: 'embedded' | 'server';
  /**
   * A new data directory, and a new empty database on the server for the
   * server kind; the embedded one is a copy of a migrated template unless
   * `empty` (creating one takes seconds).
   */
  fresh(options?: { readonly empty?: boolean }): Promise<{ readonly dataDir: string; readonly databaseUrl?: string }>;
  /** The throwaway cluster (server kind only): stop and start it to test the spool. */
  readonly cluster: () => PostgresCluster | undefined;
}

/**
 * The embedded database and a real PostgreSQL server (a throwaway Debian
 * cluster started once for the file, in beforeAll, and removed in afterAll),
 * for `describe.each(databasesUnderTest())`: every test of history and audit
 * runs on both.
 */
export function databasesUnderTest(): readonly DatabaseUnderTest[] {
  const folders: string[] = [];
  let cluster: PostgresCluster | undefined;
  let count = 0;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 120_000);
  afterAll(async () => {
    await cluster?.destroy();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  const dataDir = () => {
    const folder = mkdtempSync(join(tmpdir(), 'vigil-data-'));
    folders.push(folder);
    return folder;
  };
  return [
    {
      kind: 'embedded',
      fresh: async (options) => {
        const folder = dataDir();
        if (!options?.empty) await embeddedDatabaseFolder(join(folder, 'database'));
        return { dataDir: folder };
      },
      cluster: () => undefined,
    },
    {
      kind: 'server',
      fresh: async () => {
        count += 1;
        return { dataDir: dataDir(), databaseUrl: await cluster!.createDatabase(`vigil_test_${process.pid}_${count}`) };
      },
      cluster: () => cluster,
    },
  ];
}
