import type { AbandonedStep, NewRolloutTarget, RolloutStorePort, StepClaimant, StoredTarget } from '../../application/fleet/ports/rollout-store.port';
import { claimAbandoned, nextTarget, rolloutStatus, stopsRollout, type Rollout, type RolloutStatus, type RolloutTarget, type StepClaim, type TargetState } from '../../domain/fleet/rollout';
import type { DatabasePort, SqlSession } from '../database/database.port';

interface RolloutRow {
  readonly id: string;
  readonly created_at: Date;
  readonly created_by: string;
  readonly source_site_id: string;
  readonly source_name: string | null;
  readonly items: readonly string[];
  readonly status: string;
}

interface TargetRow {
  readonly rollout_id: string;
  readonly position: number;
  readonly site_id: string;
  readonly site_name: string | null;
  readonly wave: number;
  readonly state: string;
  readonly detail: string;
  readonly finished_at: Date | null;
}

interface ClaimRow {
  readonly position: number;
  readonly state: string;
  readonly claimed_by: string | null;
  readonly claim_token: string | null;
  readonly claim_alive_at: Date | null;
}

function claimOf(row: ClaimRow): StepClaim | undefined {
  if (row.claimed_by === null || row.claim_token === null) return undefined;
  return { by: row.claimed_by, token: row.claim_token, ...(row.claim_alive_at ? { aliveAt: row.claim_alive_at.toISOString() } : {}) };
}

/** A target's claim cleared: no server applies it (its outcome stored, or the rollout resumed there). */
const NO_CLAIM = 'claimed_by = NULL, claim_token = NULL, claim_job = NULL, claim_alive_at = NULL';

/** The target is being applied under `claimant`'s claim. */
const MINE = "state = 'applying' AND claimed_by = $3 AND claim_token = $4";

const TARGETS = `SELECT t.rollout_id, t.position, t.site_id, f.name AS site_name, t.wave, t.state, t.detail, t.finished_at
  FROM fleet_rollout_target t LEFT JOIN fleet_site f ON f.id = t.site_id`;

function targetOf(row: TargetRow): RolloutTarget {
  return {
    siteId: row.site_id,
    siteName: row.site_name ?? row.site_id,
    position: row.position,
    wave: row.wave,
    state: row.state as TargetState,
    detail: row.detail,
    ...(row.finished_at ? { finishedAt: row.finished_at.toISOString() } : {}),
  };
}

/**
 * Rollouts in PostgreSQL (fleet_rollout, fleet_rollout_target); a rollout's row is locked while its next target is taken or finished.
 * A target being applied keeps its claim (claimed_by, claim_token, claim_job, claim_alive_at: migration 0004) until its outcome is stored.
 */
export class SqlRolloutStoreAdapter implements RolloutStorePort {
  constructor(private readonly database: DatabasePort) {}

  async create(rollout: { readonly id: string; readonly createdAt: string; readonly createdBy: string; readonly sourceSiteId: string; readonly items: readonly string[] }, targets: readonly NewRolloutTarget[]): Promise<void> {
    await this.database.transaction(async (session) => {
      await session.query(
        "INSERT INTO fleet_rollout (id, created_at, created_by, source_site_id, items, status, updated_at) VALUES ($1, $2, $3, $4, $5::jsonb, 'running', $2)",
        [rollout.id, rollout.createdAt, rollout.createdBy, rollout.sourceSiteId, JSON.stringify(rollout.items)],
      );
      for (const [position, target] of targets.entries()) {
        await session.query(
          "INSERT INTO fleet_rollout_target (rollout_id, position, site_id, wave, base_signature, sealed_document, summary, state) VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending')",
          [rollout.id, position, target.siteId, target.wave, target.baseSignature, target.sealedDocument, target.summary],
        );
      }
    });
  }

