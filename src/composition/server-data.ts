import { join } from 'node:path';
import { DatabaseAvailability } from '../application/audit/database-availability';
import { DrainSpoolUseCase } from '../application/audit/drain-spool.use-case';
import { RecordOperationUseCase } from '../application/audit/record-operation.use-case';
import { VerifyAuditChainUseCase } from '../application/audit/verify-audit-chain.use-case';
import type { AuditLogPort } from '../application/ports/audit-log.port';
import type { HistorySpoolPort } from '../application/ports/history-spool.port';
import type { HistoryStorePort } from '../application/ports/history-store.port';
import type { HistoryStatus } from '../application/ports/history-status.port';
import type { SecretSealerPort } from '../application/ports/secret-sealer.port';
import type { Sha256 } from '../domain/audit/audit-chain';
import { AesSecretSealerAdapter } from '../infrastructure/crypto/aes-secret-sealer.adapter';
import { nodeSha256 } from '../infrastructure/crypto/node-sha256';
import type { DatabasePort } from '../infrastructure/database/database.port';
import { migrateToLatest, type MigrationOutcome } from '../infrastructure/database/migration-runner';
import { DATABASE_URL_ENV, type DatabaseChoice } from '../infrastructure/database/open-database';
import { openDatabase } from './database';
import { SqlAuditLogAdapter } from '../infrastructure/database/sql-audit-log.adapter';
import { SqlHistoryStoreAdapter } from '../infrastructure/database/sql-history-store.adapter';
import { FileHistorySpoolAdapter } from '../infrastructure/history/file-history-spool.adapter';
import { SaveJournal } from '../infrastructure/history/save-journal';
import { instanceIdOf, lockEmbeddedDatabase, openDataDirectory, type DataDirectory } from '../infrastructure/server-data/data-directory';
import { loadSecretKey } from '../infrastructure/server-data/secret-key';
import { provide, token, value, Wiring } from './typed-container';

export interface ServerDataOptions {
  /** The data directory (`--data`, else the default folder, chosen by the caller). */
  readonly dataDir: string;
  /** A PostgreSQL server's address (`--database`); default: VIGIL_DATABASE_URL, else the embedded database in the data directory. */
  readonly databaseUrl?: string;
  /** The embedded database in memory instead of the data directory (tests). */
  readonly inMemory?: boolean;
  readonly env?: Record<string, string | undefined>;
  /** How often the spool is drained while something waits (default 5 s; 0: only when asked). */
  readonly drainEveryMs?: number;
}

/**
 * What every part of the Vigil server's own data is built on (history,
 * audit, later the fleet): the data directory, the database (migrated), the
 * secret key, this server's id, the audit with its spool.
 */
export interface ServerData {
  readonly directory: DataDirectory;
  readonly database: DatabasePort;
  readonly migrations: MigrationOutcome;
  readonly instanceId: string;
  readonly sealer: SecretSealerPort;
  readonly sha256: Sha256;
  readonly availability: DatabaseAvailability;
  readonly audit: AuditLogPort;
  /** The configuration versions of every site. */
  readonly versions: HistoryStorePort;
  readonly spool: HistorySpoolPort;
  /** Saves accepted by the appliance and not yet recorded (`spool/saves/`, encrypted with the server's key). */
  readonly journal: SaveJournal;
  /** A fleet site's own journal (`spool/site-saves/ID/`): a save recovered after a stop is recorded on the site it was made on. */
  journalOf(siteId: string): SaveJournal;
  readonly recordOperation: RecordOperationUseCase;
  readonly drainSpool: DrainSpoolUseCase;
  readonly verifyAudit: VerifyAuditChainUseCase;
  status(): Promise<HistoryStatus>;
  close(): Promise<void>;
}

const DATA = {
  directory: token<DataDirectory>('DataDirectory'),
  database: token<DatabasePort>('DatabasePort'),
  sha256: token<Sha256>('Sha256'),
  sealer: token<SecretSealerPort>('SecretSealerPort'),
  availability: token<DatabaseAvailability>('DatabaseAvailability'),
  audit: token<AuditLogPort>('AuditLogPort'),
  versions: token<HistoryStorePort>('HistoryStorePort'),
  spool: token<HistorySpoolPort>('HistorySpoolPort'),
  recordOperation: token<RecordOperationUseCase>('RecordOperationUseCase'),
  drainSpool: token<DrainSpoolUseCase>('DrainSpoolUseCase'),
  verifyAudit: token<VerifyAuditChainUseCase>('VerifyAuditChainUseCase'),
} as const;

