import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Configuration } from '../../../domain/configuration/configuration';
import { rightsResources, rightsTarget } from '../../../domain/configuration/rights-resources';
import { addGroup, deleteGroup, replaceGroup } from '../../../domain/configuration/group-list';
import { createUserGroup, type RightsEntry, type User, type UserGroup } from '../../../domain/configuration/user-group';
import { groupHolds } from '../../../domain/configuration/search/configuration-search';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { booleanField, hiddenField, nameField, withFieldRules } from '../../configuration/field-kinds';
import { newGroupName } from './new-group-name';
import { RIGHT_LABELS, targetLabel } from '../../configuration/words/rights-labels';

/** The user panel's labels (user-panel.tsx, password-fields.tsx). */
const USER_LABELS = { name: msg`Username`, remote: msg`Remote access`, group: msg`Group`, password: msg`Password` };

function userName(i18n: I18n, user: unknown): string {
  const name = (user as User | undefined)?.name ?? '';
  return name === '' ? i18n._(msg`Unnamed user`) : name;
}

/** A rights entry by what it gives rights on, as the matrix and the other entries name it ("Entrance camera: Entrance (channel 1, stream 1)"). */
function rightsEntryLabel(i18n: I18n, entry: unknown, configuration: Configuration): string {
  const id = (entry as RightsEntry | undefined)?.id ?? '';
  const resources = rightsResources(configuration);
  const target = rightsTarget(configuration, resources, id);
  return target.kind === 'dangling' ? id : targetLabel(i18n, target, resources.ownerByKey);
}

export const GROUPS_PATH = ['groups'] as const;

/**
 * A user group, for the page table: the problems list and the review name a
 * group and its fields from it, and link them to this page. The page itself
 * edits groups, users and rights with its own panels.
 */
export const userGroupDescriptor: EntityDescriptor<UserGroup> = withFieldRules('groups', {
  kind: 'group',
  singular: msg`User group`,
  plural: msg`User groups`,
  location: { list: GROUPS_PATH },
  nameOf: (group) => group.name,
  create: (configuration) => createUserGroup({ name: newGroupName(configuration.groups) }),
  add: (configuration, group) => addGroup(configuration, group),
  remove: (configuration, group) => deleteGroup(configuration, group.id),
  markers: (group) => (group.root ? [msg`root`] : []),
  // The search finds a group's users too, each opening the group.
  search: { kinds: { user: msg`User` }, within: groupHolds },
  fields: {
    id: hiddenField(msg`Identifier`),
    name: nameField({ label: msg`Group name`, group: 'general' }),
    root: booleanField({
      label: msg`Root group`,
      help: msg`The users of a root group may do everything, and only they may sign in to this console.`,
      group: 'general',
      set: (root, { configuration, entity }) => replaceGroup(configuration, entity.root === root ? entity : { ...entity, root }),
    }),
    users: hiddenField(msg`Users`, { item: (i18n, user) => [userName(i18n, user)], fields: USER_LABELS }),
    rights: hiddenField(msg`Rights`, { item: (i18n, entry, { configuration }) => [rightsEntryLabel(i18n, entry, configuration)], fields: RIGHT_LABELS }),
  },
});
