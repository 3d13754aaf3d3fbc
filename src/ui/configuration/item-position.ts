import type { Configuration } from '../../domain/configuration/configuration';
import { valueAt, type ModelPath } from '../../domain/configuration/model-path';
import type { AnyEntityDescriptor } from './entity-descriptor';

/** How many items of a list bear each name, counted once per list (a review of a thousand changes to 10,000 gates counts once). */
const counts = new WeakMap<readonly unknown[], ReadonlyMap<string, number>>();

function nameCounts(list: readonly unknown[], nameOf: (item: unknown) => string): ReadonlyMap<string, number> {
  let found = counts.get(list);
  if (!found) {
    const tally = new Map<string, number>();
    for (const item of list) {
      const name = nameOf(item);
      tally.set(name, (tally.get(name) ?? 0) + 1);
    }
    counts.set(list, tally);
    found = tally;
  }
  return found;
}

/**
 * The item's place in its list (from 1) when another item of the list bears
 * the same name, in the draft, else the base (an item removed from the
 * draft is told apart where it was); undefined when its name is its own.
 * `own` is the item itself when the change holds it (added or removed).
 */
export function itemPosition(entity: AnyEntityDescriptor, itemPath: ModelPath, own: unknown, ...configurations: readonly (Configuration | undefined)[]): number | undefined {
  if (!('list' in entity.location)) return undefined;
  const listPath = itemPath.slice(0, -1);
  for (const configuration of configurations) {
    const list = valueAt(configuration, listPath);
    const item = valueAt(configuration, itemPath) ?? undefined;
    if (!Array.isArray(list) || item === undefined) continue;
    const name = entity.nameOf(own ?? item);
    if ((nameCounts(list, (each) => entity.nameOf(each)).get(name) ?? 0) < 2) return undefined;
    return list.indexOf(item) + 1;
  }
  return undefined;
}
