import type { HistoryStorePort, NewVersion, RecordOutcome, VersionQuery } from '../../application/ports/history-store.port';
import type { ConfigurationVersion, VersionProblem, VersionSource, VersionSummary } from '../../domain/history/configuration-version';
import type { DatabasePort, SqlSession } from './database.port';
import { CHUNK_ENCODING, cutDocument, hashesOf, inflateChunk, joinChunks, type CutDocument } from './version-chunks';
import { decodeModelJson, encodeModelJson } from '../history/model-json';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters. */
const BATCH = 400;

interface VersionRow {
  readonly id: number;
  readonly site_id: string;
  readonly recorded_at: Date;
  readonly source: string;
  readonly vigil_instance: string;
  readonly author: string;
  readonly address: string;
  readonly note: string;
  readonly signature: string;
  readonly document_date: string;
  readonly size: number;
  readonly summary: string | null;
  readonly problems: readonly VersionProblem[];
}

const COLUMNS = 'id, site_id, recorded_at, source, vigil_instance, author, address, note, signature, document_date, size, summary::text AS summary, problems';

function versionOf(row: VersionRow): ConfigurationVersion {
  return {
    id: row.id,
    siteId: row.site_id,
    recordedAt: row.recorded_at.toISOString(),
    source: row.source as VersionSource,
    vigilInstance: row.vigil_instance,
    author: row.author,
    address: row.address,
    note: row.note,
    signature: row.signature,
    documentDate: row.document_date,
    size: row.size,
    summary: row.summary === null ? null : (decodeModelJson(row.summary) as VersionSummary),
    problems: row.problems,
  };
}

/** Multi-row INSERTs of `rows` (each `width` values), batch by batch. */
async function insertRows(session: SqlSession, head: string, tail: string, width: number, rows: readonly (readonly unknown[])[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const values = batch.map((_, row) => `(${Array.from({ length: width }, (__, column) => `$${row * width + column + 1}`).join(', ')})`).join(', ');
    await session.query(`${head} VALUES ${values} ${tail}`, batch.flat());
  }
}

/**
 * Configuration versions in PostgreSQL (embedded or server): chunks stored
 * once by hash, deflated; lists of chunk hashes stored once by hash; a
 * version names its lists (migration 0002, docs/history.md).
 */
export class SqlHistoryStoreAdapter implements HistoryStorePort {
  constructor(private readonly database: DatabasePort) {}

  async ensureSite(site: { readonly id: string; readonly address: string }): Promise<void> {
    await this.database.query('INSERT INTO vigil_site (id, address) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET address = EXCLUDED.address', [site.id, site.address]);
  }

