import type { Configuration } from './configuration';
import { UserAlreadyInGroupError, UserNotInAGroupError, UserNotInThisGroupError } from './configuration-errors';
import type { Guid } from './guid';
import { groupIndex } from './group-list';
import type { User, UserGroup } from './user-group';

/** The group holding the user, if any: a user belongs to at most one group. */
export function groupOfUser(configuration: Pick<Configuration, 'groups'>, userId: Guid): UserGroup | undefined {
  return configuration.groups.find((group) => group.users.some((user) => user.id === userId));
}

/** Adds a user to a group; 'user already in a group' when any group holds a user with that id. */
export function addUserToGroup(configuration: Configuration, groupId: Guid, user: User): Configuration {
  if (groupOfUser(configuration, user.id)) throw new UserAlreadyInGroupError(user.id);
  const index = groupIndex(configuration, groupId);
  const group = configuration.groups[index]!;
  return { ...configuration, groups: configuration.groups.with(index, { ...group, users: [...group.users, user] }) };
}

/**
 * Removes a user from a group: 'user not in a group, can't remove it' when no
 * group holds it, 'user not in this group, can't remove it' when another does.
 */
export function removeUserFromGroup(configuration: Configuration, groupId: Guid, userId: Guid): Configuration {
  const holder = groupOfUser(configuration, userId);
  if (!holder) throw new UserNotInAGroupError(userId);
  if (holder.id !== groupId) throw new UserNotInThisGroupError(userId, groupId);
  const index = groupIndex(configuration, groupId);
  return { ...configuration, groups: configuration.groups.with(index, { ...holder, users: holder.users.filter((user) => user.id !== userId) }) };
}

/** Replaces a user where it stands (same id); refused when no group holds it. */
export function replaceUser(configuration: Configuration, user: User): Configuration {
  const holder = groupOfUser(configuration, user.id);
  if (!holder) throw new UserNotInAGroupError(user.id);
  const index = groupIndex(configuration, holder.id);
  const users = holder.users.map((each) => (each.id === user.id ? user : each));
  return { ...configuration, groups: configuration.groups.with(index, { ...holder, users }) };
}

/** Moves a user to another group, keeping the user object itself. */
export function moveUser(configuration: Configuration, userId: Guid, toGroupId: Guid): Configuration {
  const holder = groupOfUser(configuration, userId);
  if (!holder) throw new UserNotInAGroupError(userId);
  if (holder.id === toGroupId) return configuration;
  groupIndex(configuration, toGroupId);
  const user = holder.users.find((each) => each.id === userId)!;
  return addUserToGroup(removeUserFromGroup(configuration, holder.id, userId), toGroupId, user);
}
