import { describe, expect, it } from 'vitest';
import type { AuditRecord } from '../../domain/audit/audit-entry';
import type { AuditLogPort } from '../ports/audit-log.port';
import type { HistorySpoolPort, SpooledItem } from '../ports/history-spool.port';
import { DatabaseAvailability } from './database-availability';
import { RecordOperationUseCase } from './record-operation.use-case';

const record = (entryId: string, result: AuditRecord['result']): AuditRecord => ({
  entryId, at: '2026-11-29T00:00:00.000Z', siteId: 'site', actor: 'admin', address: '127.0.0.1', action: 'sign-in', target: '', result, detail: '', vigilInstance: 'vigil',
});

describe('recording an operation', () => {
  it('writes entries in the order they were asked for, even when the first one waits longer on the spool', async () => {
    const written: string[] = [];
    const audit = { append: async (records: readonly AuditRecord[]) => void written.push(...records.map((entry) => entry.entryId)) } as unknown as AuditLogPort;
    // The spool's first answer is slow, the second quick (two reads of a file, answered out of order).
    let calls = 0;
    const spool: HistorySpoolPort = {
      append: async (_item: SpooledItem) => undefined,
      size: () => new Promise((resolve) => setTimeout(() => resolve(0), (calls += 1) === 1 ? 30 : 0)),
      drain: async () => 0,
    };
    const recording = new RecordOperationUseCase(audit, spool, new DatabaseAvailability());
    const answers = await Promise.all([recording.execute(record('refused-first', 'refused')), recording.execute(record('then-succeeded', 'succeeded'))]);
    expect(answers).toEqual(['written', 'written']);
    expect(written).toEqual(['refused-first', 'then-succeeded']);
  });

  it('spools an entry the database refuses, and a failed write does not hold the next one back', async () => {
    const spooled: string[] = [];
    let fail = true;
    const audit = {
      append: async () => {
        if (fail) throw new Error('database away');
      },
    } as unknown as AuditLogPort;
    const spool: HistorySpoolPort = { append: async (item) => void spooled.push(item.kind === 'audit' ? item.record.entryId : ''), size: async () => spooled.length, drain: async () => 0 };
    const availability = new DatabaseAvailability();
    const use = new RecordOperationUseCase(audit, spool, availability);
    expect(await use.execute(record('a', 'succeeded'))).toBe('spooled');
    fail = false;
    // The database is still marked away and the spool holds one: the next goes after it.
    expect(await use.execute(record('b', 'succeeded'))).toBe('spooled');
    expect(spooled).toEqual(['a', 'b']);
  });
});
