import type { AuditEntry, AuditRecord } from './audit-entry';

/** The hash before the first entry of a chain that never lost one. */
export const CHAIN_START = '0'.repeat(64);

/** SHA-256 of a text's UTF-8 bytes, lower-case hex. */
export type Sha256 = (text: string) => string;

/**
 * The text an entry's hash covers: every field of the record, its sequence
 * and the previous entry's hash, in a fixed order, as JSON (so a field's text
 * can never be mistaken for another's).
 */
export function chainedText(record: AuditRecord, sequence: number, previousHash: string): string {
  return JSON.stringify([
    sequence,
    previousHash,
    record.entryId,
    record.at,
    record.siteId,
    record.actor,
    record.address,
    record.action,
    record.target,
    record.result,
    record.detail,
    record.vigilInstance,
  ]);
}

/** The entry that follows `previous` (or starts the chain at `start`). */
export function chainEntry(record: AuditRecord, previous: { readonly sequence: number; readonly hash: string } | undefined, sha256: Sha256): AuditEntry {
  const sequence = (previous?.sequence ?? 0) + 1;
  const previousHash = previous?.hash ?? CHAIN_START;
  return { ...record, sequence, previousHash, hash: sha256(chainedText(record, sequence, previousHash)) };
}

/** Where a chain stops being intact, and why. */
export interface ChainBreak {
  readonly sequence: number;
  readonly reason: 'altered' | 'missing' | 'unlinked';
}

/** What the retention removed: the chain goes on from the last removed entry. */
export interface ChainAnchor {
  readonly sequence: number;
  readonly hash: string;
}

/** The state of a walk over the chain, page after page (the whole audit is never held at once). */
export interface ChainWalk {
  readonly checked: number;
  readonly last: ChainAnchor | undefined;
  readonly broken?: ChainBreak;
}

/** A walk that has seen nothing yet; `anchor` is the retention's, when it removed entries. */
export function startWalk(anchor: ChainAnchor | undefined): ChainWalk {
  return { checked: 0, last: anchor };
}

/**
 * Checks the next entries (in sequence order) against the walk so far: each
 * hash must be the hash of its own fields (else `altered`), sequences must
 * follow each other (else `missing`: an entry was deleted), and each entry
 * must name the hash before it (else `unlinked`). Stops at the first break.
 */
export function walkChain(walk: ChainWalk, entries: readonly AuditEntry[], sha256: Sha256): ChainWalk {
  if (walk.broken) return walk;
  let { checked, last } = walk;
  for (const entry of entries) {
    const expectedSequence = (last?.sequence ?? 0) + 1;
    if (entry.sequence !== expectedSequence) return { checked, last, broken: { sequence: expectedSequence, reason: 'missing' } };
    if (entry.previousHash !== (last?.hash ?? CHAIN_START)) return { checked, last, broken: { sequence: entry.sequence, reason: 'unlinked' } };
    if (sha256(chainedText(entry, entry.sequence, entry.previousHash)) !== entry.hash) return { checked, last, broken: { sequence: entry.sequence, reason: 'altered' } };
    checked += 1;
    last = { sequence: entry.sequence, hash: entry.hash };
  }
  return { checked, last };
}
