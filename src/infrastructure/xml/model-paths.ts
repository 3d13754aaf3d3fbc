import { ModelPathNotFoundError, isIdStep, type ModelPath, type PathStep } from '../../domain/configuration/model-path';
import type { Codec } from './codec';

/**
 * The text form of the domain's ModelPath, as the command line and the
 * validation report write it: the document's element names, 1-based,
 * `configuration/contacts/contact[2]/phone` for `['contacts', 1, 'phone']`.
 * Only the codecs know the element names (and which subtype a choice is), so
 * parsing and formatting walk them beside the model. Getting, setting and
 * diffing are the domain's (`valueAt`, `setAt`, `diffModel`) on ModelPath.
 */

interface Segment {
  readonly name: string;
  readonly index: number | undefined;
}

function segmentsOf(text: string): Segment[] {
  return text.split('/').filter((segment) => segment !== '').map((segment) => {
    const match = /^([^[\]]+)(?:\[(\d+)\])?$/.exec(segment);
    if (!match) throw new ModelPathNotFoundError([], `invalid path segment '${segment}'`);
    return { name: match[1]!, index: match[2] === undefined ? undefined : Number(match[2]) };
  });
}

function resolveChoice(codec: Codec<unknown>, value: unknown): Codec<unknown> {
  let current = codec;
  while (current.shape?.kind === 'choice' && value !== undefined) current = current.shape.choose(value);
  return current;
}

/** `device "Parking dome"` for a list item that has a name; undefined otherwise. */
function nameOf(item: string, value: unknown): string | undefined {
  const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? `${item} ${JSON.stringify(name)}` : undefined;
}

function listIndex(items: readonly unknown[], step: PathStep): number {
  if (typeof step === 'number') return step;
  if (isIdStep(step)) return items.findIndex((item) => typeof item === 'object' && item !== null && (item as { id?: unknown }).id === step.id);
  return -1;
}

/** A model path's place in the document: its text, the named list items along it, and the codec and value there. */
export interface LocatedPath {
  readonly text: string;
  readonly names: readonly string[];
  readonly codec: Codec<unknown>;
  readonly value: unknown;
}

/** Walks `path` through the codecs and the model; throws CONFIG.PATH when a step leads nowhere. */
export function locatePath(root: Codec<unknown>, model: unknown, path: ModelPath, rootName = 'configuration'): LocatedPath {
  let codec = resolveChoice(root, model);
  let value = model;
  let text = rootName;
  const names: string[] = [];
  for (const [depth, step] of path.entries()) {
    const shape = codec.shape;
    if (shape?.kind === 'list' && Array.isArray(value)) {
      const index = listIndex(value, step);
      if (index < 0 || index >= value.length) throw new ModelPathNotFoundError(path.slice(0, depth + 1), `no ${text}/${shape.item}[${typeof step === 'number' ? step + 1 : '?'}] (the list has ${value.length})`);
      value = value[index];
      text = `${text}/${shape.item}[${index + 1}]`;
      const name = nameOf(shape.item, value);
      if (name !== undefined) names.push(name);
      codec = resolveChoice(shape.codec, value);
    } else if (shape?.kind === 'entity' && typeof step === 'string') {
      const field = shape.fields.find((candidate) => candidate.key === step);
      if (!field) throw new ModelPathNotFoundError(path.slice(0, depth + 1), `no field ${step} at ${text}`);
      value = value === undefined || value === null ? undefined : (value as Record<string, unknown>)[field.key];
      text = `${text}/${field.name}`;
      codec = resolveChoice(field.codec, value);
    } else {
      throw new ModelPathNotFoundError(path.slice(0, depth + 1), `nothing at ${text}/${String(typeof step === 'object' ? `[id=${step.id}]` : step)}`);
    }
  }
  return { text, names, codec, value };
}

/**
 * The model path that a text path names (`configuration/contacts/contact[2]/phone`
 * → `['contacts', 1, 'phone']`); throws CONFIG.PATH with the first step that
 * leads nowhere (`no configuration/contacts/contact[9] (the list has 4)`).
 */
export function parsePath(root: Codec<unknown>, model: unknown, text: string, rootName = 'configuration'): ModelPath {
  const segments = segmentsOf(text);
  if (segments[0]?.name !== rootName) throw new ModelPathNotFoundError([], `a path starts with '${rootName}'`);
  const path: PathStep[] = [];
  let codec = resolveChoice(root, model);
  let value = model;
  let done = rootName;
  for (const segment of segments.slice(1)) {
    const here = `${done}/${segment.name}${segment.index === undefined ? '' : `[${segment.index}]`}`;
    const shape = codec.shape;
    if (shape?.kind === 'list') {
      if (segment.name !== shape.item || segment.index === undefined) throw new ModelPathNotFoundError(path, `expected ${shape.item}[n] at ${here}`);
      const items = (value ?? []) as readonly unknown[];
      if (segment.index < 1 || segment.index > items.length) throw new ModelPathNotFoundError(path, `no ${here} (the list has ${items.length})`);
      path.push(segment.index - 1);
      value = items[segment.index - 1];
      codec = resolveChoice(shape.codec, value);
    } else if (shape?.kind === 'entity' && value !== undefined) {
      const field = shape.fields.find((candidate) => candidate.name === segment.name);
      if (!field || (segment.index !== undefined && segment.index !== 1)) throw new ModelPathNotFoundError(path, `no field ${here}`);
      path.push(field.key);
      value = (value as Record<string, unknown>)[field.key];
      codec = resolveChoice(field.codec, value);
    } else {
      throw new ModelPathNotFoundError(path, `nothing at ${here}`);
    }
    done = here;
  }
  return path;
}

/**
 * The model path of an entity the document holds but the model could not
 * read (`configuration/ftp-clients/ftp-client[2]` → `['ftpClients', 1]`): the
 * model's keys, and each item's place in its list as the document holds it
 * (the model leaves the unreadable item out, so its index is the document's).
 * Walks the codecs as `parsePath` does, but never past the model's end: it
 * stops at the first step the codecs do not know, with the steps before it.
 */
export function placeOfUnreadable(root: Codec<unknown>, model: unknown, text: string, rootName = 'configuration'): ModelPath {
  const segments = segmentsOf(text);
  const path: PathStep[] = [];
  if (segments[0]?.name !== rootName) return path;
  let codec = resolveChoice(root, model);
  let value = model;
  for (const segment of segments.slice(1)) {
    const shape = codec.shape;
    if (shape?.kind === 'list' && segment.name === shape.item && segment.index !== undefined) {
      path.push(segment.index - 1);
      value = Array.isArray(value) ? value[segment.index - 1] : undefined;
      codec = resolveChoice(shape.codec, value);
    } else if (shape?.kind === 'entity') {
      const field = shape.fields.find((candidate) => candidate.name === segment.name);
      if (!field) break;
      path.push(field.key);
      value = value === undefined || value === null ? undefined : (value as Record<string, unknown>)[field.key];
      codec = resolveChoice(field.codec, value);
    } else {
      break;
    }
  }
  return path;
}
