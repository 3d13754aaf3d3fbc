/**
 * Migration 0001: the sites a Vigil server looks after, and the audit.
 * Never edit a migration once it has landed on main: add the next one
 * (migration-checksums.test.ts holds each landed migration's checksum).
 */
export const statements: readonly string[] = [
  `CREATE TABLE vigil_site (
    id text PRIMARY KEY,
    address text NOT NULL,
    name text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE audit_entry (
    sequence bigint PRIMARY KEY,
    entry_id text NOT NULL UNIQUE,
    at timestamptz NOT NULL,
    site_id text,
    actor text NOT NULL,
    address text NOT NULL,
    action text NOT NULL,
    target text NOT NULL,
    result text NOT NULL CHECK (result IN ('succeeded', 'refused', 'failed')),
    detail text NOT NULL,
    vigil_instance text NOT NULL,
    previous_hash text NOT NULL,
    hash text NOT NULL
  )`,
  `CREATE INDEX audit_entry_at ON audit_entry (at)`,
  `CREATE INDEX audit_entry_site ON audit_entry (site_id, sequence)`,
  `CREATE INDEX audit_entry_actor ON audit_entry (actor, sequence)`,
  `CREATE TABLE audit_anchor (
    id integer PRIMARY KEY CHECK (id = 1),
    sequence bigint NOT NULL,
    hash text NOT NULL,
    removed_at timestamptz NOT NULL
  )`,
  // Append-only: no statement changes an entry, and only the retention (which says so
  // with SET LOCAL vigil.retention = 'on' in its transaction) deletes the oldest.
  `CREATE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' AND current_setting('vigil.retention', true) = 'on' THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION 'the audit is append-only: % of an entry refused', TG_OP;
  END
  $$`,
  `CREATE TRIGGER audit_entry_append_only BEFORE UPDATE OR DELETE ON audit_entry
    FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only()`,
];
