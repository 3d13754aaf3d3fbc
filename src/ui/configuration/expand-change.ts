import type { ModelChange } from '../../domain/configuration/model-change';
import { diffModel, isRecord, modelEquals } from '../../domain/configuration/model-diff';
import type { ModelPath } from '../../domain/configuration/model-path';

/** Past this many comparisons, the items of two lists are paired by place rather than matched. */
const MATCH_LIMIT = 10_000;

function listOfRecords(value: unknown): value is readonly unknown[] {
  return Array.isArray(value) && value.every(isRecord);
}

/**
 * Which item of `after` each item of `before` stands for: equal items first,
 * kept in order (a longest common subsequence), so a range inserted before
 * others is one addition, not a change of every range after it; the items
 * left on both sides are paired in order, the rest are added or removed.
 */
function pairItems(before: readonly unknown[], after: readonly unknown[]): { kept: [number, number][]; paired: [number, number][]; removed: number[]; added: number[] } {
  const kept: [number, number][] = [];
  if (before.length * after.length <= MATCH_LIMIT) {
    const length: number[][] = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
    for (let i = before.length - 1; i >= 0; i--) {
      for (let j = after.length - 1; j >= 0; j--) {
        length[i]![j] = modelEquals(before[i], after[j]) ? length[i + 1]![j + 1]! + 1 : Math.max(length[i + 1]![j]!, length[i]![j + 1]!);
      }
    }
    for (let i = 0, j = 0; i < before.length && j < after.length; ) {
      if (modelEquals(before[i], after[j])) kept.push([i++, j++]);
      else if (length[i + 1]![j]! >= length[i]![j + 1]!) i++;
      else j++;
    }
  }
  const keptBefore = new Set(kept.map(([i]) => i));
  const keptAfter = new Set(kept.map(([, j]) => j));
  const leftBefore = before.map((_, i) => i).filter((i) => !keptBefore.has(i));
  const leftAfter = after.map((_, j) => j).filter((j) => !keptAfter.has(j));
  const count = Math.min(leftBefore.length, leftAfter.length);
  return {
    kept,
    paired: leftBefore.slice(0, count).map((i, index) => [i, leftAfter[index]!]),
    removed: leftBefore.slice(count),
    added: leftAfter.slice(count),
  };
}

/**
 * A change as the review lists it, one line per thing a person changed. The
 * model's diff keeps a list whose items carry no identifier (a calendar's
 * ranges, a mask's zones, a gate's parameters) as one value; here such a
 * list is opened: an item added or removed is its own change (at its place
 * in the list), an item changed gives the changes of its fields, at the
 * place it has in the draft. Any other change is as it was.
 */
export function expandChange(change: ModelChange): ModelChange[] {
  if (change.kind !== 'changed') return [change];
  const before = change.before ?? [];
  const after = change.after ?? [];
  if (!listOfRecords(before) || !listOfRecords(after) || (before.length === 0 && after.length === 0)) return [change];
  const at = (index: number): ModelPath => [...change.path, index];
  const { paired, removed, added } = pairItems(before, after);
  return [
    ...paired.flatMap(([i, j]) => diffModel(before[i], after[j]).map((inner) => ({ ...inner, path: [...at(j), ...inner.path] })).flatMap(expandChange)),
    ...removed.map((i): ModelChange => ({ kind: 'removed', path: at(i), before: before[i] })),
    ...added.map((j): ModelChange => ({ kind: 'added', path: at(j), after: after[j] })),
  ];
}

/** Every change of a list as the review lists them (`expandChange` of each). */
export function expandChanges(changes: readonly ModelChange[]): ModelChange[] {
  return changes.flatMap(expandChange);
}
