import { DomainError } from '../shared/domain-error';

/**
 * A place in the configuration model named by the model's own keys, never by
 * XML element names: `['parameters', 'stores', { id: 'A-B' }, 'path']`. A step
 * is a property key, a 0-based list index, or `{ id }` for the item of a list
 * whose items carry that id. Paths with ids survive edits that reorder or
 * delete other items, so the UI, the review and saved drafts use them.
 */
export type PathStep = string | number | { readonly id: string };
export type ModelPath = readonly PathStep[];

export function isIdStep(step: PathStep): step is { readonly id: string } {
  return typeof step === 'object' && step !== null;
}

function indexIn(list: readonly unknown[], step: PathStep): number {
  if (typeof step === 'number') return step < list.length ? step : -1;
  if (isIdStep(step)) return list.findIndex((item) => typeof item === 'object' && item !== null && (item as { id?: unknown }).id === step.id);
  return -1;
}

/** The value at `path`, or undefined when any step leads nowhere. */
export function valueAt(model: unknown, path: ModelPath): unknown {
  let current = model;
  for (const step of path) {
    if (current === null || current === undefined) return undefined;
    if (Array.isArray(current)) {
      const index = indexIn(current, step);
      if (index < 0) return undefined;
      current = current[index];
    } else if (typeof current === 'object' && typeof step === 'string') {
      current = (current as Record<string, unknown>)[step];
    } else {
      return undefined;
    }
  }
  return current;
}

/** Thrown when a path does not lead to an existing place of the model (CONFIG.PATH); `message` may name it as the document does. */
export class ModelPathNotFoundError extends DomainError {
  constructor(readonly path: ModelPath, message = `nothing at ${formatModelPath(path)}`) {
    super('CONFIG.PATH', message, { metadata: { path: formatModelPath(path) } });
  }
}

/**
 * A new model with the value at `path` replaced by `update(old)`; every object
 * off the path keeps its identity (the codec writes back only what changed),
 * and an update that returns the same value returns the same model.
 */
export function updateAt<T>(model: T, path: ModelPath, update: (current: unknown) => unknown): T {
  const go = (current: unknown, depth: number): unknown => {
    if (depth === path.length) return update(current);
    const step = path[depth]!;
    if (Array.isArray(current)) {
      const index = indexIn(current, step);
      if (index < 0) throw new ModelPathNotFoundError(path);
      const next = go(current[index], depth + 1);
      return next === current[index] ? current : current.with(index, next);
    }
    if (typeof current === 'object' && current !== null && typeof step === 'string') {
      const record = current as Record<string, unknown>;
      const next = go(record[step], depth + 1);
      return next === record[step] ? current : { ...record, [step]: next };
    }
    throw new ModelPathNotFoundError(path);
  };
  return go(model, 0) as T;
}

/** `updateAt` with a fixed value. */
export function setAt<T>(model: T, path: ModelPath, value: unknown): T {
  return updateAt(model, path, () => value);
}

/** Index steps replaced by `{ id }` wherever the item has a string id: a path that stays true across edits. */
export function identifyPath(model: unknown, path: ModelPath): ModelPath {
  const steps: PathStep[] = [];
  let current = model;
  for (const step of path) {
    if (Array.isArray(current) && typeof step === 'number') {
      const item = current[step] as unknown;
      const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
      steps.push(typeof id === 'string' && id !== '' ? { id } : step);
      current = item;
    } else {
      steps.push(step);
      current = valueAt(current, [step]);
    }
  }
  return steps;
}

function sameStep(a: PathStep, b: PathStep): boolean {
  if (isIdStep(a) || isIdStep(b)) return isIdStep(a) && isIdStep(b) && a.id === b.id;
  return a === b;
}

/** True when `path` is `prefix` or lies below it (both identified the same way). */
export function startsWith(path: ModelPath, prefix: ModelPath): boolean {
  return prefix.length <= path.length && prefix.every((step, index) => sameStep(step, path[index]!));
}

/** `parameters.stores[id=A-B].path`: for logs, keys and tests, never for people. */
export function formatModelPath(path: ModelPath): string {
  return path
    .map((step, index) => (isIdStep(step) ? `[id=${step.id}]` : typeof step === 'number' ? `[${step}]` : index === 0 ? step : `.${step}`))
    .join('');
}
