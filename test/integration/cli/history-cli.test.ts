import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openServerData } from '../../../src/composition/server-data';
import { auditRecord } from '../../support/audit-records';
import { databasesUnderTest } from '../../support/databases-under-test';

const run = promisify(execFile);

/** `vigil history …` as an installer runs it: its output and exit code. */
async function vigilHistory(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(process.cwd(), 'bin/vigil.js'), 'history', ...args], { env: { ...process.env, VIGIL_DATABASE_URL: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe.each(databasesUnderTest())('vigil history verify on the $kind database', (database) => {
  // Each run starts Node, tsx and the embedded database: generous limits on a busy machine, never timing assertions.
  it('says the audit is intact (exit 0), and names the first altered entry once one was changed in the database (exit 1)', { timeout: 240_000 }, async () => {
    const options = await database.fresh();
    const args = ['verify', '--data', options.dataDir, ...(options.databaseUrl ? ['--database', options.databaseUrl] : [])];
    const data = await openServerData({ ...options, env: {}, drainEveryMs: 0 });
    try {
      await data.audit.append([auditRecord(), auditRecord(), auditRecord({ actor: 'claire' })]);
    } finally {
      await data.close();
    }
    const intact = await vigilHistory(args);
    expect(intact.stdout).toMatch(/^The audit is intact: 3 entries checked \((embedded database in|PostgreSQL at) .*\)\.\n$/);
    expect(intact.code).toBe(0);

    const tampered = await openServerData({ ...options, env: {}, drainEveryMs: 0 });
    try {
      await tampered.database.transaction(async (session) => {
        await session.query('ALTER TABLE audit_entry DISABLE TRIGGER audit_entry_append_only');
        await session.query("UPDATE audit_entry SET actor = 'admin' WHERE actor = 'claire'");
        await session.query('ALTER TABLE audit_entry ENABLE TRIGGER audit_entry_append_only');
      });
    } finally {
      await tampered.close();
    }
    const broken = await vigilHistory(args);
    expect(broken.stdout).toContain('The audit is NOT intact: entry 3: its fields no longer match its hash (it was changed after it was written). 2 entries before it are intact');
    expect(broken.code).toBe(1);
  });
});

describe('vigil history, misused', () => {
  it('answers a usage error with exit code 2 and the usage', { timeout: 120_000 }, async () => {
    const result = await vigilHistory(['verify', '--what']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown option --what');
    expect(result.stderr).toContain('usage: vigil history verify');
  });
});
