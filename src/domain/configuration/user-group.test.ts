import { describe, expect, it } from 'vitest';
import { sequentialGuids } from './guid';
import { createRightsEntry, createUser, createUserGroup } from './user-group';

describe('user group defaults', () => {
  it('user group: generated id, not root, no users or rights; rights default to false', () => {
    const group = createUserGroup({ name: 'Opérateurs' }, sequentialGuids(3));
    expect(group).toEqual({ id: '3-1', name: 'Opérateurs', root: false, users: [], rights: [] });
    expect(createRightsEntry('7-7')).toEqual({ id: '7-7', liveRead: false, consultation: false, exportation: false, ptzWrite: false });
    expect(createUser({ name: 'zoë' }, sequentialGuids(3))).toEqual({ id: '3-1', name: 'zoë', password: { value: '', crypted: false }, remote: false });
  });
});
