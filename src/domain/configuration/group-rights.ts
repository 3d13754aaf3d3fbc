import { RightsNotInGroupError } from './configuration-errors';
import type { Guid } from './guid';
import type { RightsEntry, UserGroup } from './user-group';

export function rightsFor(group: UserGroup, resourceId: Guid): RightsEntry | undefined {
  return group.rights.find((entry) => entry.id === resourceId);
}

/** Removes the entry of a resource: "rights not in this group, can't remove it" when absent. */
export function removeRights(group: UserGroup, resourceId: Guid): UserGroup {
  if (!rightsFor(group, resourceId)) throw new RightsNotInGroupError(resourceId, group.id);
  return { ...group, rights: group.rights.filter((entry) => entry.id !== resourceId) };
}
