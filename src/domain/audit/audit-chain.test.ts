import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainEntry, startWalk, walkChain, CHAIN_START, type Sha256 } from './audit-chain';
import type { AuditEntry, AuditRecord } from './audit-entry';

const sha256: Sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');

const record = (index: number, overrides: Partial<AuditRecord> = {}): AuditRecord => ({
  entryId: `entry-${index}`,
  at: new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString(),
  siteId: 'site',
  actor: 'admin',
  address: '10.0.0.1',
  action: 'configuration.save',
  target: '',
  result: 'succeeded',
  detail: `save ${index}`,
  vigilInstance: 'server-a',
  ...overrides,
});

function chain(count: number): AuditEntry[] {
  const entries: AuditEntry[] = [];
  for (let index = 0; index < count; index += 1) entries.push(chainEntry(record(index), entries.at(-1), sha256));
  return entries;
}

describe('the audit chain', () => {
  it('starts at sequence 1 after the zero hash, and links each entry to the one before', () => {
    const [first, second] = chain(2);
    expect(first).toMatchObject({ sequence: 1, previousHash: CHAIN_START });
    expect(second).toMatchObject({ sequence: 2, previousHash: first!.hash });
    expect(second!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is intact as written, checked in pages of any size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 7 }), (count, page) => {
        const entries = chain(count);
        let walk = startWalk(undefined);
        for (let start = 0; start < entries.length; start += page) walk = walkChain(walk, entries.slice(start, start + page), sha256);
        expect(walk).toEqual({ checked: count, last: count === 0 ? undefined : { sequence: count, hash: entries.at(-1)!.hash } });
      }),
    );
  });

  it('finds any field altered in any entry, at that entry', () => {
    const fields = ['entryId', 'at', 'siteId', 'actor', 'address', 'action', 'target', 'result', 'detail', 'vigilInstance'] as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.constantFrom(...fields), (index, field) => {
        const entries = chain(10);
        entries[index] = { ...entries[index]!, [field]: `${String(entries[index]![field])}!` };
        expect(walkChain(startWalk(undefined), entries, sha256).broken).toEqual({ sequence: index + 1, reason: 'altered' });
      }),
    );
  });

  it('finds an entry removed, and an entry whose link was rewritten with its hash', () => {
    const entries = chain(5);
    expect(walkChain(startWalk(undefined), [...entries.slice(0, 2), ...entries.slice(3)], sha256).broken).toEqual({ sequence: 3, reason: 'missing' });
    const forged = chainEntry(record(9, { actor: 'mallory' }), { sequence: 2, hash: 'f'.repeat(64) }, sha256);
    expect(walkChain(startWalk(undefined), [...entries.slice(0, 2), forged], sha256).broken).toEqual({ sequence: 3, reason: 'unlinked' });
  });

  it('goes on from the anchor the retention left, and not from anything else', () => {
    const entries = chain(6);
    const anchor = { sequence: 3, hash: entries[2]!.hash };
    expect(walkChain(startWalk(anchor), entries.slice(3), sha256)).toMatchObject({ checked: 3 });
    expect(walkChain(startWalk(undefined), entries.slice(3), sha256).broken).toEqual({ sequence: 1, reason: 'missing' });
    expect(walkChain(startWalk({ sequence: 3, hash: 'a'.repeat(64) }), entries.slice(3), sha256).broken).toEqual({ sequence: 4, reason: 'unlinked' });
  });
});
