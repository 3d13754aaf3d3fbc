import type { ModelChange } from './model-change';
import type { PathStep } from './model-path';

type Plain = Readonly<Record<string, unknown>>;

/** A `{ value, crypted }` secret: one value, never two fields. */
function isCryptedString(value: object): boolean {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Plain).value === 'string' && typeof (value as Plain).crypted === 'boolean';
}

/** An object the diff walks into field by field (not a list, bytes, a date or a secret). */
export function isRecord(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (ArrayBuffer.isView(value) || value instanceof Date || value instanceof ArrayBuffer) return false;
  return !isCryptedString(value);
}

/** The string id of a list item, or undefined when it has none. */
export function itemId(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id = (item as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** True when every item of every list has a distinct string id: such lists are matched by id. */
export function identifiedLists(...lists: readonly (readonly unknown[])[]): boolean {
  return lists.every((list) => {
    const ids = new Set<string>();
    for (const item of list) {
      const id = itemId(item);
      if (id === undefined || ids.has(id)) return false;
      ids.add(id);
    }
    return true;
  });
}

function equalBytes(a: ArrayBufferView, b: ArrayBufferView): boolean {
  if (a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  const y = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  return x.every((byte, index) => byte === y[index]);
}

/**
 * The value of a record's own property (undefined when it has none). An
 * absent optional property and one set to undefined are the same value for
 * the model: `modelEquals`, `diffModel` and `reuseUnchanged` all read fields
 * through this and `definedKeys`, so they never disagree about it.
 */
export function fieldOf(record: Plain, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** The record's own keys whose value is not undefined. */
export function definedKeys(record: Plain): string[] {
  return Object.keys(record).filter((key) => record[key] !== undefined);
}

/**
 * Deep equality over the model's values: plain objects, arrays, bytes, dates,
 * primitives (NaN equals NaN). `{ flag: false }` equals
 * `{ flag: false, note: undefined }` (see `fieldOf`).
 */
export function modelEquals(a: unknown, b: unknown): boolean {
  if (a === b || Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => modelEquals(item, b[index]));
  }
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) return ArrayBuffer.isView(a) && ArrayBuffer.isView(b) && equalBytes(a, b);
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  const keys = new Set([...definedKeys(a as Plain), ...definedKeys(b as Plain)]);
  for (const key of keys) if (!modelEquals(fieldOf(a as Plain, key), fieldOf(b as Plain, key))) return false;
  return true;
}

function diffInto(before: unknown, after: unknown, path: PathStep[], out: ModelChange[]): void {
  if (before === after) return;
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...definedKeys(before), ...definedKeys(after)]);
    for (const key of keys) {
      path.push(key);
      diffInto(fieldOf(before, key), fieldOf(after, key), path, out);
      path.pop();
    }
    return;
  }
  if (Array.isArray(before) && Array.isArray(after) && (before.length > 0 || after.length > 0) && identifiedLists(before, after)) {
    diffList(before, after, path, out);
    return;
  }
  if (!modelEquals(before, after)) out.push({ kind: 'changed', path: [...path], before, after });
}

function diffList(before: readonly unknown[], after: readonly unknown[], path: PathStep[], out: ModelChange[]): void {
  const afterById = new Map(after.map((item) => [itemId(item)!, item]));
  const beforeIds = new Set<string>();
  for (const item of before) {
    const id = itemId(item)!;
    beforeIds.add(id);
    const next = afterById.get(id);
    if (next === undefined) {
      out.push({ kind: 'removed', path: [...path, { id }], before: item });
    } else {
      path.push({ id });
      diffInto(item, next, path, out);
      path.pop();
    }
  }
  for (const item of after) {
    const id = itemId(item)!;
    if (!beforeIds.has(id)) out.push({ kind: 'added', path: [...path, { id }], after: item });
  }
}

/**
 * What changed from `before` to `after`, in the model's own keys: objects are
 * walked field by field; lists whose items all carry a distinct string `id`
 * are matched by id (an added or removed item is one change holding the whole
 * item, a kept item is walked); any other list, bytes, dates and secrets
 * (`{ value, crypted }`) are single values. The same object on both sides is
 * skipped without looking inside, so a draft that shares the base's untouched
 * entities (every domain edit does) is diffed in the size of the edit.
 *
 * A new order of the same items is not a change: the document keeps its order
 * of kept items, and new items go after them.
 */
export function diffModel(before: unknown, after: unknown): ModelChange[] {
  const out: ModelChange[] = [];
  diffInto(before, after, [], out);
  return out;
}
