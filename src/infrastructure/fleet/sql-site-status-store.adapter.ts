import type { PolledStatus, SiteStatusStorePort } from '../../application/fleet/ports/site-status-store.port';
import type { SiteStatus } from '../../domain/fleet/site-status';
import type { DatabasePort } from '../database/database.port';

interface StatusRow {
  readonly site_id: string;
  readonly status: SiteStatus;
  readonly due_at: Date | null;
  readonly polled_at: Date | null;
  readonly polled_by: string | null;
}

/** One site's stored status. */
const SELECT_ONE = 'SELECT site_id, status, due_at, polled_at, polled_by FROM fleet_site_status WHERE site_id = $1';

function polledOf(row: StatusRow): PolledStatus {
  return {
    siteId: row.site_id,
    status: row.status,
    ...(row.due_at ? { dueAt: row.due_at.toISOString() } : {}),
    ...(row.polled_at ? { polledAt: row.polled_at.toISOString() } : {}),
    ...(row.polled_by ? { polledBy: row.polled_by } : {}),
  };
}

/**
 * The fleet's last statuses in PostgreSQL (fleet_site_status): one row per
 * site, updated in place by each poll, so the table does not grow with
 * time (docs/performance.md, "Fleet polling").
 */
export class SqlSiteStatusStoreAdapter implements SiteStatusStorePort {
  constructor(private readonly database: DatabasePort) {}

  async all(): Promise<readonly PolledStatus[]> {
    const result = await this.database.query<StatusRow>(
      'SELECT s.site_id, s.status, s.due_at, s.polled_at, s.polled_by FROM fleet_site_status s JOIN fleet_site f ON f.id = s.site_id WHERE f.removed_at IS NULL',
    );
    return result.rows.map(polledOf);
  }

  async get(siteId: string): Promise<PolledStatus | undefined> {
    const result = await this.database.query<StatusRow>(SELECT_ONE, [siteId]);
    return result.rows[0] ? polledOf(result.rows[0]) : undefined;
  }

  async update(siteId: string, next: (before: PolledStatus | undefined) => PolledStatus & { readonly lagMs?: number }): Promise<{ readonly before?: SiteStatus; readonly after: SiteStatus }> {
    return this.database.transaction(async (session) => {
      // The site's own lock, held to the commit: a second writer of the same site reads what the first wrote.
      await session.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`fleet_site_status:${siteId}`]);
      const stored = await session.query<StatusRow>(SELECT_ONE, [siteId]);
      const before = stored.rows[0] ? polledOf(stored.rows[0]) : undefined;
      const polled = next(before);
      await session.query(
        `INSERT INTO fleet_site_status (site_id, status, due_at, polled_at, lag_ms, polled_by)
         SELECT $1, $2::jsonb, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM fleet_site WHERE id = $1 AND removed_at IS NULL)
         ON CONFLICT (site_id) DO UPDATE SET status = EXCLUDED.status, due_at = COALESCE(EXCLUDED.due_at, fleet_site_status.due_at),
           polled_at = COALESCE(EXCLUDED.polled_at, fleet_site_status.polled_at), lag_ms = COALESCE(EXCLUDED.lag_ms, fleet_site_status.lag_ms),
           polled_by = COALESCE(EXCLUDED.polled_by, fleet_site_status.polled_by)`,
        [siteId, JSON.stringify(polled.status), polled.dueAt ?? null, polled.polledAt ?? null, polled.lagMs ?? null, polled.polledBy ?? null],
      );
      return { ...(before ? { before: before.status } : {}), after: polled.status };
    });
  }

  async fingerprints(siteIds: readonly string[]): Promise<ReadonlyMap<string, Readonly<Record<string, string>>>> {
    const result = await this.database.query<{ site_id: string; fingerprints: Record<string, string> }>(
      'SELECT site_id, fingerprints FROM fleet_site_status WHERE site_id = ANY($1) AND fingerprints IS NOT NULL',
      [siteIds],
    );
    return new Map(result.rows.map((row) => [row.site_id, row.fingerprints]));
  }

  async saveFingerprints(siteId: string, fingerprints: Readonly<Record<string, string>>): Promise<void> {
    await this.database.query(
      `INSERT INTO fleet_site_status (site_id, status, fingerprints) SELECT $1, '{"reachability":"unknown"}'::jsonb, $2::jsonb
       WHERE EXISTS (SELECT 1 FROM fleet_site WHERE id = $1)
       ON CONFLICT (site_id) DO UPDATE SET fingerprints = EXCLUDED.fingerprints`,
      [siteId, JSON.stringify(fingerprints)],
    );
  }
}
