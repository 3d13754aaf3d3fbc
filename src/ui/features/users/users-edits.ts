import type { ConfigurationEdit } from '../../../application/configuration-workspace/configuration-workspace';
import type { Configuration } from '../../../domain/configuration/configuration';
import { UserNotInAGroupError } from '../../../domain/configuration/configuration-errors';
import { setCryptedValue } from '../../../domain/configuration/crypted-string';
import type { RightFlag } from '../../../domain/configuration/effective-rights';
import type { Guid } from '../../../domain/configuration/guid';
import { addGroup, deleteGroup, groupIndex, replaceGroup } from '../../../domain/configuration/group-list';
import { addUserToGroup, groupOfUser, moveUser, removeUserFromGroup, replaceUser } from '../../../domain/configuration/group-membership';
import { removeRights } from '../../../domain/configuration/group-rights';
import { grantRights } from '../../../domain/configuration/rights-grants';
import type { User, UserGroup } from '../../../domain/configuration/user-group';

/*
 * Every edit of the users page, each one step of history, each built from the
 * domain's own edits so that their refusals ('user already in a group', a
 * group that is not empty) reach the page as the workspace returns them.
 */

function editGroup(configuration: Configuration, groupId: Guid, change: (group: UserGroup) => UserGroup): Configuration {
  const group = configuration.groups[groupIndex(configuration, groupId)]!;
  return replaceGroup(configuration, change(group));
}

/** The configuration with the user changed where it stands; the same configuration when `change` gives back the same user. */
function editUser(configuration: Configuration, userId: Guid, change: (user: User) => User): Configuration {
  const user = groupOfUser(configuration, userId)?.users.find((each) => each.id === userId);
  if (!user) throw new UserNotInAGroupError(userId);
  const next = change(user);
  return next === user ? configuration : replaceUser(configuration, next);
}

export function addGroupEdit(group: UserGroup, label: string): ConfigurationEdit {
  return { kind: 'group.add', label, apply: (configuration) => addGroup(configuration, group) };
}

export function renameGroupEdit(groupId: Guid, name: string, label: string): ConfigurationEdit {
  return { kind: 'group.rename', label, apply: (c) => editGroup(c, groupId, (group) => (group.name === name ? group : { ...group, name })) };
}

export function setGroupRootEdit(groupId: Guid, root: boolean, label: string): ConfigurationEdit {
  return { kind: 'group.root', label, apply: (c) => editGroup(c, groupId, (group) => (group.root === root ? group : { ...group, root })) };
}

export function deleteGroupEdit(groupId: Guid, label: string): ConfigurationEdit {
  return { kind: 'group.delete', label, apply: (configuration) => deleteGroup(configuration, groupId) };
}

export function addUserEdit(groupId: Guid, user: User, label: string): ConfigurationEdit {
  return { kind: 'user.add', label, apply: (configuration) => addUserToGroup(configuration, groupId, user) };
}

/** Changes a user's own fields where it stands; the same user when nothing changes. */
export function updateUserEdit(userId: Guid, change: Partial<Pick<User, 'name' | 'remote'>>, label: string): ConfigurationEdit {
  const same = (user: User) => (Object.keys(change) as (keyof typeof change)[]).every((key) => user[key] === change[key]);
  return { kind: 'user.update', label, apply: (c) => editUser(c, userId, (user) => (same(user) ? user : { ...user, ...change })) };
}

/** Sets a user's password in clear: the crypted flag is cleared (the appliance encrypts it again). */
export function setPasswordEdit(userId: Guid, password: string, label: string): ConfigurationEdit {
  return {
    kind: 'user.password',
    label,
    apply: (c) =>
      editUser(c, userId, (user) => {
        const next = setCryptedValue(user.password, password);
        return next === user.password ? user : { ...user, password: next };
      }),
  };
}

export function moveUserEdit(userId: Guid, toGroupId: Guid, label: string): ConfigurationEdit {
  return { kind: 'user.move', label, apply: (configuration) => moveUser(configuration, userId, toGroupId) };
}

export function deleteUserEdit(groupId: Guid, userId: Guid, label: string): ConfigurationEdit {
  return { kind: 'user.delete', label, apply: (configuration) => removeUserFromGroup(configuration, groupId, userId) };
}

/**
 * Sets rights on resources of one group. An entry the loaded document held
 * is kept in place when it ends up granting nothing (the codec does not write
 * it), so that granting again gives back the document as it was.
 */
export function grantRightsEdit(
  groupId: Guid,
  resourceIds: readonly Guid[],
  flags: readonly RightFlag[],
  value: boolean,
  base: Configuration | undefined,
  label: string,
): ConfigurationEdit {
  const baseGroup = base?.groups.find((group) => group.id === groupId);
  const held = new Set(baseGroup?.rights.map((entry) => entry.id) ?? []);
  return {
    kind: 'rights.grant',
    label,
    apply: (c) => editGroup(c, groupId, (group) => grantRights(group, resourceIds, flags, value, { keepEmpty: (id) => held.has(id) })),
  };
}

/** Removes an entry outside the matrix (a dangling one, or one on a whole device). */
export function removeRightsEdit(groupId: Guid, resourceId: Guid, label: string): ConfigurationEdit {
  return { kind: 'rights.remove', label, apply: (c) => editGroup(c, groupId, (group) => removeRights(group, resourceId)) };
}
