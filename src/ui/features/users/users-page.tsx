import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import { generateGuid } from '../../../domain/configuration/guid';
import { rightsResources } from '../../../domain/configuration/rights-resources';
import { createUserGroup } from '../../../domain/configuration/user-group';
import { CorruptedItems } from '../../configuration/corrupted-items';
import { fieldId } from '../../configuration/field-id';
import { PageHeading } from '../../configuration/page-heading';
import { useDraft, useWorkspace } from '../../configuration/use-workspace';
import { GroupPanel } from './group-panel';
import { GroupsList } from './groups-list';
import { newGroupName } from './new-group-name';
import { NewUserForm, newUserFieldIds } from './new-user-form';
import { useEdit } from './use-edit';
import { useUsersLocation } from './use-users-location';
import { UserPanel } from './user-panel';
import { addGroupEdit } from './users-edits';
import type { UserProblem } from './users-messages';
import { UsersProblems, type LocalProblem } from './users-problems';

const selectBase = (state: WorkspaceState) => state.base?.configuration;
/** Groups and the users in them that the model could not read are listed under the groups. */
const GROUPS_PATHS = [['groups']];
const selectStatus = (state: WorkspaceState) => state.status;

/**
 * Users and groups: the groups with their users beside the open group or
 * user, which the URL names. Every change is one step of the workspace's
 * history; nothing reaches the appliance before the save.
 */
export function UsersPage() {
  const { t } = useLingui();
  const draft = useDraft();
  const base = useWorkspace(selectBase);
  const status = useWorkspace(selectStatus);
  const [location, go] = useUsersLocation();
  const { run, refusal } = useEdit();
  const [local, setLocal] = useState<readonly LocalProblem[]>([]);
  const resources = useMemo(
    () => (draft ? rightsResources({ devices: draft.devices, calendars: draft.calendars, accesses: draft.accesses, controller: draft.controller }) : undefined),
    [draft?.devices, draft?.calendars, draft?.accesses, draft?.controller], // eslint-disable-line react-hooks/exhaustive-deps
  );

  if (!draft || !resources) {
    return (
      <Stack gap="4">
        <PageHeading />
        <Text>{status === 'invalid' ? <Trans>The appliance's configuration could not be read.</Trans> : <Trans>No configuration is loaded.</Trans>}</Text>
      </Stack>
    );
  }

  const group = draft.groups.find((each) => each.id === location.group);
  const user = location.user && location.user !== 'new' ? group?.users.find((each) => each.id === location.user) : undefined;
  const open = group !== undefined;

  const newGroup = () => {
    const createdName = newGroupName(draft.groups);
    const created = createUserGroup({ name: createdName }, generateGuid);
    if (!run(addGroupEdit(created, t`Create the group ${createdName}`))) go({ group: created.id });
  };
  const report =
    <F extends string>(where: Readonly<Record<F, string>>) =>
    (found: Partial<Readonly<Record<F, UserProblem>>>) =>
      setLocal((Object.keys(where) as F[]).flatMap((field) => (found[field] ? [{ fieldId: where[field], problem: found[field] }] : [])));

  let detail = null;
  if (group && location.user === 'new') detail = <NewUserForm group={group} go={go} onProblems={report(newUserFieldIds(group.id))} />;
  else if (group && user) {
    const at = (field: string) => fieldId(['groups', { id: group.id }, 'users', { id: user.id }, 'password', field]);
    detail = <UserPanel configuration={draft} base={base} group={group} user={user} resources={resources} go={go} onProblems={report({ password: at('new'), confirmation: at('confirmation') })} />;
  } else if (group) detail = <GroupPanel configuration={draft} base={base} group={group} resources={resources} tab={location.tab ?? 'users'} go={go} />;

  return (
    <Stack gap="4">
      <PageHeading />
      {refusal ? (
        <Text role="alert" color="fg.error">
          {refusal}
        </Text>
      ) : null}
      <UsersProblems local={local} />
      <Flex direction={{ base: 'column', lg: 'row' }} gap="6" align="start">
        <Box w={{ base: 'full', lg: '64', '2xl': '80' }} flexShrink={0} display={{ base: open ? 'none' : 'block', lg: 'block' }}>
          <GroupsList groups={draft.groups} location={location} onOpen={go} onNewGroup={newGroup} />
          <Box mt="4">
            <CorruptedItems under={GROUPS_PATHS} />
          </Box>
        </Box>
        <Box flex="1" minW="0" w="full">
          {detail ?? (
            <Text color="fg.muted" display={{ base: 'none', lg: 'block' }}>
              <Trans>Choose a group or a user.</Trans>
            </Text>
          )}
        </Box>
      </Flex>
    </Stack>
  );
}
