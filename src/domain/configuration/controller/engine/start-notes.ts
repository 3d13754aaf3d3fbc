import type { Configuration } from '../../configuration';
import { unknownParts } from '../../unknown-parts';
import type { EngineFact } from './engine-facts';

/**
 * What a run says once, at its start, besides the gates the engine does not
 * run (which it reports itself): calendar range types and io flag bits this
 * version does not know, one note per distinct value, named by the first
 * calendar or io that has it, with how many have it.
 */
export function startNotes(configuration: Configuration, at: number): EngineFact[] {
  const notes: EngineFact[] = [];
  for (const part of unknownParts(configuration)) {
    if (part.kind === 'range-type') notes.push({ kind: 'report', at, gateId: '', gateName: part.owner, note: { reason: 'unknown-range-type', rangeType: part.value, count: part.count } });
    if (part.kind === 'io-flags') notes.push({ kind: 'report', at, gateId: '', gateName: part.owner, note: { reason: 'unknown-io-flags', bits: part.value, count: part.count } });
  }
  return notes;
}
