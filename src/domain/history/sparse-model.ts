import { isRecord, itemId } from '../configuration/model-diff';
import type { ModelChange } from '../configuration/model-change';
import { isIdStep, type ModelPath } from '../configuration/model-path';

type Mutable = Record<string, unknown>;

/** Every item with an id in the model, by id (the first one wins), wherever its list is. */
function itemsById(model: unknown): Map<string, { path: ModelPath; item: unknown }> {
  const found = new Map<string, { path: ModelPath; item: unknown }>();
  const walk = (value: unknown, path: ModelPath) => {
    if (Array.isArray(value)) {
      for (const item of value) {
        const id = itemId(item);
        if (id === undefined) continue;
        const at = [...path, { id }];
        if (!found.has(id)) found.set(id, { path: at, item });
        walk(item, at);
      }
    } else if (isRecord(value)) {
      for (const [key, child] of Object.entries(value)) if (typeof child === 'object' && child !== null) walk(child, [...path, key]);
    }
  };
  walk(model, []);
  return found;
}

/** Copies into `into` the skeleton of `model` down to the end of `path`, and the value there whole. */
function copyAlong(model: unknown, into: Mutable, path: ModelPath): void {
  let source: unknown = model;
  let target: Mutable | unknown[] = into;
  for (let index = 0; index < path.length; index += 1) {
    const step = path[index]!;
    const last = index === path.length - 1;
    if (isIdStep(step)) {
      if (!Array.isArray(source) || !Array.isArray(target)) return;
      const item = source.find((each) => itemId(each) === step.id);
      if (item === undefined) return;
      let copied = target.find((each) => itemId(each) === step.id);
      if (copied === undefined || last) {
        // An item the path goes through is copied whole too (a template whose nested gate changed is still a gate: its type and outputs are read).
        copied = last ? item : structuredClone(item);
        const at = target.findIndex((each) => itemId(each) === step.id);
        if (at >= 0) target[at] = copied;
        else target.push(copied);
      }
      source = item;
      target = copied as Mutable;
      continue;
    }
    if (typeof step === 'number' || !isRecord(source) || Array.isArray(target)) {
      return;
    }
    const child = source[step];
    if (last || child === undefined || child === null || typeof child !== 'object') {
      (target as Mutable)[step] = child;
      return;
    }
    const existing = (target as Mutable)[step];
    const next = existing ?? (Array.isArray(child) ? [] : {});
    if (!Array.isArray(child) && !isRecord(child)) {
      (target as Mutable)[step] = child;
      return;
    }
    (target as Mutable)[step] = next;
    source = child;
    target = next as Mutable | unknown[];
  }
}

/** The path down to the last item a change's path goes through, or its first key when it goes through none. */
function itemPath(path: ModelPath): ModelPath {
  let end = -1;
  path.forEach((step, index) => {
    if (isIdStep(step)) end = index;
  });
  return end >= 0 ? path.slice(0, end + 1) : path.slice(0, 1);
}

/**
 * Just enough of a model to say the changes in the pages' words without the
 * whole document: the items the changes go through (whole), and the items
 * their values refer to by id (a gate's video, an alert's contact), each
 * at its place under a skeleton of the objects and lists above it.
 */
export function sparseModel(model: unknown, changes: readonly ModelChange[]): unknown {
  if (!isRecord(model)) return model;
  const sparse: Mutable = {};
  const byId = itemsById(model);
  const referenced = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      if (byId.has(value)) referenced.add(value);
    } else if (Array.isArray(value)) value.forEach(collect);
    else if (isRecord(value)) Object.values(value).forEach(collect);
  };
  for (const change of changes) {
    copyAlong(model, sparse, itemPath(change.path));
    collect(change.before);
    collect(change.after);
  }
  for (const id of referenced) copyAlong(model, sparse, byId.get(id)!.path);
  return sparse;
}