  private async rolloutsOf(rows: readonly RolloutRow[], session: SqlSession = this.database): Promise<Rollout[]> {
    if (rows.length === 0) return [];
    const targets = await session.query<TargetRow>(`${TARGETS} WHERE t.rollout_id = ANY($1) ORDER BY t.position`, [rows.map((row) => row.id)]);
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      createdBy: row.created_by,
      sourceSiteId: row.source_site_id,
      sourceSiteName: row.source_name ?? row.source_site_id,
      items: row.items,
      status: row.status as RolloutStatus,
      targets: targets.rows.filter((target) => target.rollout_id === row.id).map(targetOf),
    }));
  }

  private readonly selectRollouts = `SELECT r.id, r.created_at, r.created_by, r.source_site_id, f.name AS source_name, r.items, r.status
    FROM fleet_rollout r LEFT JOIN fleet_site f ON f.id = r.source_site_id`;

  async get(id: string): Promise<Rollout | undefined> {
    const result = await this.database.query<RolloutRow>(`${this.selectRollouts} WHERE r.id = $1`, [id]);
    return (await this.rolloutsOf(result.rows))[0];
  }

  async list(limit: number): Promise<readonly Rollout[]> {
    const result = await this.database.query<RolloutRow>(`${this.selectRollouts} ORDER BY r.created_at DESC LIMIT $1`, [limit]);
    return this.rolloutsOf(result.rows);
  }

  claimNext(rolloutId: string, claim: StepClaimant & { readonly job?: string; readonly at: string; readonly staleBefore: string }): Promise<StoredTarget | undefined> {
    return this.database.transaction(async (session) => {
      const locked = await session.query<{ status: string }>('SELECT status FROM fleet_rollout WHERE id = $1 FOR UPDATE', [rolloutId]);
      if (locked.rows[0]?.status !== 'running') return undefined;
      const targets = await session.query<TargetRow>(`${TARGETS} WHERE t.rollout_id = $1 ORDER BY t.position`, [rolloutId]);
      const next = nextTarget(targets.rows.map(targetOf));
      if (!next) return undefined;
      let interrupted: { readonly by: string } | undefined;
      if (next.state === 'applying') {
        const held = await session.query<ClaimRow>('SELECT position, state, claimed_by, claim_token, claim_alive_at FROM fleet_rollout_target WHERE rollout_id = $1 AND position = $2', [rolloutId, next.position]);
        const previous = claimOf(held.rows[0]!);
        // Another server (or this one's other run of the job) is applying it and lives: it will finish and schedule the next step.
        if (!claimAbandoned(previous, claim, claim.staleBefore)) return undefined;
        interrupted = { by: previous?.by ?? 'a Vigil server' };
      }
      const claimed = await session.query<{ base_signature: string; sealed_document: string; summary: string }>(
        "UPDATE fleet_rollout_target SET state = 'applying', claimed_by = $3, claim_token = $4, claim_job = $5, claim_alive_at = $6 WHERE rollout_id = $1 AND position = $2 RETURNING base_signature, sealed_document, summary",
        [rolloutId, next.position, claim.by, claim.token, claim.job ?? null, claim.at],
      );
      const row = claimed.rows[0]!;
      return { rolloutId, position: next.position, siteId: next.siteId, baseSignature: row.base_signature, sealedDocument: row.sealed_document, summary: row.summary, state: 'applying', ...(interrupted ? { interrupted } : {}) };
    });
  }

  async stillApplying(rolloutId: string, position: number, claimant: StepClaimant, at: string): Promise<boolean> {
    const result = await this.database.query(`UPDATE fleet_rollout_target SET claim_alive_at = $5 WHERE rollout_id = $1 AND position = $2 AND ${MINE}`, [rolloutId, position, claimant.by, claimant.token, at]);
    return result.affectedRows > 0;
  }

  async release(rolloutId: string, position: number, claimant: StepClaimant): Promise<void> {
    await this.database.query(`UPDATE fleet_rollout_target SET claim_alive_at = NULL WHERE rollout_id = $1 AND position = $2 AND ${MINE}`, [rolloutId, position, claimant.by, claimant.token]);
  }

  finish(rolloutId: string, position: number, claimant: StepClaimant, state: TargetState, detail: string, at: string): Promise<RolloutStatus | undefined> {
    return this.database.transaction(async (session) => {
      await session.query('SELECT 1 FROM fleet_rollout WHERE id = $1 FOR UPDATE', [rolloutId]);
      const updated = await session.query(
        `UPDATE fleet_rollout_target SET state = $5, detail = $6, finished_at = $7, ${NO_CLAIM} WHERE rollout_id = $1 AND position = $2 AND ${MINE}`,
        [rolloutId, position, claimant.by, claimant.token, state, detail, at],
      );
      // Taken over by another server meanwhile (this one was thought dead): its outcome is the one kept.
      if (updated.affectedRows === 0) return undefined;
      const targets = await session.query<TargetRow>(`${TARGETS} WHERE t.rollout_id = $1`, [rolloutId]);
      const status = rolloutStatus(targets.rows.map(targetOf));
      await session.query('UPDATE fleet_rollout SET status = $2, updated_at = $3 WHERE id = $1', [rolloutId, status, at]);
      return status;
    });
  }

  async applyingOn(siteId: string, aliveSince: string): Promise<boolean> {
    const result = await this.database.query("SELECT 1 FROM fleet_rollout_target WHERE site_id = $1 AND state = 'applying' AND claim_alive_at >= $2 LIMIT 1", [siteId, aliveSince]);
    return result.rows.length > 0;
  }

  async abandoned(claimant: StepClaimant, staleBefore: string): Promise<readonly AbandonedStep[]> {
    const result = await this.database.query<ClaimRow & { rollout_id: string; claim_job: string | null }>(
      `SELECT t.rollout_id, t.position, t.state, t.claimed_by, t.claim_token, t.claim_alive_at, t.claim_job
        FROM fleet_rollout_target t JOIN fleet_rollout r ON r.id = t.rollout_id
        WHERE r.status = 'running' AND t.state = 'applying'`,
    );
    return result.rows
      .filter((row) => claimAbandoned(claimOf(row), claimant, staleBefore))
      .map((row) => ({ rolloutId: row.rollout_id, position: row.position, ...(row.claim_job ? { job: row.claim_job } : {}) }));
  }

  resume(rolloutId: string, replacement?: { readonly position: number; readonly baseSignature: string; readonly sealedDocument: string; readonly summary: string }): Promise<'resumed' | 'not-stopped' | 'missing'> {
    return this.database.transaction(async (session) => {
      const locked = await session.query<{ status: string }>('SELECT status FROM fleet_rollout WHERE id = $1 FOR UPDATE', [rolloutId]);
      const status = locked.rows[0]?.status;
      if (status === undefined) return 'missing';
      if (status !== 'stopped') return 'not-stopped';
      const targets = await session.query<TargetRow>(`${TARGETS} WHERE t.rollout_id = $1 ORDER BY t.position`, [rolloutId]);
      const stopped = targets.rows.find((target) => stopsRollout(target.state as TargetState));
      if (!stopped) return 'not-stopped';
      if (replacement && replacement.position === stopped.position) {
        await session.query(
          `UPDATE fleet_rollout_target SET state = 'pending', detail = '', base_signature = $3, sealed_document = $4, summary = $5, ${NO_CLAIM} WHERE rollout_id = $1 AND position = $2`,
          [rolloutId, stopped.position, replacement.baseSignature, replacement.sealedDocument, replacement.summary],
        );
      } else {
        await session.query(`UPDATE fleet_rollout_target SET state = 'pending', detail = '', ${NO_CLAIM} WHERE rollout_id = $1 AND position = $2`, [rolloutId, stopped.position]);
      }
      await session.query("UPDATE fleet_rollout SET status = 'running', updated_at = now() WHERE id = $1", [rolloutId]);
      return 'resumed';
    });
  }
}
