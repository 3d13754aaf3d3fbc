/**
 * Migration 0002: configuration versions, stored so that history stays small
 * on large sites (docs/history.md, "How versions are stored"): a document is
 * cut into chunks at content-defined places; each chunk is stored once,
 * compressed, by the SHA-256 of its text; the list of a version's chunk
 * hashes is itself cut into lists stored once by hash. A version is a row
 * naming its lists. Never edit a migration once it has landed on main.
 */
export const statements: readonly string[] = [
  `CREATE TABLE history_chunk (
    hash bytea PRIMARY KEY,
    size integer NOT NULL,
    encoding text NOT NULL,
    content bytea NOT NULL
  )`,
  `CREATE TABLE history_chunk_list (
    hash bytea PRIMARY KEY,
    chunk_hashes bytea NOT NULL
  )`,
  `CREATE TABLE history_chunk_list_member (
    list_hash bytea NOT NULL REFERENCES history_chunk_list (hash) ON DELETE CASCADE,
    chunk_hash bytea NOT NULL REFERENCES history_chunk (hash),
    PRIMARY KEY (list_hash, chunk_hash)
  )`,
  `CREATE INDEX history_chunk_list_member_chunk ON history_chunk_list_member (chunk_hash)`,
  `CREATE TABLE history_version (
    id bigserial PRIMARY KEY,
    site_id text NOT NULL REFERENCES vigil_site (id),
    recorded_at timestamptz NOT NULL,
    source text NOT NULL CHECK (source IN ('vigil', 'outside')),
    vigil_instance text NOT NULL,
    author text NOT NULL,
    address text NOT NULL,
    entry_id text NOT NULL UNIQUE,
    note text NOT NULL DEFAULT '',
    signature text NOT NULL,
    document_date text NOT NULL,
    size bigint NOT NULL,
    document_hash bytea NOT NULL,
    list_hashes bytea NOT NULL,
    summary jsonb,
    problems jsonb NOT NULL DEFAULT '[]'::jsonb
  )`,
  `CREATE INDEX history_version_site ON history_version (site_id, id)`,
  `CREATE INDEX history_version_site_recorded ON history_version (site_id, recorded_at)`,
  `CREATE TABLE history_version_list (
    version_id bigint NOT NULL REFERENCES history_version (id) ON DELETE CASCADE,
    list_hash bytea NOT NULL REFERENCES history_chunk_list (hash),
    PRIMARY KEY (version_id, list_hash)
  )`,
  `CREATE INDEX history_version_list_list ON history_version_list (list_hash)`,
  `CREATE TABLE history_version_item (
    version_id bigint NOT NULL REFERENCES history_version (id) ON DELETE CASCADE,
    item text NOT NULL,
    PRIMARY KEY (version_id, item)
  )`,
  `CREATE INDEX history_version_item_item ON history_version_item (item, version_id)`,
];
