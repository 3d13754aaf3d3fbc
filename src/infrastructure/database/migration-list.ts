import { statements as sitesAndAudit } from './migrations/0001-sites-and-audit';
import { statements as configurationHistory } from './migrations/0002-configuration-history';
import { statements as fleet } from './migrations/0003-fleet';
import { statements as rolloutStepClaims } from './migrations/0004-rollout-step-claims';

/** One migration: its name (numbered, the order they run in) and its SQL statements, one per entry. */
export interface MigrationSource {
  readonly name: string;
  readonly statements: readonly string[];
}

/**
 * Every migration of the Vigil server's database, in order. Append only: a
 * landed migration is never edited nor removed (its checksum is pinned by
 * migration-checksums.test.ts); a change of schema is a new migration here.
 */
export const MIGRATIONS: readonly MigrationSource[] = [
  { name: '0001-sites-and-audit', statements: sitesAndAudit },
  { name: '0002-configuration-history', statements: configurationHistory },
  { name: '0003-fleet', statements: fleet },
  { name: '0004-rollout-step-claims', statements: rolloutStepClaims },
];