  async record(version: NewVersion, options: { readonly claimOutside?: boolean; readonly onlyIfChanged?: boolean } = {}): Promise<RecordOutcome> {
    const cut = cutDocument(version.sealedText);
    return this.database.transaction(async (session) => {
      await session.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`vigil.history:${version.siteId}`]);
      // A version drained from the spool may be the site's first.
      await session.query("INSERT INTO vigil_site (id, address) VALUES ($1, '') ON CONFLICT (id) DO NOTHING", [version.siteId]);
      const again = await session.query<{ id: number }>('SELECT id FROM history_version WHERE entry_id = $1', [version.entryId]);
      if (again.rows[0]) return { kind: 'unchanged', id: again.rows[0].id };
      const latest = (await session.query<{ id: number; source: string; document_hash: Uint8Array }>('SELECT id, source, document_hash FROM history_version WHERE site_id = $1 ORDER BY id DESC LIMIT 1', [version.siteId])).rows[0];
      // The same document (byte for byte, secrets sealed alike) as the site's latest version.
      if (latest && Buffer.from(latest.document_hash).equals(cut.documentHash)) {
        if (options.onlyIfChanged) return { kind: 'unchanged', id: latest.id };
        if (options.claimOutside && latest.source === 'outside') {
          await session.query('UPDATE history_version SET source = $2, vigil_instance = $3, author = $4, address = $5, note = $6 WHERE id = $1', [
            latest.id, version.source, version.vigilInstance, version.author, version.address, version.note,
          ]);
          return { kind: 'claimed', id: latest.id };
        }
      }
      await this.storeContent(session, cut);
      const inserted = await session.query<{ id: number }>(
        `INSERT INTO history_version (site_id, recorded_at, source, vigil_instance, author, address, entry_id, note, signature, document_date, size, document_hash, list_hashes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [version.siteId, version.recordedAt, version.source, version.vigilInstance, version.author, version.address, version.entryId, version.note, version.signature, version.documentDate, cut.size, cut.documentHash, Buffer.concat(cut.lists.map((list) => list.hash))],
      );
      const id = inserted.rows[0]!.id;
      const lists = [...new Map(cut.lists.map((list) => [list.hash.toString('hex'), list.hash])).values()];
      await insertRows(session, 'INSERT INTO history_version_list (version_id, list_hash)', '', 2, lists.map((hash) => [id, hash]));
      return { kind: 'recorded', id };
    });
  }

  /** Writes the chunks and lists the database does not hold yet. */
  private async storeContent(session: SqlSession, cut: CutDocument): Promise<void> {
    const unique = <T extends { readonly hash: Buffer }>(items: readonly T[]) => [...new Map(items.map((item) => [item.hash.toString('hex'), item])).values()];
    const lists = unique(cut.lists);
    const presentLists = await session.query<{ hash: Uint8Array }>('SELECT hash FROM history_chunk_list WHERE hash = ANY($1)', [lists.map((list) => list.hash)]);
    const knownLists = new Set(presentLists.rows.map((row) => Buffer.from(row.hash).toString('hex')));
    const newLists = lists.filter((list) => !knownLists.has(list.hash.toString('hex')));
    if (newLists.length === 0) return;
    const wanted = unique(cut.chunks).filter((chunk) => newLists.some((list) => list.members.some((member) => member.equals(chunk.hash))));
    const present = await session.query<{ hash: Uint8Array }>('SELECT hash FROM history_chunk WHERE hash = ANY($1)', [wanted.map((chunk) => chunk.hash)]);
    const known = new Set(present.rows.map((row) => Buffer.from(row.hash).toString('hex')));
    const fresh = wanted.filter((chunk) => !known.has(chunk.hash.toString('hex')));
    await insertRows(session, 'INSERT INTO history_chunk (hash, size, encoding, content)', 'ON CONFLICT (hash) DO NOTHING', 4, fresh.map((chunk) => [chunk.hash, chunk.size, CHUNK_ENCODING, chunk.content()]));
    await insertRows(session, 'INSERT INTO history_chunk_list (hash, chunk_hashes)', 'ON CONFLICT (hash) DO NOTHING', 2, newLists.map((list) => [list.hash, list.chunkHashes]));
    const members = newLists.flatMap((list) => [...new Map(list.members.map((member) => [member.toString('hex'), member])).values()].map((member) => [list.hash, member]));
    await insertRows(session, 'INSERT INTO history_chunk_list_member (list_hash, chunk_hash)', 'ON CONFLICT DO NOTHING', 2, members);
  }

  async get(id: number): Promise<ConfigurationVersion | undefined> {
    const row = (await this.database.query<VersionRow>(`SELECT ${COLUMNS} FROM history_version WHERE id = $1`, [id])).rows[0];
    return row && versionOf(row);
  }

  async latest(siteId: string): Promise<ConfigurationVersion | undefined> {
    const row = (await this.database.query<VersionRow>(`SELECT ${COLUMNS} FROM history_version WHERE site_id = $1 ORDER BY id DESC LIMIT 1`, [siteId])).rows[0];
    return row && versionOf(row);
  }

  async previous(id: number): Promise<ConfigurationVersion | undefined> {
    const row = (
      await this.database.query<VersionRow>(
        `SELECT ${COLUMNS} FROM history_version WHERE site_id = (SELECT site_id FROM history_version WHERE id = $1) AND id < $1 ORDER BY id DESC LIMIT 1`,
        [id],
      )
    ).rows[0];
    return row && versionOf(row);
  }

  async list(query: VersionQuery): Promise<readonly ConfigurationVersion[]> {
    const parameters: unknown[] = [query.siteId];
    const where = ['site_id = $1'];
    const add = (clause: string, value: unknown) => {
      parameters.push(value);
      where.push(clause.replaceAll('?', `$${parameters.length}`));
    };
    if (query.source !== undefined) add('source = ?', query.source);
    if (query.author !== undefined) add('author = ?', query.author);
    if (query.beforeId !== undefined) add('id < ?', query.beforeId);
    if (query.from !== undefined) add('recorded_at >= ?', query.from);
    if (query.to !== undefined) add('recorded_at <= ?', query.to);
    if (query.item !== undefined) {
      if (query.item.endsWith('/')) add("id IN (SELECT version_id FROM history_version_item WHERE item LIKE ? || '%')", query.item.replace(/[\\%_]/g, (match) => `\\${match}`));
      else add('id IN (SELECT version_id FROM history_version_item WHERE item = ?)', query.item);
    }
    parameters.push(query.limit);
    const rows = await this.database.query<VersionRow>(`SELECT ${COLUMNS} FROM history_version WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT $${parameters.length}`, parameters);
    return rows.rows.map(versionOf);
  }

  async authors(siteId: string): Promise<readonly string[]> {
    const rows = await this.database.query<{ author: string }>("SELECT DISTINCT author FROM history_version WHERE site_id = $1 AND author <> '' ORDER BY author", [siteId]);
    return rows.rows.map((row) => row.author);
  }

  async sealedDocument(id: number): Promise<string> {
    const version = (await this.database.query<{ list_hashes: Uint8Array; document_hash: Uint8Array }>('SELECT list_hashes, document_hash FROM history_version WHERE id = $1', [id])).rows[0];
    if (!version) throw new Error(`no version ${id}`);
    const listHashes = hashesOf(version.list_hashes);
    const lists = await this.database.query<{ hash: Uint8Array; chunk_hashes: Uint8Array }>('SELECT hash, chunk_hashes FROM history_chunk_list WHERE hash = ANY($1)', [listHashes]);
    const listByHash = new Map(lists.rows.map((row) => [Buffer.from(row.hash).toString('hex'), row.chunk_hashes]));
    const chunkHashes = listHashes.flatMap((hash) => {
      const list = listByHash.get(hash.toString('hex'));
      if (!list) throw new Error(`version ${id} is damaged in the database: a list of its chunks is missing`);
      return hashesOf(list);
    });
    const pieces = new Map<string, Buffer>();
    const distinct = [...new Map(chunkHashes.map((hash) => [hash.toString('hex'), hash])).values()];
    for (let start = 0; start < distinct.length; start += BATCH) {
      const rows = await this.database.query<{ hash: Uint8Array; encoding: string; content: Uint8Array }>('SELECT hash, encoding, content FROM history_chunk WHERE hash = ANY($1)', [distinct.slice(start, start + BATCH)]);
      for (const row of rows.rows) pieces.set(Buffer.from(row.hash).toString('hex'), inflateChunk(row.content, row.encoding));
    }
    return joinChunks(
      chunkHashes.map((hash) => {
        const piece = pieces.get(hash.toString('hex'));
        if (!piece) throw new Error(`version ${id} is damaged in the database: a chunk of it is missing`);
        return piece;
      }),
      version.document_hash,
      id,
    );
  }

  setSummary(id: number, summary: VersionSummary, problems: readonly VersionProblem[]): Promise<void> {
    return this.database.transaction(async (session) => {
      await session.query('UPDATE history_version SET summary = $2::jsonb, problems = $3::jsonb WHERE id = $1', [id, encodeModelJson(summary), JSON.stringify(problems)]);
      await session.query('DELETE FROM history_version_item WHERE version_id = $1', [id]);
      await insertRows(session, 'INSERT INTO history_version_item (version_id, item)', 'ON CONFLICT DO NOTHING', 2, summary.items.map((item) => [id, item]));
    });
  }

  async unsummarised(limit: number): Promise<readonly number[]> {
    const rows = await this.database.query<{ id: number }>('SELECT id FROM history_version WHERE summary IS NULL ORDER BY id LIMIT $1', [limit]);
    return rows.rows.map((row) => row.id);
  }

  async versionsOf(siteId: string): Promise<readonly { readonly id: number; readonly recordedAt: string }[]> {
    const rows = await this.database.query<{ id: number; recorded_at: Date }>('SELECT id, recorded_at FROM history_version WHERE site_id = $1 ORDER BY id', [siteId]);
    return rows.rows.map((row) => ({ id: row.id, recordedAt: row.recorded_at.toISOString() }));
  }

  remove(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return Promise.resolve();
    return this.database.transaction(async (session) => {
      // The version after each removed one now follows another: its summary is made again.
      await session.query(
        `UPDATE history_version v SET summary = NULL WHERE v.id IN (
           SELECT (SELECT min(n.id) FROM history_version n WHERE n.site_id = r.site_id AND n.id > r.id) FROM history_version r WHERE r.id = ANY($1)
         ) AND NOT (v.id = ANY($1))`,
        [[...ids]],
      );
      await session.query('DELETE FROM history_version WHERE id = ANY($1) AND id NOT IN (SELECT max(id) FROM history_version GROUP BY site_id)', [[...ids]]);
      await session.query('DELETE FROM history_chunk_list l WHERE NOT EXISTS (SELECT 1 FROM history_version_list vl WHERE vl.list_hash = l.hash)');
      await session.query('DELETE FROM history_chunk c WHERE NOT EXISTS (SELECT 1 FROM history_chunk_list_member m WHERE m.chunk_hash = c.hash)');
    });
  }

  async storedBytes(siteId: string): Promise<number> {
    const rows = await this.database.query<{ bytes: number | null }>(
      `SELECT sum(octet_length(c.content))::int8 AS bytes FROM history_chunk c WHERE c.hash IN (
         SELECT m.chunk_hash FROM history_chunk_list_member m JOIN history_version_list vl ON vl.list_hash = m.list_hash
         JOIN history_version v ON v.id = vl.version_id WHERE v.site_id = $1)`,
      [siteId],
    );
    return rows.rows[0]?.bytes ?? 0;
  }

  async sites(): Promise<readonly string[]> {
    const rows = await this.database.query<{ id: string }>('SELECT id FROM vigil_site ORDER BY id');
    return rows.rows.map((row) => row.id);
  }
}
