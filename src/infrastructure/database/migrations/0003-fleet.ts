/**
 * Migration 0003: fleet mode (docs/fleet.md). The Vigil server's own
 * operators and their sessions; the fleet's sites (each also a vigil_site,
 * so that its history and audit hang on it), their credentials sealed with
 * the server's secret key, their last polled status; rollouts and their
 * targets. The job queue (pg-boss) keeps its own tables in schema
 * vigil_jobs, which it creates and migrates itself. Never edit a migration
 * once it has landed on main.
 */
export const statements: readonly string[] = [
  `CREATE TABLE fleet_operator (
    id text PRIMARY KEY,
    name text NOT NULL,
    name_key text NOT NULL UNIQUE,
    role text NOT NULL CHECK (role IN ('installer', 'viewer')),
    password_hash text NOT NULL,
    created_at timestamptz NOT NULL,
    created_by text NOT NULL
  )`,
  `CREATE TABLE fleet_session (
    token_hash text PRIMARY KEY,
    operator_id text NOT NULL REFERENCES fleet_operator (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL,
    last_seen_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    address text NOT NULL
  )`,
  `CREATE INDEX fleet_session_expires ON fleet_session (expires_at)`,
  `CREATE TABLE fleet_site (
    id text PRIMARY KEY REFERENCES vigil_site (id),
    name text NOT NULL,
    name_key text NOT NULL,
    address text NOT NULL,
    http_port integer NOT NULL,
    https_port integer NOT NULL,
    secure boolean NOT NULL,
    insecure boolean NOT NULL,
    username text NOT NULL,
    sealed_password text NOT NULL,
    tags jsonb NOT NULL DEFAULT '[]'::jsonb,
    added_at timestamptz NOT NULL,
    added_by text NOT NULL,
    removed_at timestamptz
  )`,
  `CREATE UNIQUE INDEX fleet_site_name ON fleet_site (name_key) WHERE removed_at IS NULL`,
  `CREATE TABLE fleet_site_status (
    site_id text PRIMARY KEY REFERENCES fleet_site (id) ON DELETE CASCADE,
    status jsonb NOT NULL,
    fingerprints jsonb,
    due_at timestamptz,
    polled_at timestamptz,
    lag_ms integer,
    polled_by text
  )`,
  `CREATE TABLE fleet_rollout (
    id text PRIMARY KEY,
    created_at timestamptz NOT NULL,
    created_by text NOT NULL,
    source_site_id text NOT NULL,
    items jsonb NOT NULL,
    status text NOT NULL CHECK (status IN ('running', 'stopped', 'done')),
    updated_at timestamptz NOT NULL
  )`,
  `CREATE TABLE fleet_rollout_target (
    rollout_id text NOT NULL REFERENCES fleet_rollout (id) ON DELETE CASCADE,
    position integer NOT NULL,
    site_id text NOT NULL REFERENCES fleet_site (id),
    wave integer NOT NULL,
    base_signature text NOT NULL,
    sealed_document text NOT NULL,
    summary text NOT NULL,
    state text NOT NULL CHECK (state IN ('pending', 'applying', 'done', 'refused', 'conflict', 'failed')),
    detail text NOT NULL DEFAULT '',
    finished_at timestamptz,
    PRIMARY KEY (rollout_id, position)
  )`,
  `CREATE INDEX fleet_rollout_target_site ON fleet_rollout_target (site_id)`,
];
