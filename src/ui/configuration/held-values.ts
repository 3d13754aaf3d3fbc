import { isRecord } from '../../domain/configuration/model-diff';
import type { ModelPath, PathStep } from '../../domain/configuration/model-path';

/** One thing an added or removed item holds, in words: "Mail address: luc@example.com". */
export interface HeldValue {
  readonly field: string;
  readonly value: string;
}

/** Beyond this many, the review says how many more an item holds. */
export const HELD_SHOWN = 40;

/**
 * Keys an item holds that say nothing the installer set: what the model
 * keeps for the document's sake (content it could not read, kept as
 * written) and a device's capabilities, which come from its driver.
 */
const NOT_SET: ReadonlySet<string> = new Set(['unsupported', 'payload', 'descriptor']);

/** A day or month box left unticked is not something set. */
const FLAG = /^(weekday|month)\d+$/;

function identified(item: unknown): PathStep | undefined {
  const id = (item as { readonly id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? { id } : undefined;
}

/**
 * The places of the values an item holds (`value` at `path`), in the
 * model's order: nested entities and lists opened down to their values
 * (items of a list by their id, else their place), empty values, an item's
 * own identifier, unticked day and month boxes and the keys of `NOT_SET`
 * left out. A list of plain values is one value.
 */
export function heldPlaces(path: ModelPath, value: unknown): { readonly path: ModelPath; readonly value: unknown }[] {
  const places: { path: ModelPath; value: unknown }[] = [];
  const walk = (at: ModelPath, current: unknown, ownItem: boolean): void => {
    if (current === undefined || current === null || current === '') return;
    if (Array.isArray(current)) {
      if (current.length === 0) return;
      if (current.every(isRecord)) {
        current.forEach((item, index) => walk([...at, identified(item) ?? index], item, true));
        return;
      }
    } else if (isRecord(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (NOT_SET.has(key) || (ownItem && key === 'id') || (FLAG.test(key) && inner === false)) continue;
        walk([...at, key], inner, false);
      }
      return;
    }
    places.push({ path: at, value: current });
  };
  walk(path, value, true);
  return places;
}
