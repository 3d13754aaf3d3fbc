import { describe, expect, it } from 'vitest';
import { openServerData, type ServerData } from '../../../src/composition/server-data';
import { MigrationRefusedError, migrateToLatest, SchemaTooNewError } from '../../../src/infrastructure/database/migration-runner';
import { MIGRATIONS } from '../../../src/infrastructure/database/migration-list';
import { auditRecord } from '../../support/audit-records';
import { databasesUnderTest } from '../../support/databases-under-test';

const databases = databasesUnderTest();

async function withData<T>(options: { dataDir: string; databaseUrl?: string }, work: (data: ServerData) => Promise<T>): Promise<T> {
  const data = await openServerData({ ...options, env: {}, drainEveryMs: 0 });
  try {
    return await work(data);
  } finally {
    await data.close();
  }
}

describe.each(databases)('the server data on the $kind database', (database) => {
  it('migrates a new database to the latest schema once, and the same values come back on both adapters', async () => {
    const options = await database.fresh({ empty: true });
    await withData(options, async (data) => {
      expect(data.migrations.applied).toEqual(MIGRATIONS.map((migration) => migration.name));
      expect(data.migrations.version).toBe(MIGRATIONS.at(-1)!.name);
      const row = await data.database.query<{ big: number; bytes: Uint8Array; at: Date; json: { a: number } }>(
        "SELECT 9007199254740::int8 AS big, '\\x00ff'::bytea AS bytes, '2026-01-02T03:04:05.678Z'::timestamptz AS at, '{\"a\":1}'::jsonb AS json",
      );
      expect(row.rows[0]!.big).toBe(9007199254740);
      expect([...row.rows[0]!.bytes]).toEqual([0, 255]);
      expect(row.rows[0]!.at.toISOString()).toBe('2026-01-02T03:04:05.678Z');
      expect(row.rows[0]!.json).toEqual({ a: 1 });
    });
    await withData(options, async (data) => expect(data.migrations.applied).toEqual([]));
  });

  it('refuses to start on a schema a newer Vigil server migrated, naming its migration', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      await data.database.query("INSERT INTO vigil_migration (name, timestamp) VALUES ('9999-from-a-newer-vigil', now()::text)");
    });
    await expect(openServerData({ ...options, env: {} })).rejects.toThrow(SchemaTooNewError);
    await expect(openServerData({ ...options, env: {} })).rejects.toThrow(/migration 9999-from-a-newer-vigil is unknown here/);
  });

  it('stops at a migration the database refuses, naming it, and applies nothing of it', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      const broken = [...MIGRATIONS, { name: '0099-broken', statements: ['CREATE TABLE broken_table (id int)', 'CREATE TABLE vigil_site (id text)'] }];
      const refusal = await migrateToLatest(data.database, broken).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(MigrationRefusedError);
      expect((refusal as MigrationRefusedError).migration).toBe('0099-broken');
      expect((refusal as Error).message).toMatch(/refused migration 0099-broken: .*vigil_site/);
      const table = await data.database.query<{ present: boolean }>("SELECT to_regclass('broken_table') IS NOT NULL AS present");
      expect(table.rows[0]!.present).toBe(false);
    });
  });

  it('chains the audit: intact as written, and broken where an entry was altered or removed in the database', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      for (let index = 0; index < 5; index += 1) await data.recordOperation.execute(auditRecord({ target: `gate ${index}` }));
      expect(await data.verifyAudit.execute()).toEqual({ intact: true, checked: 5, lastSequence: 5, broken: undefined });
      // The audit refuses changes from the server's own statements…
      await expect(data.database.query("UPDATE audit_entry SET actor = 'mallory' WHERE sequence = 3")).rejects.toThrow(/append-only/);
      await expect(data.database.query('DELETE FROM audit_entry WHERE sequence = 3')).rejects.toThrow(/append-only/);
      // …and someone who switches the guard off is found out by the chain.
      await data.database.transaction(async (session) => {
        await session.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
        await session.query("UPDATE audit_entry SET actor = 'mallory' WHERE sequence = 3");
        await session.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
      });
      expect(await data.verifyAudit.execute()).toMatchObject({ intact: false, checked: 2, broken: { sequence: 3, reason: 'altered' } });
    });
  });

  it('finds an entry deleted from the middle of the chain', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      await data.audit.append([auditRecord(), auditRecord(), auditRecord()]);
      await data.database.transaction(async (session) => {
        await session.query("SET LOCAL vigil.retention = 'on'");
        await session.query('DELETE FROM audit_entry WHERE sequence = 2');
      });
      expect(await data.verifyAudit.execute()).toMatchObject({ intact: false, broken: { sequence: 2, reason: 'missing' } });
    });
  });

  it('writes an entry once even when it is appended twice (a spool drained again after a crash)', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      const record = auditRecord();
      await data.audit.append([record, auditRecord()]);
      await data.audit.append([record]);
      expect(await data.audit.list({ limit: 10 })).toHaveLength(2);
    });
  });

  it('removes old entries by retention, keeping the chain verifiable from its anchor', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      await data.audit.append([auditRecord({ at: '2024-01-01T00:00:00.000Z' }), auditRecord({ at: '2024-02-01T00:00:00.000Z' }), auditRecord(), auditRecord()]);
      expect(await data.audit.removeOlderThan('2025-01-01T00:00:00.000Z')).toBe(2);
      expect(await data.audit.anchor()).toMatchObject({ sequence: 2 });
      expect(await data.verifyAudit.execute()).toMatchObject({ intact: true, checked: 2, lastSequence: 4 });
      await data.audit.append([auditRecord()]);
      expect(await data.verifyAudit.execute()).toMatchObject({ intact: true, checked: 3, lastSequence: 5 });
    });
  });

  it('lists entries newest first, filtered by who, what, result and when', async () => {
    const options = await database.fresh();
    await withData(options, async (data) => {
      await data.audit.append([
        auditRecord({ actor: 'admin', action: 'sign-in', result: 'refused', at: '2026-03-01T10:00:00.000Z' }),
        auditRecord({ actor: 'claire', action: 'configuration.save', at: '2026-03-02T10:00:00.000Z' }),
        auditRecord({ actor: 'admin', action: 'configuration.save', result: 'refused', detail: 'invalid signature', at: '2026-03-03T10:00:00.000Z' }),
      ]);
      expect((await data.audit.list({ limit: 10 })).map((entry) => entry.sequence)).toEqual([3, 2, 1]);
      expect((await data.audit.list({ actor: 'admin', limit: 10 })).map((entry) => entry.sequence)).toEqual([3, 1]);
      expect((await data.audit.list({ actions: ['configuration.save'], result: 'refused', limit: 10 })).map((entry) => entry.detail)).toEqual(['invalid signature']);
      expect((await data.audit.list({ from: '2026-03-02T00:00:00.000Z', to: '2026-03-02T23:59:59.999Z', limit: 10 })).map((entry) => entry.actor)).toEqual(['claire']);
      expect((await data.audit.list({ beforeSequence: 3, limit: 1 })).map((entry) => entry.sequence)).toEqual([2]);
    });
  });

  it('keeps everything across a restart with the same data directory', async () => {
    const options = await database.fresh();
    const first = await withData(options, async (data) => {
      await data.recordOperation.execute(auditRecord({ detail: 'before the restart' }));
      return data.instanceId;
    });
    await withData(options, async (data) => {
      expect(data.instanceId).toBe(first);
      expect((await data.audit.list({ limit: 10 })).map((entry) => entry.detail)).toEqual(['before the restart']);
      expect((await data.verifyAudit.execute()).intact).toBe(true);
    });
  });
});

