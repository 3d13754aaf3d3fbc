import type { AuditLogPort, AuditQuery } from '../../application/ports/audit-log.port';
import { chainEntry, type ChainAnchor, type Sha256 } from '../../domain/audit/audit-chain';
import type { AuditEntry, AuditRecord, AuditResult } from '../../domain/audit/audit-entry';
import type { DatabasePort, SqlSession } from './database.port';

/** Appenders of every Vigil server on this database take turns (pg_advisory_xact_lock's key). */
const APPEND_LOCK = 30_0001;

interface AuditRow {
  readonly sequence: number;
  readonly entry_id: string;
  readonly at: Date;
  readonly site_id: string | null;
  readonly actor: string;
  readonly address: string;
  readonly action: string;
  readonly target: string;
  readonly result: string;
  readonly detail: string;
  readonly vigil_instance: string;
  readonly previous_hash: string;
  readonly hash: string;
}

const COLUMNS = 'sequence, entry_id, at, site_id, actor, address, action, target, result, detail, vigil_instance, previous_hash, hash';

/** An entry as stored, read tolerantly: an action this server does not know (a newer one's) is kept as it is. */
function entryOf(row: AuditRow): AuditEntry {
  return {
    sequence: row.sequence,
    entryId: row.entry_id,
    at: row.at.toISOString(),
    siteId: row.site_id,
    actor: row.actor,
    address: row.address,
    action: row.action as AuditEntry['action'],
    target: row.target,
    result: row.result as AuditResult,
    detail: row.detail,
    vigilInstance: row.vigil_instance,
    previousHash: row.previous_hash,
    hash: row.hash,
  };
}

/** The audit in PostgreSQL (embedded or server): table audit_entry, chained on append. */
export class SqlAuditLogAdapter implements AuditLogPort {
  constructor(
    private readonly database: DatabasePort,
    private readonly sha256: Sha256,
  ) {}

  append(records: readonly AuditRecord[]): Promise<void> {
    if (records.length === 0) return Promise.resolve();
    return this.database.transaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      const present = await session.query<{ entry_id: string }>('SELECT entry_id FROM audit_entry WHERE entry_id = ANY($1)', [records.map((record) => record.entryId)]);
      const skip = new Set(present.rows.map((row) => row.entry_id));
      let previous = await this.last(session);
      for (const record of records) {
        if (skip.has(record.entryId)) continue;
        skip.add(record.entryId);
        const entry = chainEntry({ ...record, at: new Date(record.at).toISOString() }, previous, this.sha256);
        await session.query(
          `INSERT INTO audit_entry (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
          [entry.sequence, entry.entryId, entry.at, entry.siteId, entry.actor, entry.address, entry.action, entry.target, entry.result, entry.detail, entry.vigilInstance, entry.previousHash, entry.hash],
        );
        previous = entry;
      }
    });
  }

  private async last(session: SqlSession): Promise<ChainAnchor | undefined> {
    const last = await session.query<{ sequence: number; hash: string }>('SELECT sequence, hash FROM audit_entry ORDER BY sequence DESC LIMIT 1');
    if (last.rows[0]) return last.rows[0];
    const anchor = await session.query<{ sequence: number; hash: string }>('SELECT sequence, hash FROM audit_anchor WHERE id = 1');
    return anchor.rows[0];
  }

  async list(query: AuditQuery): Promise<readonly AuditEntry[]> {
    const where: string[] = [];
    const parameters: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      parameters.push(value);
      where.push(clause.replace('?', `$${parameters.length}`));
    };
    if (query.siteId !== undefined) add('site_id = ?', query.siteId);
    if (query.actor !== undefined) add('actor = ?', query.actor);
    if (query.actions !== undefined) add('action = ANY(?)', [...query.actions]);
    if (query.result !== undefined) add('result = ?', query.result);
    if (query.from !== undefined) add('at >= ?', query.from);
    if (query.to !== undefined) add('at <= ?', query.to);
    if (query.beforeSequence !== undefined) add('sequence < ?', query.beforeSequence);
    parameters.push(query.limit);
    const rows = await this.database.query<AuditRow>(
      `SELECT ${COLUMNS} FROM audit_entry ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY sequence DESC LIMIT $${parameters.length}`,
      parameters,
    );
    return rows.rows.map(entryOf);
  }

  async readChain(afterSequence: number, limit: number): Promise<readonly AuditEntry[]> {
    const rows = await this.database.query<AuditRow>(`SELECT ${COLUMNS} FROM audit_entry WHERE sequence > $1 ORDER BY sequence LIMIT $2`, [afterSequence, limit]);
    return rows.rows.map(entryOf);
  }

  async anchor(): Promise<ChainAnchor | undefined> {
    const anchor = await this.database.query<{ sequence: number; hash: string }>('SELECT sequence, hash FROM audit_anchor WHERE id = 1');
    return anchor.rows[0];
  }

  removeOlderThan(before: string): Promise<number> {
    return this.database.transaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
      const last = await session.query<{ sequence: number; hash: string }>('SELECT sequence, hash FROM audit_entry WHERE at < $1 ORDER BY sequence DESC LIMIT 1', [before]);
      const anchor = last.rows[0];
      if (!anchor) return 0;
      await session.query("SET LOCAL vigil.retention = 'on'");
      const removed = await session.query('DELETE FROM audit_entry WHERE sequence <= $1', [anchor.sequence]);
      await session.query(
        `INSERT INTO audit_anchor (id, sequence, hash, removed_at) VALUES (1, $1, $2, now())
         ON CONFLICT (id) DO UPDATE SET sequence = EXCLUDED.sequence, hash = EXCLUDED.hash, removed_at = EXCLUDED.removed_at`,
        [anchor.sequence, anchor.hash],
      );
      return removed.affectedRows;
    });
  }
}
