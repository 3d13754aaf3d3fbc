import type { Configuration } from './configuration';
import { GroupNotEmptyError, GroupNotInListError, UserAlreadyInGroupError } from './configuration-errors';
import type { Guid } from './guid';
import type { UserGroup } from './user-group';

/** The index of the group, refused when absent. */
export function groupIndex(configuration: Pick<Configuration, 'groups'>, groupId: Guid): number {
  const index = configuration.groups.findIndex((group) => group.id === groupId);
  if (index < 0) throw new GroupNotInListError(groupId);
  return index;
}

/** Appends a group; its users must not already belong to another group. */
export function addGroup(configuration: Configuration, group: UserGroup): Configuration {
  const taken = new Set(configuration.groups.flatMap((each) => each.users.map((user) => user.id)));
  const clash = group.users.find((user) => taken.has(user.id));
  if (clash) throw new UserAlreadyInGroupError(clash.id);
  return { ...configuration, groups: [...configuration.groups, group] };
}

/** Replaces the group with the same id (its name, root flag, users or rights). */
export function replaceGroup(configuration: Configuration, group: UserGroup): Configuration {
  const index = groupIndex(configuration, group.id);
  if (configuration.groups[index] === group) return configuration;
  return { ...configuration, groups: configuration.groups.with(index, group) };
}

/** Section 5: a group that is not empty cannot be deleted. */
export function deleteGroup(configuration: Configuration, groupId: Guid): Configuration {
  const group = configuration.groups[groupIndex(configuration, groupId)]!;
  if (group.users.length > 0) throw new GroupNotEmptyError(groupId, group.users.length);
  return { ...configuration, groups: configuration.groups.filter((each) => each.id !== groupId) };
}
