import { msg } from '@lingui/core/macro';
import { validateRequired } from '../../../domain/configuration/field-validators';
import { addGroup, deleteGroup, replaceGroup } from '../../../domain/configuration/group-list';
import { createUserGroup, type UserGroup } from '../../../domain/configuration/user-group';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, hiddenField, nameField } from '../../configuration/field-kinds';
import { newGroupName } from './new-group-name';

export const GROUPS_PATH = ['groups'] as const;

/**
 * A user group, for the page table: the problems list and the review name a
 * group and its fields from it, and link them to this page. The page itself
 * edits groups, users and rights with its own panels.
 */
export const userGroupDescriptor: EntityDescriptor<UserGroup> = {
  kind: 'group',
  singular: msg`User group`,
  plural: msg`User groups`,
  location: { list: GROUPS_PATH },
  nameOf: (group) => group.name,
  create: (configuration) => createUserGroup({ name: newGroupName(configuration.groups) }),
  add: (configuration, group) => addGroup(configuration, group),
  remove: (configuration, group) => deleteGroup(configuration, group.id),
  markers: (group) => (group.root ? [msg`root`] : []),
  fields: {
    id: hiddenField(msg`Identifier`),
    name: nameField({ label: msg`Group name`, group: 'general', validate: validateRequired }),
    root: booleanField({
      label: msg`Root group`,
      help: msg`The users of a root group may do everything, and only they may sign in to this console.`,
      group: 'general',
      set: (root, { configuration, entity }) => replaceGroup(configuration, entity.root === root ? entity : { ...entity, root }),
    }),
    users: hiddenField(msg`Users`),
    rights: hiddenField(msg`Rights`),
  },
};
