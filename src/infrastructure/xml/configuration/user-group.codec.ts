import { entity } from '../entity';
import { notInDocument, withDefault } from '../leaf';
import { list } from '../list';
import { cryptedString, guidIdentifier } from '../special-values';
import { boolean, text } from '../values';
import type { RightsEntry, User, UserGroup } from '../../../domain/configuration/user-group';

const userCodec = entity<User>('User', { id: guidIdentifier(), name: text(), password: cryptedString(), remote: boolean(), group: notInDocument() });

const granted = () => withDefault(boolean(), false);

/** A flag left out grants nothing (the specification's default false). */
export const rightsEntryCodec = entity<RightsEntry>('RightsEntry', {
  id: guidIdentifier(), liveRead: granted(), consultation: granted(), exportation: granted(), ptzWrite: granted(),
});

/** An entry with every flag false grants nothing and is not written. */
function grantsNothing(entry: RightsEntry): boolean {
  return !entry.liveRead && !entry.consultation && !entry.exportation && !entry.ptzWrite;
}

export const userGroupCodec = entity<UserGroup>('UserGroup', {
  id: guidIdentifier(), name: text(), root: boolean(),
  users: list('user', userCodec, { key: (user) => user.id }),
  rights: list('right', rightsEntryCodec, { key: (entry) => entry.id, omit: grantsNothing }),
});
