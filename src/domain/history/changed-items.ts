import type { ModelChange } from '../configuration/model-change';
import { isIdStep, type ModelPath } from '../configuration/model-path';

/**
 * The items a path goes through, as history indexes them: each prefix ending
 * at an item (`contacts/<id>`, `groups/<id>/users/<id>`), or the path's
 * first key when it goes through none (`parameters`, `network`).
 */
export function itemsOfPath(path: ModelPath): string[] {
  const items: string[] = [];
  const parts: string[] = [];
  for (const step of path) {
    if (isIdStep(step)) {
      parts.push(step.id);
      items.push(parts.join('/'));
    } else {
      parts.push(String(step));
    }
  }
  if (items.length === 0 && path.length > 0) items.push(String(path[0]));
  return items;
}

/** Every item the changes touch, once each, in order of first touch. */
export function changedItems(changes: readonly ModelChange[]): string[] {
  return [...new Set(changes.flatMap((change) => itemsOfPath(change.path)))];
}

/** The change that undoes `change`: a changed value back, an added item removed, a removed item added again. */
export function reverseChange(change: ModelChange): ModelChange {
  if (change.kind === 'added') return { kind: 'removed', path: change.path, before: change.after };
  if (change.kind === 'removed') return { kind: 'added', path: change.path, after: change.before };
  return { kind: 'changed', path: change.path, before: change.after, after: change.before };
}
