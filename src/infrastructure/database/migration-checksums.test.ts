import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migration-list';

/**
 * Every migration that has landed, with the SHA-256 of its statements. A
 * database that ran a migration never runs it again, so an edited migration
 * would leave databases that ran the old text and databases that ran the new
 * one: change the schema with a new migration, and add its line here.
 */
const LANDED: Readonly<Record<string, string>> = {
  '0001-sites-and-audit': '3f56e5f7f3f0b45c3f1b609b5a20b5d76926eb0928a806db8e1abdb41fcf45f7',
  '0002-configuration-history': '56d0e76ddb97f11f64c799790e430d4832c084250c4316d87637c1eb96b41541',
  '0003-fleet': 'acb5c7e7636a74346d4dd2386ab3be48f4fb100151b594a310e9e6ff67932a0f',
  '0004-rollout-step-claims': '2e4f9788ff63f9ac559a9480c6a60467c350b189f87726ad694a87c07336cc06',
};

describe('the migrations', () => {
  it('are numbered in order, one name each', () => {
    const names = MIGRATIONS.map((migration) => migration.name);
    expect(names).toEqual([...names].sort());
    names.forEach((name, index) => expect(name).toMatch(new RegExp(`^${String(index + 1).padStart(4, '0')}-[a-z0-9-]+$`)));
  });

  it('are never edited once landed', () => {
    for (const migration of MIGRATIONS) {
      const checksum = createHash('sha256').update(JSON.stringify(migration.statements)).digest('hex');
      expect(LANDED[migration.name], `${migration.name} is not listed in LANDED: add its checksum once it has landed`).toBeDefined();
      expect(checksum, `${migration.name} was edited after it landed: write a new migration instead`).toBe(LANDED[migration.name]);
    }
    expect(Object.keys(LANDED)).toEqual(MIGRATIONS.map((migration) => migration.name));
  });
});
