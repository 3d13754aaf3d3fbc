import { describe, expect, it } from 'vitest';
import { aRealisticConfiguration } from '../../../test/mothers/configuration.mother';
import {
  GroupNotEmptyError, GroupNotInListError, RightsNotInGroupError, UserAlreadyInGroupError, UserNotInAGroupError, UserNotInThisGroupError,
} from './configuration-errors';
import { sequentialGuids } from './guid';
import { addGroup, deleteGroup, replaceGroup } from './group-list';
import { addUserToGroup, groupOfUser, moveUser, removeUserFromGroup, replaceUser } from './group-membership';
import { removeRights, rightsFor } from './group-rights';
import { createRightsEntry, createUser, createUserGroup, isEmptyRights, type UserGroup } from './user-group';

const configuration = aRealisticConfiguration();
const [administrators, docks, guards, guests] = configuration.groups as readonly [UserGroup, UserGroup, UserGroup, UserGroup];

describe('group membership', () => {
  it('adds a user to a group, sharing every untouched group and list', () => {
    const user = createUser({ name: 'élodie' }, sequentialGuids(60));
    const next = addUserToGroup(configuration, guests.id, user);
    expect(groupOfUser(next, user.id)?.id).toBe(guests.id);
    expect(next.groups[0]).toBe(administrators);
    expect(next.groups[1]).toBe(docks);
    expect(next.contacts).toBe(configuration.contacts);
    expect(next.parameters).toBe(configuration.parameters);
  });

  it("refuses a user that is already in a group: 'user already in a group'", () => {
    const soren = guards.users[0]!;
    expect(() => addUserToGroup(configuration, guests.id, soren)).toThrow(UserAlreadyInGroupError);
    expect(() => addUserToGroup(configuration, guards.id, soren)).toThrow('user already in a group');
  });

  it('removes a user from its group', () => {
    const soren = guards.users[0]!;
    const next = removeUserFromGroup(configuration, guards.id, soren.id);
    expect(groupOfUser(next, soren.id)).toBeUndefined();
    expect(next.groups[2]!.users).toEqual([]);
    expect(next.groups[2]!.rights).toBe(guards.rights);
  });

  it('refuses to remove a user no group holds, or one held by another group, with distinct messages', () => {
    expect(() => removeUserFromGroup(configuration, guards.id, '1-404')).toThrow(UserNotInAGroupError);
    expect(() => removeUserFromGroup(configuration, guards.id, '1-404')).toThrow("user not in a group, can't remove it");
    const admin = administrators.users[0]!;
    expect(() => removeUserFromGroup(configuration, guards.id, admin.id)).toThrow(UserNotInThisGroupError);
    expect(() => removeUserFromGroup(configuration, guards.id, admin.id)).toThrow("user not in this group, can't remove it");
  });

  it('moves a user between groups, keeping the user object', () => {
    const soren = guards.users[0]!;
    const next = moveUser(configuration, soren.id, guests.id);
    expect(next.groups[3]!.users[0]).toBe(soren);
    expect(next.groups[2]!.users).toEqual([]);
    expect(next.groups.flatMap((group) => group.users)).toHaveLength(configuration.groups.flatMap((group) => group.users).length);
  });

  it('replaces a user where it stands', () => {
    const edited = { ...docks.users[1]!, remote: false };
    const next = replaceUser(configuration, edited);
    expect(next.groups[1]!.users[1]).toBe(edited);
    expect(next.groups[1]!.users[0]).toBe(docks.users[0]);
  });
});

describe('group list', () => {
  it('deletes an empty group but refuses a group that still holds users', () => {
    expect(deleteGroup(configuration, guests.id).groups).toHaveLength(3);
    expect(() => deleteGroup(configuration, guards.id)).toThrow(GroupNotEmptyError);
    expect(() => deleteGroup(configuration, '1-404')).toThrow(GroupNotInListError);
  });

  it('adds a group unless one of its users already belongs to another group', () => {
    const group = createUserGroup({ name: 'Nuit' }, sequentialGuids(61));
    expect(addGroup(configuration, group).groups.at(-1)).toBe(group);
    const clash = createUserGroup({ users: [guards.users[0]!] }, sequentialGuids(62));
    expect(() => addGroup(configuration, clash)).toThrow(UserAlreadyInGroupError);
  });

  it('replaces a group and returns the same configuration when nothing changed', () => {
    const renamed = { ...guests, name: 'Visiteurs' };
    expect(replaceGroup(configuration, renamed).groups[3]).toBe(renamed);
    expect(replaceGroup(configuration, guests)).toBe(configuration);
  });
});

describe('group rights', () => {
  it("removes an entry, and refuses one the group does not hold: 'rights not in this group, can't remove it'", () => {
    const first = docks.rights[0]!;
    expect(rightsFor(removeRights(docks, first.id), first.id)).toBeUndefined();
    expect(() => removeRights(guests, first.id)).toThrow(RightsNotInGroupError);
    expect(() => removeRights(guests, first.id)).toThrow("rights not in this group, can't remove it");
  });

  it('calls an entry granting nothing empty (it is not written)', () => {
    expect(isEmptyRights(createRightsEntry('1-1'))).toBe(true);
    for (const flag of ['liveRead', 'consultation', 'exportation', 'ptzWrite'] as const) {
      expect(isEmptyRights(createRightsEntry('1-1', { [flag]: true }))).toBe(false);
    }
  });
});
