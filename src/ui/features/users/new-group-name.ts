import type { UserGroup } from '../../../domain/configuration/user-group';

/**
 * The name of a new group. The specification gives none; like its other
 * defaults ('New Contact', 'New calendar') it is English and kept in the
 * document as typed, numbered when taken so two new groups stay apart.
 */
const NEW_GROUP_NAME = 'New group';

export function newGroupName(groups: readonly Pick<UserGroup, 'name'>[]): string {
  const taken = new Set(groups.map((group) => group.name));
  if (!taken.has(NEW_GROUP_NAME)) return NEW_GROUP_NAME;
  let number = 2;
  while (taken.has(`${NEW_GROUP_NAME} ${number}`)) number++;
  return `${NEW_GROUP_NAME} ${number}`;
}
