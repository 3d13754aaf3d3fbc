import type { ModelChange } from './model-change';
import { itemId, modelEquals } from './model-diff';
import { updateAt, valueAt, type ModelPath, type PathStep } from './model-path';

/** A change that could not be applied as it was meant: the target moved on in between. */
export interface MergeConflict {
  readonly change: ModelChange;
  /** The target's value at the change's path (undefined when the path leads nowhere). */
  readonly current: unknown;
  /**
   * `differs`: the target holds neither the change's `before` nor its `after`
   * (both sides changed it); `missing`: the place is gone (the change lies
   * under an item the target removed, or its list is not a list any more).
   */
  readonly reason: 'differs' | 'missing';
}

export interface MergeResult<T> {
  readonly result: T;
  readonly conflicts: readonly MergeConflict[];
}

function isIdStep(step: PathStep | undefined): step is { readonly id: string } {
  return typeof step === 'object' && step !== null;
}

/** Whether every step of `path` but the last leads somewhere in `model`. */
function parentExists(model: unknown, path: ModelPath): boolean {
  const parent = valueAt(model, path.slice(0, -1));
  if (parent === null || typeof parent !== 'object') return false;
  const last = path.at(-1);
  if (Array.isArray(parent)) return isIdStep(last) || typeof last === 'number';
  return typeof last === 'string';
}

function indexOfId(list: readonly unknown[], id: string): number {
  return list.findIndex((item) => itemId(item) === id);
}

/** The list at `listPath` with `item` put in (replacing the item of the same id, else appended). */
function putItem<T>(model: T, listPath: ModelPath, id: string, item: unknown): T {
  return updateAt(model, listPath, (list) => {
    const items = list as readonly unknown[];
    const index = indexOfId(items, id);
    return index < 0 ? [...items, item] : items.with(index, item);
  });
}

function dropItem<T>(model: T, listPath: ModelPath, id: string): T {
  return updateAt(model, listPath, (list) => (list as readonly unknown[]).filter((item) => itemId(item) !== id));
}

function applyOne<T>(model: T, change: ModelChange, force: boolean): { model: T; conflict?: MergeConflict } {
  const { path } = change;
  if (path.length === 0) {
    // The whole model replaced: only when it still is what the change started from.
    if (modelEquals(model, change.after)) return { model };
    if (force || modelEquals(model, change.before)) return { model: change.after as T };
    return { model, conflict: { change, current: model, reason: 'differs' } };
  }
  if (!parentExists(model, path)) {
    // An item removed under an item they removed is gone either way.
    return change.kind === 'removed' ? { model } : { model, conflict: { change, current: undefined, reason: 'missing' } };
  }
  const current = valueAt(model, path);
  const wanted = change.kind === 'removed' ? undefined : change.after;
  if (modelEquals(current, wanted)) return { model };
  const expected = change.kind === 'added' ? undefined : change.before;
  const clean = modelEquals(current, expected);
  if (!clean && !force) return { model, conflict: { change, current, reason: 'differs' } };
  const last = path.at(-1);
  const listPath = path.slice(0, -1);
  let next: T;
  if (change.kind === 'added' && isIdStep(last)) next = putItem(model, listPath, last.id, change.after);
  else if (change.kind === 'removed' && isIdStep(last)) next = dropItem(model, listPath, last.id);
  else if (current === undefined && isIdStep(last)) return { model, conflict: { change, current, reason: 'missing' } };
  else next = updateAt(model, path, () => change.after);
  return { model: next, conflict: clean ? undefined : { change, current, reason: 'differs' } };
}

/**
 * Applies `changes` (from `diffModel`) onto another configuration: each
 * change is applied when the target still holds its `before` (or already
 * holds its `after`, then nothing is done); otherwise it conflicts and is left
 * out. An added item whose id is taken by another value, a removed item the
 * target changed, a change under an item the target removed: all conflict.
 * With `force`, a conflicting change is applied anyway where its place exists
 * (mine over theirs) and still reported. Everything untouched keeps its
 * identity, so the codec writes back only what the changes touched.
 */
export function applyChanges<T>(target: T, changes: readonly ModelChange[], options: { readonly force?: boolean } = {}): MergeResult<T> {
  let model = target;
  const conflicts: MergeConflict[] = [];
  for (const change of changes) {
    const outcome = applyOne(model, change, options.force ?? false);
    model = outcome.model;
    if (outcome.conflict) conflicts.push(outcome.conflict);
  }
  return { result: model, conflicts };
}
