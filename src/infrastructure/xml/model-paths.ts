import { DomainError } from '../../domain/shared/domain-error';
import type { Codec } from './codec';

/** A path that does not lead to a field of the model. */
class ModelPathError extends DomainError {}

interface Step {
  readonly name: string;
  readonly index: number | undefined;
}

function parsePath(path: string): Step[] {
  return path.split('/').filter((segment) => segment !== '').map((segment) => {
    const match = /^([^[\]]+)(?:\[(\d+)\])?$/.exec(segment);
    if (!match) throw new ModelPathError('CONFIG.PATH', `invalid path segment '${segment}'`, { metadata: { path } });
    return { name: match[1]!, index: match[2] === undefined ? undefined : Number(match[2]) };
  });
}

function resolveChoice(codec: Codec<unknown>, value: unknown): Codec<unknown> {
  let current = codec;
  while (current.shape?.kind === 'choice' && value !== undefined) current = current.shape.choose(value);
  return current;
}

interface Located {
  readonly codec: Codec<unknown>;
  readonly value: unknown;
}

/**
 * Walks `path` (XPath-like, 1-based: `configuration/contacts/contact[2]/phone`)
 * through the codecs, calling `visit` at each level so that `set` can rebuild
 * the objects along the path.
 */
function walk(root: Codec<unknown>, value: unknown, path: string, rootName: string, leafUpdate?: (located: Located) => unknown): { located: Located; updated: unknown } {
  const steps = parsePath(path);
  if (steps[0]?.name !== rootName) throw new ModelPathError('CONFIG.PATH', `a path starts with '${rootName}'`, { metadata: { path } });
  const go = (codec: Codec<unknown>, current: unknown, rest: readonly Step[], done: string): { located: Located; updated: unknown } => {
    const resolved = resolveChoice(codec, current);
    if (rest.length === 0) return { located: { codec: resolved, value: current }, updated: leafUpdate ? leafUpdate({ codec: resolved, value: current }) : current };
    const [step, ...tail] = rest as [Step, ...Step[]];
    const here = `${done}/${step.name}${step.index === undefined ? '' : `[${step.index}]`}`;
    const shape = resolved.shape;
    if (shape?.kind === 'list') {
      if (step.name !== shape.item || step.index === undefined) throw new ModelPathError('CONFIG.PATH', `expected ${shape.item}[n] at ${here}`, { metadata: { path } });
      const items = current as readonly unknown[];
      if (step.index < 1 || step.index > items.length) throw new ModelPathError('CONFIG.PATH', `no ${here} (the list has ${items.length})`, { metadata: { path } });
      const inner = go(shape.codec, items[step.index - 1], tail, here);
      return { located: inner.located, updated: inner.updated === items[step.index - 1] ? items : items.map((item, i) => (i === step.index! - 1 ? inner.updated : item)) };
    }
    if (shape?.kind === 'entity' && current !== undefined) {
      const field = shape.fields.find((candidate) => candidate.name === step.name);
      if (!field || (step.index !== undefined && step.index !== 1)) throw new ModelPathError('CONFIG.PATH', `no field ${here}`, { metadata: { path } });
      const record = current as Record<string, unknown>;
      const inner = go(field.codec, record[field.key], tail, here);
      return { located: inner.located, updated: inner.updated === record[field.key] ? record : { ...record, [field.key]: inner.updated } };
    }
    throw new ModelPathError('CONFIG.PATH', `nothing at ${here}`, { metadata: { path } });
  };
  return go(root, value, steps.slice(1), rootName);
}

/** The codec and value at `path`. */
export function getAt(root: Codec<unknown>, value: unknown, path: string, rootName = 'configuration'): Located {
  return walk(root, value, path, rootName).located;
}

/** A new model with the value at `path` replaced; every object off the path keeps its identity. */
export function setAt(root: Codec<unknown>, value: unknown, path: string, update: (located: Located) => unknown, rootName = 'configuration'): unknown {
  return walk(root, value, path, rootName, update).updated;
}

/** One difference between two models, by entity and field. */
export interface ModelChange {
  readonly path: string;
  readonly kind: 'changed' | 'added' | 'removed';
  readonly before?: unknown;
  readonly after?: unknown;
  /** The named items along the path, for people: `device "Parking dome"`, `gate "Door alarm"`. */
  readonly names: readonly string[];
}

/** `device "Parking dome"` for a list item that has a name; undefined otherwise. */
function nameOf(item: string, value: unknown): string | undefined {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? `${item} ${JSON.stringify(name)}` : undefined;
}

function keyOf(item: unknown): unknown {
  return typeof item === 'object' && item !== null && 'id' in item ? (item as { id: unknown }).id : undefined;
}

/**
 * The changes from `a` to `b`; list items are matched by `id` when they have
 * one, else by position. Each change carries the names of the items along its
 * path (devices, gates, contacts… by their `name`).
 */
export function diffModels(root: Codec<unknown>, a: unknown, b: unknown, rootName = 'configuration'): ModelChange[] {
  const changes: ModelChange[] = [];
  const visit = (codec: Codec<unknown>, before: unknown, after: unknown, path: string, names: readonly string[]): void => {
    if (codec.equals(before, after)) return;
    const left = resolveChoice(codec, before);
    const right = resolveChoice(codec, after);
    const shape = left.shape;
    if (left !== right || before === undefined || after === undefined || !shape || shape.kind === 'choice') {
      changes.push({ path, kind: 'changed', before: before === undefined ? undefined : left.toJson(before), after: after === undefined ? undefined : right.toJson(after), names });
    } else if (shape.kind === 'entity') {
      for (const field of shape.fields) visit(field.codec, (before as Record<string, unknown>)[field.key], (after as Record<string, unknown>)[field.key], `${path}/${field.name}`, names);
    } else {
      const olds = before as readonly unknown[];
      const news = after as readonly unknown[];
      const keyed = olds.every((item) => keyOf(item) !== undefined) && news.every((item) => keyOf(item) !== undefined);
      const matched = new Set<number>();
      news.forEach((item, index) => {
        const found = keyed ? olds.findIndex((old) => keyOf(old) === keyOf(item)) : index < olds.length ? index : -1;
        const itemPath = `${path}/${shape.item}[${index + 1}]`;
        const named = (value: unknown): readonly string[] => {
          const name = nameOf(shape.item, value);
          return name === undefined ? names : [...names, name];
        };
        if (found < 0) {
          changes.push({ path: itemPath, kind: 'added', after: shape.codec.toJson(item), names: named(item) });
        } else {
          matched.add(found);
          visit(shape.codec, olds[found], item, itemPath, named(olds[found]));
        }
      });
      olds.forEach((item, index) => {
        if (!matched.has(index)) {
          const name = nameOf(shape.item, item);
          changes.push({ path: `${path}/${shape.item}[${index + 1}]`, kind: 'removed', before: shape.codec.toJson(item), names: name === undefined ? names : [...names, name] });
        }
      });
    }
  };
  visit(root, a, b, rootName, []);
  return changes;
}
