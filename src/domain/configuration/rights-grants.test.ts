import { describe, expect, it } from 'vitest';
import { aGroupWithUsers, MOTHER_RESOURCES } from '../../../test/mothers/configuration.mother';
import { grantRights, rightsIndex } from './rights-grants';
import { createRightsEntry } from './user-group';

const group = aGroupWithUsers();
const [entrance, parking] = group.rights;

describe('granting rights', () => {
  it('sets one flag on an existing entry, keeping the other entries and their order', () => {
    const next = grantRights(group, [MOTHER_RESOURCES.entrance], ['exportation'], true);
    expect(next.rights.map((entry) => entry.id)).toEqual([MOTHER_RESOURCES.entrance, MOTHER_RESOURCES.parking]);
    expect(next.rights[0]).toEqual({ ...entrance, exportation: true });
    expect(next.rights[1]).toBe(parking);
  });

  it('adds an entry at the end for a resource the group had none for, and only when granting', () => {
    const next = grantRights(group, ['5-5'], ['liveRead'], true);
    expect(next.rights.at(-1)).toEqual(createRightsEntry('5-5', { liveRead: true }));
    expect(grantRights(group, ['5-5'], ['liveRead'], false)).toBe(group);
  });

  it('returns the same group when nothing changes', () => {
    expect(grantRights(group, [MOTHER_RESOURCES.entrance], ['liveRead', 'consultation'], true)).toBe(group);
    expect(grantRights(group, [], ['liveRead'], true)).toBe(group);
  });

  it('drops an entry left granting nothing, so that the group never holds an empty entry it did not have', () => {
    const granted = grantRights(group, ['5-5'], ['ptzWrite'], true);
    const back = grantRights(granted, ['5-5'], ['ptzWrite'], false);
    expect(back.rights).toEqual(group.rights);
    const cleared = grantRights(group, [MOTHER_RESOURCES.entrance], ['liveRead', 'consultation'], false);
    expect(cleared.rights.map((entry) => entry.id)).toEqual([MOTHER_RESOURCES.parking]);
  });

  it('keeps in place an emptied entry the loaded document held, so that granting again restores it where it was', () => {
    const keepEmpty = (id: string) => id === MOTHER_RESOURCES.entrance;
    const cleared = grantRights(group, [MOTHER_RESOURCES.entrance], ['liveRead', 'consultation'], false, { keepEmpty });
    expect(cleared.rights[0]).toEqual(createRightsEntry(MOTHER_RESOURCES.entrance));
    const back = grantRights(cleared, [MOTHER_RESOURCES.entrance], ['liveRead', 'consultation'], true, { keepEmpty });
    expect(back.rights).toEqual(group.rights);
  });

  it('sets a whole column over thousands of resources in one pass', () => {
    const ids = Array.from({ length: 20_000 }, (_, index) => `8-${index}`);
    const next = grantRights(group, ids, ['liveRead', 'consultation', 'exportation', 'ptzWrite'], true);
    expect(next.rights).toHaveLength(20_002);
    const index = rightsIndex(next);
    expect(ids.every((id) => index.get(id)?.exportation === true)).toBe(true);
    const off = grantRights(next, ids, ['liveRead', 'consultation', 'exportation', 'ptzWrite'], false);
    expect(off.rights).toEqual(group.rights);
  });
});
