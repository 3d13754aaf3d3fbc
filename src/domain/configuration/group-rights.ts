import { RightsNotInGroupError } from './configuration-errors';
import type { Guid } from './guid';
import type { RightsEntry, UserGroup } from './user-group';

export function rightsFor(group: UserGroup, resourceId: Guid): RightsEntry | undefined {
  return group.rights.find((entry) => entry.id === resourceId);
}

/** Adds the entry for its resource, or replaces the one the group holds; others keep their identity. */
export function setRights(group: UserGroup, entry: RightsEntry): UserGroup {
  const index = group.rights.findIndex((each) => each.id === entry.id);
  if (index < 0) return { ...group, rights: [...group.rights, entry] };
  if (group.rights[index] === entry) return group;
  return { ...group, rights: group.rights.with(index, entry) };
}

/** Removes the entry of a resource: "rights not in this group, can't remove it" when absent. */
export function removeRights(group: UserGroup, resourceId: Guid): UserGroup {
  if (!rightsFor(group, resourceId)) throw new RightsNotInGroupError(resourceId, group.id);
  return { ...group, rights: group.rights.filter((entry) => entry.id !== resourceId) };
}
