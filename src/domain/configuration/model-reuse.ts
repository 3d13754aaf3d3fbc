import { definedKeys, fieldOf, identifiedLists, isRecord, itemId, modelEquals } from './model-diff';

/**
 * `next` with every part equal to the same place of `original` replaced by
 * `original`'s own object, and `original` itself when nothing differs. A
 * model that crossed a thread boundary (structured clone) is equal but not
 * identical to the one it came from; the codec, which knows its document's
 * elements by the objects it read, then sees only the parts that really
 * changed as new. Lists whose items carry ids are matched by id, others by
 * position.
 */
export function reuseUnchanged<T>(original: T, next: T): T {
  return reuse(original, next) as T;
}

function reuse(original: unknown, next: unknown): unknown {
  if (original === next) return original;
  if (isRecord(original) && isRecord(next)) return reuseRecord(original, next);
  if (Array.isArray(original) && Array.isArray(next)) return reuseList(original, next);
  return modelEquals(original, next) ? original : next;
}

/**
 * Same notion of equality as `modelEquals`: a property set to undefined is
 * the property absent, so `{ flag: false, note: undefined }` gives back
 * `{ flag: false }` itself. Otherwise an unchanged item would look edited to
 * the codec and be rewritten.
 */
function reuseRecord(original: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): unknown {
  // Every defined value of next is original's own (checked below) and there
  // are as many: then they are the same defined keys.
  let same = definedKeys(original).length === definedKeys(next).length;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(next)) {
    const before = fieldOf(original, key);
    const value = reuse(before, next[key]);
    if (value !== before) same = false;
    out[key] = value;
  }
  return same ? original : out;
}

function reuseList(original: readonly unknown[], next: readonly unknown[]): unknown {
  const out = identifiedLists(original, next) ? reuseById(original, next) : reuseByValue(original, next);
  const same = out.length === original.length && out.every((item, index) => item === original[index]);
  return same ? original : out;
}

function reuseById(original: readonly unknown[], next: readonly unknown[]): unknown[] {
  const byId = new Map(original.map((item) => [itemId(item)!, item]));
  return next.map((item) => {
    const counterpart = byId.get(itemId(item)!);
    return counterpart === undefined ? item : reuse(counterpart, item);
  });
}

/**
 * Items without ids: an item equal to one of the original's is that one (at
 * its own place first, so a deletion or an insertion does not shift the
 * others); a changed item keeps the parts it shares with the item at its place.
 */
function reuseByValue(original: readonly unknown[], next: readonly unknown[]): unknown[] {
  const used = new Set<number>();
  const take = (index: number): unknown => {
    used.add(index);
    return original[index];
  };
  const out = next.map((item, index) => {
    if (index < original.length && !used.has(index) && modelEquals(original[index], item)) return take(index);
    const found = original.findIndex((candidate, at) => !used.has(at) && at !== index && modelEquals(candidate, item));
    return found >= 0 ? take(found) : undefined;
  });
  return out.map((item, index) => {
    if (item !== undefined || next[index] === undefined) return item ?? next[index];
    return index < original.length && !used.has(index) ? reuse(original[index], next[index]) : next[index];
  });
}
