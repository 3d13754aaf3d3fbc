import { Box, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useReducer } from 'react';
import type { WorkspaceState } from '../../../application/configuration-workspace/configuration-workspace';
import type { Configuration } from '../../../domain/configuration/configuration';
import { generateGuid } from '../../../domain/configuration/guid';
import { rightsResources } from '../../../domain/configuration/rights-resources';
import { createUserGroup } from '../../../domain/configuration/user-group';
import { fieldId } from '../../configuration/field-id';
import { ListDetailGrid } from '../../configuration/list-detail-layout';
import { PageHeading } from '../../configuration/page-heading';
import { RequireDraft } from '../../configuration/require-draft';
import { useWorkspace } from '../../configuration/use-workspace';
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
import { useReadOnly } from '../../components/use-read-only';
import { AlertText } from '../../components/alert-text';

const selectBase = (state: WorkspaceState) => state.base?.configuration;
/** Groups and the users in them that the model could not read are listed under the groups. */
const GROUPS_PATHS = [['groups']];

/** The forms' own problems (a refused name, a password not confirmed), which never reach the draft. */
type LocalProblemsAction = { readonly kind: 'report'; readonly problems: readonly LocalProblem[] };

function localProblems(current: readonly LocalProblem[], action: LocalProblemsAction): readonly LocalProblem[] {
  // The same problems as before keep their identity, so the list does not re-render.
  const same = current.length === action.problems.length && current.every((each, index) => each.fieldId === action.problems[index]!.fieldId && each.problem === action.problems[index]!.problem);
  return same ? current : action.problems;
}

/**
 * Users and groups: the groups with their users beside the open group or
 * user, which the URL names, in the list/detail layout of every
 * configuration page. Every change is one step of the workspace's history;
 * nothing reaches the appliance before the save.
 */
export function UsersPage() {
  return <RequireDraft>{(draft) => <Users draft={draft} />}</RequireDraft>;
}

function Users({ draft }: { readonly draft: Configuration }) {
  const { t } = useLingui();
  const base = useWorkspace(selectBase);
  const [location, go] = useUsersLocation();
  const { run, refusal } = useEdit();
  const readOnly = useReadOnly();
  const [local, dispatch] = useReducer(localProblems, []);
  const resources = useMemo(
    () => rightsResources({ devices: draft.devices, calendars: draft.calendars, accesses: draft.accesses, controller: draft.controller }),
    [draft.devices, draft.calendars, draft.accesses, draft.controller],
  );

  const group = draft.groups.find((each) => each.id === location.group);
  const user = location.user && location.user !== 'new' ? group?.users.find((each) => each.id === location.user) : undefined;

  const newGroup = () => {
    const createdName = newGroupName(draft.groups);
    const created = createUserGroup({ name: createdName }, generateGuid);
    if (!run(addGroupEdit(created, t`Create the group ${createdName}`))) go({ group: created.id });
  };
  const report =
    <F extends string>(where: Readonly<Record<F, string>>) =>
    (found: Partial<Readonly<Record<F, UserProblem>>>) =>
      dispatch({ kind: 'report', problems: (Object.keys(where) as F[]).flatMap((field) => (found[field] ? [{ fieldId: where[field], problem: found[field] }] : [])) });

  let detail = null;
  // A console that may only read creates no user: a link to the new user's form shows the group.
  if (group && location.user === 'new' && !readOnly) detail = <NewUserForm group={group} go={go} onProblems={report(newUserFieldIds(group.id))} />;
  else if (group && user) {
    const at = (field: string) => fieldId(['groups', { id: group.id }, 'users', { id: user.id }, 'password', field]);
    detail = <UserPanel configuration={draft} base={base} group={group} user={user} resources={resources} go={go} onProblems={report({ password: at('new'), confirmation: at('confirmation') })} />;
  } else if (group) detail = <GroupPanel configuration={draft} base={base} group={group} resources={resources} tab={location.tab ?? 'users'} go={go} />;

  return (
    <Stack gap="4">
      <PageHeading />
      <AlertText>{refusal}</AlertText>
      <UsersProblems local={local} />
      <ListDetailGrid
        open={group !== undefined}
        hint={<Trans>Choose a group or a user.</Trans>}
        corrupted={GROUPS_PATHS}
        list={<GroupsList groups={draft.groups} location={location} onOpen={go} onNewGroup={readOnly ? undefined : newGroup} />}
        detail={
          detail ? (
            <Box minW="0" w="full">
              {detail}
            </Box>
          ) : null
        }
      />
    </Stack>
  );
}
