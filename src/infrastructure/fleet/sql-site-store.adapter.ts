import type { SiteStorePort, StoredSiteFields } from '../../application/fleet/ports/site-store.port';
import { siteBaseUrl, siteNameKey, type Site } from '../../domain/fleet/site';
import type { DatabasePort } from '../database/database.port';

interface SiteRow {
  readonly id: string;
  readonly name: string;
  readonly address: string;
  readonly http_port: number;
  readonly https_port: number;
  readonly secure: boolean;
  readonly insecure: boolean;
  readonly username: string;
  readonly tags: unknown;
  readonly added_at: Date;
  readonly added_by: string;
}

const COLUMNS = 'id, name, address, http_port, https_port, secure, insecure, username, tags, added_at, added_by';

function siteOf(row: SiteRow): Site {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    httpPort: row.http_port,
    httpsPort: row.https_port,
    secure: row.secure,
    insecure: row.insecure,
    username: row.username,
    tags: Array.isArray(row.tags) ? row.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    addedAt: row.added_at.toISOString(),
    addedBy: row.added_by,
  };
}

/** PostgreSQL's unique violation (another site has the name). */
function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown }).code === '23505' || /duplicate key|unique/i.test((error as Error).message ?? '');
}

/**
 * The fleet's sites in PostgreSQL: fleet_site, each also a vigil_site (the
 * history's and the audit's site), credentials sealed. A removed site keeps
 * its row (marked removed) while its history is kept.
 */
export class SqlSiteStoreAdapter implements SiteStorePort {
  constructor(private readonly database: DatabasePort) {}

  async add(site: StoredSiteFields & { readonly id: string; readonly addedAt: string; readonly addedBy: string }): Promise<'added' | 'taken'> {
    try {
      await this.database.transaction(async (session) => {
        await session.query('INSERT INTO vigil_site (id, address, name) VALUES ($1, $2, $3)', [site.id, siteBaseUrl(site), site.name]);
        await session.query(
          `INSERT INTO fleet_site (id, name, name_key, address, http_port, https_port, secure, insecure, username, sealed_password, tags, added_at, added_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $13)`,
          [site.id, site.name, siteNameKey(site.name), site.address, site.httpPort, site.httpsPort, site.secure, site.insecure, site.username, site.sealedPassword, JSON.stringify(site.tags), site.addedAt, site.addedBy],
        );
      });
      return 'added';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async update(id: string, fields: Omit<StoredSiteFields, 'sealedPassword'> & { readonly sealedPassword?: string }): Promise<'updated' | 'taken' | 'missing'> {
    try {
      return await this.database.transaction(async (session) => {
        const result = await session.query(
          `UPDATE fleet_site SET name = $2, name_key = $3, address = $4, http_port = $5, https_port = $6, secure = $7, insecure = $8, username = $9, tags = $10::jsonb,
             sealed_password = COALESCE($11, sealed_password) WHERE id = $1 AND removed_at IS NULL`,
          [id, fields.name, siteNameKey(fields.name), fields.address, fields.httpPort, fields.httpsPort, fields.secure, fields.insecure, fields.username, JSON.stringify(fields.tags), fields.sealedPassword ?? null],
        );
        if (result.affectedRows === 0) return 'missing';
        await session.query('UPDATE vigil_site SET address = $2, name = $3 WHERE id = $1', [id, siteBaseUrl(fields), fields.name]);
        return 'updated';
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  async list(): Promise<readonly Site[]> {
    const result = await this.database.query<SiteRow>(`SELECT ${COLUMNS} FROM fleet_site WHERE removed_at IS NULL ORDER BY name_key`);
    return result.rows.map(siteOf);
  }

  async get(id: string): Promise<Site | undefined> {
    const result = await this.database.query<SiteRow>(`SELECT ${COLUMNS} FROM fleet_site WHERE id = $1 AND removed_at IS NULL`, [id]);
    return result.rows[0] ? siteOf(result.rows[0]) : undefined;
  }

  async sealedPassword(id: string): Promise<string | undefined> {
    const result = await this.database.query<{ sealed_password: string }>('SELECT sealed_password FROM fleet_site WHERE id = $1 AND removed_at IS NULL', [id]);
    return result.rows[0]?.sealed_password;
  }

  remove(id: string, options: { readonly deleteHistory: boolean; readonly at: string }): Promise<'removed' | 'missing'> {
    return this.database.transaction(async (session) => {
      const marked = await session.query('UPDATE fleet_site SET removed_at = $2 WHERE id = $1 AND removed_at IS NULL', [id, options.at]);
      if (marked.affectedRows === 0) return 'missing';
      await session.query('DELETE FROM fleet_site_status WHERE site_id = $1', [id]);
      if (options.deleteHistory) {
        // The versions go; chunks no version uses any more are freed by the history's own clean-up.
        await session.query('DELETE FROM history_version WHERE site_id = $1', [id]);
      }
      return 'removed';
    });
  }

  async hasSites(): Promise<boolean> {
    const result = await this.database.query('SELECT 1 FROM fleet_site LIMIT 1');
    return result.rows.length > 0;
  }
}
