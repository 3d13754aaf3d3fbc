import { entity } from '../entity';
import { notInDocument } from '../leaf';
import { list } from '../list';
import { cryptedString, guidIdentifier } from '../special-values';
import { boolean, text } from '../values';
import type { RightsEntry, User, UserGroup } from '../../../domain/configuration/user-group';

export const userCodec = entity<User>('User', { id: guidIdentifier(), name: text(), password: cryptedString(), remote: boolean(), group: notInDocument() });

export const rightsEntryCodec = entity<RightsEntry>('RightsEntry', {
  id: guidIdentifier(), liveRead: boolean(), consultation: boolean(), exportation: boolean(), ptzWrite: boolean(),
});

/** An entry with every flag false grants nothing and is not written. */
export function grantsNothing(entry: RightsEntry): boolean {
  return !entry.liveRead && !entry.consultation && !entry.exportation && !entry.ptzWrite;
}

export const userGroupCodec = entity<UserGroup>('UserGroup', {
  id: guidIdentifier(), name: text(), root: boolean(),
  users: list('user', userCodec, { key: (user) => user.id }),
  rights: list('right', rightsEntryCodec, { key: (entry) => entry.id, omit: grantsNothing }),
});