/** Which database the options and the environment ask for. */
export function databaseChoice(options: ServerDataOptions, directory: DataDirectory): DatabaseChoice {
  const url = options.databaseUrl ?? options.env?.[DATABASE_URL_ENV];
  if (url !== undefined && url !== '') return { kind: 'server', url };
  return options.inMemory ? { kind: 'embedded' } : { kind: 'embedded', folder: directory.database };
}

/**
 * Opens the data directory and the database, migrates it (a refused
 * migration or a newer schema rejects, with a message naming it), and builds
 * the audit. Rejects without leaving anything open.
 */
export async function openServerData(options: ServerDataOptions): Promise<ServerData> {
  const env = options.env ?? process.env;
  const directory = openDataDirectory(options.dataDir);
  const { key } = loadSecretKey(directory.secretKey, env);
  const choice = databaseChoice({ ...options, env }, directory);
  const unlock = choice.kind === 'embedded' && choice.folder !== undefined ? lockEmbeddedDatabase(directory) : () => undefined;
  let database: DatabasePort;
  let migrations: MigrationOutcome;
  try {
    database = await openDatabase(choice);
  } catch (error) {
    unlock();
    throw error;
  }
  try {
    migrations = await migrateToLatest(database);
  } catch (error) {
    await database.close().catch(() => undefined);
    unlock();
    throw error;
  }
  const wiring = new Wiring()
    .bind(DATA.directory, value(directory))
    .bind(DATA.database, value(database))
    .bind(DATA.sha256, value(nodeSha256))
    .bind(DATA.sealer, provide([], () => new AesSecretSealerAdapter(key)))
    .bind(DATA.availability, provide([], () => new DatabaseAvailability()))
    .bind(DATA.audit, provide([DATA.database, DATA.sha256], (db, sha256) => new SqlAuditLogAdapter(db, sha256)))
    .bind(DATA.versions, provide([DATA.database], (db) => new SqlHistoryStoreAdapter(db)))
    .bind(DATA.spool, provide([DATA.directory], (dir) => new FileHistorySpoolAdapter(dir.spool)))
    .bind(DATA.recordOperation, provide([DATA.audit, DATA.spool, DATA.availability], (audit, spool, availability) => new RecordOperationUseCase(audit, spool, availability)))
    .bind(DATA.drainSpool, provide([DATA.audit, DATA.versions, DATA.spool, DATA.availability], (audit, versions, spool, availability) => new DrainSpoolUseCase(audit, versions, spool, availability)))
    .bind(DATA.verifyAudit, provide([DATA.audit, DATA.sha256], (audit, sha256) => new VerifyAuditChainUseCase(audit, sha256)));

  const availability = wiring.get(DATA.availability);
  const spool = wiring.get(DATA.spool);
  const drainSpool = wiring.get(DATA.drainSpool);
  const drainEvery = options.drainEveryMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  const drainSoon = () => {
    if (drainEvery === 0 || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drainSpool.execute().then(async () => {
        if ((await spool.size()) > 0) drainSoon();
      });
    }, drainEvery);
    timer.unref();
  };
  availability.onBehind(drainSoon);
  const instanceId = instanceIdOf(directory);
  // Left from a previous run (the database was away when it stopped): written once it answers.
  if ((await spool.size()) > 0) drainSoon();

  return {
    directory,
    database,
    migrations,
    instanceId,
    sealer: wiring.get(DATA.sealer),
    sha256: nodeSha256,
    availability,
    audit: wiring.get(DATA.audit),
    versions: wiring.get(DATA.versions),
    spool,
    journal: new SaveJournal(join(directory.spool, 'saves'), key),
    journalOf: (siteId) => new SaveJournal(join(directory.spool, 'site-saves', siteId.replace(/[^A-Za-z0-9_-]/g, '_')), key),
    recordOperation: wiring.get(DATA.recordOperation),
    drainSpool,
    verifyAudit: wiring.get(DATA.verifyAudit),
    status: async () => ({
      database: { kind: database.kind, reachable: availability.reachable, location: database.location },
      spooled: await spool.size(),
      instance: instanceId,
      ...(availability.since ? { since: availability.since } : {}),
    }),
    close: async () => {
      if (timer !== undefined) clearTimeout(timer);
      try {
        await database.close();
      } finally {
        unlock();
      }
    },
  };
}
