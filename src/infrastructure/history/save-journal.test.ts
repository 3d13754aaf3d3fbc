import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SaveJournal, type AcceptedSave } from './save-journal';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});
function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'vigil-save-journal-'));
  folders.push(made);
  return join(made, 'saves');
}
const KEY = Buffer.alloc(32, 7);
const save = (entryId: string, at: string): AcceptedSave => ({ entryId, auditId: `${entryId}-audit`, at, author: 'admin', address: '127.0.0.1', note: '', action: 'configuration.save', target: '' });

describe('the save journal', () => {
  it('gives back, after a restart, the accepted saves oldest first with their documents, and drops the bodies never accepted', async () => {
    const dir = folder();
    const journal = new SaveJournal(dir, KEY);
    const document = '<configuration><password>s3cret!</password><name>Porte é</name></configuration>';
    for (const [id, at] of [['b', '2026-11-28T10:00:01.000Z'], ['a', '2026-11-28T10:00:00.000Z']] as const) {
      const writer = journal.open(id);
      await writer.end(Buffer.from(`${document}${id}`));
      await writer.accept(save(id, at));
    }
    const refused = journal.open('c');
    await refused.end(Buffer.from('<x/>'));
    // Encrypted at rest: the password is nowhere in clear.
    for (const name of readdirSync(dir)) expect((await readFile(join(dir, name))).includes('s3cret!')).toBe(false);

    const found = await new SaveJournal(dir, KEY).recover(() => undefined);
    expect(found.map((each) => [each.save.entryId, each.document])).toEqual([['a', `${document}a`], ['b', `${document}b`]]);
    expect(found[0]!.save).toEqual(save('a', '2026-11-28T10:00:00.000Z'));
    expect(readdirSync(dir).some((name) => name.startsWith('c.'))).toBe(false);
    for (const each of found) await each.forget();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses to accept a body that did not end, and forgets a discarded one', async () => {
    const dir = folder();
    const journal = new SaveJournal(dir, KEY);
    await expect(journal.open('x').accept(save('x', '2026-11-28T10:00:00.000Z'))).rejects.toThrow(/did not end/);
    const writer = journal.open('y');
    await writer.end(Buffer.from('<configuration/>'));
    await writer.accept(save('y', '2026-11-28T10:00:00.000Z'));
    await writer.discard();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps, renamed and reported, an accepted save it cannot read (another key, a damaged file), never dropping it', async () => {
    const dir = folder();
    const writer = new SaveJournal(dir, KEY).open('z');
    await writer.end(Buffer.from('<configuration/>'));
    await writer.accept(save('z', '2026-11-28T10:00:00.000Z'));
    const reports: string[] = [];
    expect(await new SaveJournal(dir, Buffer.alloc(32, 8)).recover((message) => reports.push(message))).toEqual([]);
    expect(reports).toEqual([expect.stringContaining('cannot be read')]);
    expect(readdirSync(dir).sort()).toEqual(['z.accepted.unreadable', 'z.document.unreadable']);
    // A later start leaves them alone.
    writeFileSync(join(dir, 'w.document'), 'half a body');
    expect(await new SaveJournal(dir, KEY).recover(() => undefined)).toEqual([]);
    expect(readdirSync(dir).sort()).toEqual(['z.accepted.unreadable', 'z.document.unreadable']);
  });
});
