import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SpooledItem } from '../../application/ports/history-spool.port';
import type { AuditRecord } from '../../domain/audit/audit-entry';
import { FileHistorySpoolAdapter } from './file-history-spool.adapter';

const item = (target: string): SpooledItem => ({
  kind: 'audit',
  record: { entryId: target, at: '2026-01-01T00:00:00.000Z', siteId: null, actor: 'admin', address: '', action: 'command', target, result: 'succeeded', detail: '', vigilInstance: 'a' } satisfies AuditRecord,
});
const targets = (items: readonly SpooledItem[]) => items.map((each) => (each.kind === 'audit' ? each.record.target : each.version.version.note));

describe('FileHistorySpoolAdapter', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'vigil-spool-'));
    folders.push(made);
    return made;
  };
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('hands over what was appended, in order, and forgets it once written', async () => {
    const spool = new FileHistorySpoolAdapter(folder());
    await spool.append(item('a'));
    await spool.append(item('b'));
    expect(await spool.size()).toBe(2);
    const written: string[] = [];
    expect(await spool.drain(async (items) => void written.push(...targets(items)))).toBe(2);
    expect(written).toEqual(['a', 'b']);
    expect(await spool.size()).toBe(0);
    expect(await spool.drain(async () => expect.unreachable())).toBe(0);
  });

  it('keeps everything when writing fails, and hands it over again (and what came meanwhile, after it)', async () => {
    const place = folder();
    const spool = new FileHistorySpoolAdapter(place);
    await spool.append(item('a'));
    await expect(spool.drain(async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await spool.append(item('b'));
    // A new server process on the same folder finds both.
    const again = new FileHistorySpoolAdapter(place);
    expect(await again.size()).toBe(2);
    const written: string[] = [];
    await again.drain(async (items) => void written.push(...targets(items)));
    expect(written).toEqual(['a', 'b']);
    expect(readdirSync(place)).toEqual([]);
  });

  it('leaves out a last line cut by a crash in the middle of an append', async () => {
    const place = folder();
    const spool = new FileHistorySpoolAdapter(place);
    await spool.append(item('a'));
    appendFileSync(join(place, 'spool.jsonl'), '{"kind":"audit","record":{"entryId":"b"');
    const written: string[] = [];
    await new FileHistorySpoolAdapter(place).drain(async (items) => void written.push(...targets(items)));
    expect(written).toEqual(['a']);
  });

  it('lets appends go on while a drain writes', async () => {
    const spool = new FileHistorySpoolAdapter(folder());
    await spool.append(item('a'));
    let release!: () => void;
    const draining = spool.drain(() => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await spool.append(item('b'));
    release();
    expect(await draining).toBe(1);
    const written: string[] = [];
    await spool.drain(async (items) => void written.push(...targets(items)));
    expect(written).toEqual(['b']);
  });
});