describe('the spool, while the PostgreSQL server is away', () => {
  const server = databases.find((database) => database.kind === 'server')!;

  it('keeps every entry in the data directory and writes them in order, chained, once the server is back', async () => {
    const options = await server.fresh();
    const cluster = server.cluster()!;
    await withData(options, async (data) => {
      await data.recordOperation.execute(auditRecord({ target: 'first' }));
      await cluster.stop();
      try {
        expect(await data.recordOperation.execute(auditRecord({ target: 'second' }))).toBe('spooled');
        expect(await data.recordOperation.execute(auditRecord({ target: 'third' }))).toBe('spooled');
        expect(await data.status()).toMatchObject({ spooled: 2, database: { reachable: false, kind: 'server' } });
        expect(await data.drainSpool.execute()).toBe(0);
      } finally {
        await cluster.start();
      }
      // Once something waits, a new entry queues behind it rather than overtaking it.
      expect(await data.recordOperation.execute(auditRecord({ target: 'fourth' }))).toBe('spooled');
      expect(await data.drainSpool.execute()).toBe(3);
      expect(await data.status()).toMatchObject({ spooled: 0, database: { reachable: true } });
      expect((await data.audit.list({ limit: 10 })).map((entry) => entry.target)).toEqual(['fourth', 'third', 'second', 'first']);
      expect((await data.verifyAudit.execute()).intact).toBe(true);
    });
  });
});
