import type { RightFlag } from './effective-rights';
import type { Guid } from './guid';
import { createRightsEntry, isEmptyRights, type RightsEntry, type UserGroup } from './user-group';

export interface GrantOptions {
  /**
   * Entries left granting nothing are dropped from the group, except those
   * this says to keep: an entry the loaded document already held stays in
   * place (the codec does not write an all-false entry), so granting again
   * puts it back where it was and the document comes out unchanged.
   */
  readonly keepEmpty?: (resourceId: Guid) => boolean;
}

function withFlags(entry: RightsEntry, flags: readonly RightFlag[], value: boolean): RightsEntry {
  if (flags.every((flag) => entry[flag] === value)) return entry;
  const next: { -readonly [K in keyof RightsEntry]: RightsEntry[K] } = { ...entry };
  for (const flag of flags) next[flag] = value;
  return next;
}

/**
 * Sets `flags` to `value` on every resource of `resourceIds` in one pass
 * (a whole column of thousands of rows stays linear). New entries go at the
 * end of the list; untouched entries, and the group itself when nothing
 * changes, keep their identity.
 */
export function grantRights(group: UserGroup, resourceIds: Iterable<Guid>, flags: readonly RightFlag[], value: boolean, options: GrantOptions = {}): UserGroup {
  const targets = new Set(resourceIds);
  const keepEmpty = options.keepEmpty ?? (() => false);
  const seen = new Set<Guid>();
  const rights: RightsEntry[] = [];
  let changed = false;
  for (const entry of group.rights) {
    if (!targets.has(entry.id)) {
      rights.push(entry);
      continue;
    }
    seen.add(entry.id);
    const next = withFlags(entry, flags, value);
    if (next === entry) {
      rights.push(entry);
      continue;
    }
    changed = true;
    if (!isEmptyRights(next) || keepEmpty(entry.id)) rights.push(next);
  }
  if (value) {
    const granted = Object.fromEntries(flags.map((flag) => [flag, true]));
    for (const id of targets) {
      if (seen.has(id)) continue;
      rights.push(createRightsEntry(id, granted));
      changed = true;
    }
  }
  return changed ? { ...group, rights } : group;
}

/** The group's entries by resource (the first one where a broken document repeats a resource). */
export function rightsIndex(group: UserGroup): ReadonlyMap<Guid, RightsEntry> {
  const index = new Map<Guid, RightsEntry>();
  for (const entry of group.rights) if (!index.has(entry.id)) index.set(entry.id, entry);
  return index;
}
