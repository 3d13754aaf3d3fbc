import { plainString, type CryptedString } from './crypted-string';
import { generateGuid, type Guid, type GuidGenerator } from './guid';

/** A person who may sign in; a user belongs to at most one group. */
export interface User {
  readonly id: Guid;
  readonly name: string;
  readonly password: CryptedString;
  readonly remote: boolean;
  /**
   * The group's id where the document records it on the user. Membership is
   * the group's `users` list; the operations here never fill this in.
   */
  readonly group?: Guid;
}

export function createUser(fields: Partial<User> = {}, newGuid: GuidGenerator = generateGuid): User {
  return { id: fields.id ?? newGuid(), name: '', password: plainString(), remote: false, ...fields };
}

/** What a group may do with one resource (a stream); every flag defaults to false. */
export interface RightsEntry {
  /** The guid of the resource. */
  readonly id: Guid;
  readonly liveRead: boolean;
  readonly consultation: boolean;
  readonly exportation: boolean;
  readonly ptzWrite: boolean;
}

export function createRightsEntry(id: Guid, fields: Partial<Omit<RightsEntry, 'id'>> = {}): RightsEntry {
  return { liveRead: false, consultation: false, exportation: false, ptzWrite: false, ...fields, id };
}

/** An entry granting nothing: it is not written to the document. */
export function isEmptyRights(entry: RightsEntry): boolean {
  return !entry.liveRead && !entry.consultation && !entry.exportation && !entry.ptzWrite;
}

export interface UserGroup {
  readonly id: Guid;
  readonly name: string;
  readonly root: boolean;
  readonly users: readonly User[];
  readonly rights: readonly RightsEntry[];
}

export function createUserGroup(fields: Partial<UserGroup> = {}, newGuid: GuidGenerator = generateGuid): UserGroup {
  return { id: fields.id ?? newGuid(), name: '', root: false, users: [], rights: [], ...fields };
}
