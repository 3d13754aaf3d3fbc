import { describe, expect, it } from 'vitest';
import { MOTHER_RESOURCES } from '../../../test/mothers/configuration.mother';
import { aConfigurationWithDevices } from '../../../test/mothers/device-configuration.mother';
import { effectiveRights } from './effective-rights';
import { createRightsEntry, type UserGroup } from './user-group';

const configuration = aConfigurationWithDevices();
const [administrators, docks, guards] = configuration.groups as readonly [UserGroup, UserGroup, UserGroup, UserGroup];

describe('effective rights', () => {
  it('grants everything to a user of a root group, whatever its entries say', () => {
    const admin = administrators.users[0]!;
    expect(effectiveRights(configuration, admin.id, MOTHER_RESOURCES.entrance)).toEqual({
      rights: { liveRead: true, consultation: true, exportation: true, ptzWrite: true },
      reason: 'root-group',
      group: administrators,
      entry: undefined,
    });
  });

  it("gives a user of another group exactly its group's entry for the resource", () => {
    const zoe = docks.users[0]!;
    const result = effectiveRights(configuration, zoe.id, MOTHER_RESOURCES.entrance);
    expect(result.reason).toBe('group-entry');
    expect(result.group).toBe(docks);
    expect(result.entry).toBe(docks.rights[0]);
    expect(result.rights).toEqual({ liveRead: true, consultation: true, exportation: false, ptzWrite: false });
  });

  it('gives nothing, and says so, when the group has no entry for the resource', () => {
    const soren = guards.users[0]!;
    const result = effectiveRights(configuration, soren.id, MOTHER_RESOURCES.entrance);
    expect(result).toEqual({ rights: { liveRead: false, consultation: false, exportation: false, ptzWrite: false }, reason: 'no-entry', group: guards });
  });

  it('gives nothing to a user that no group holds', () => {
    expect(effectiveRights(configuration, 'nobody-1', MOTHER_RESOURCES.entrance)).toEqual({
      rights: { liveRead: false, consultation: false, exportation: false, ptzWrite: false },
      reason: 'no-group',
    });
  });

  it('reads an entry granting nothing as the group entry deciding nothing', () => {
    const soren = guards.users[0]!;
    const withEmpty = { ...configuration, groups: configuration.groups.map((group) => (group === guards ? { ...group, rights: [createRightsEntry(MOTHER_RESOURCES.parking)] } : group)) };
    const result = effectiveRights(withEmpty, soren.id, MOTHER_RESOURCES.parking);
    expect(result.reason).toBe('group-entry');
    expect(Object.values(result.rights).some(Boolean)).toBe(false);
  });
});
