import { Alert, Button, HStack, Stack, Switch, Tabs, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { RightFlag } from '../../../domain/configuration/effective-rights';
import { validateName } from '../../../domain/configuration/field-validators';
import type { Guid } from '../../../domain/configuration/guid';
import type { RightsResources } from '../../../domain/configuration/rights-resources';
import type { UserGroup } from '../../../domain/configuration/user-group';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { problemText } from '../../configuration/problem-text';
import { useServices } from '../../services-context';
import { CommitInput } from '../../configuration/commit-input';
import { OtherRightsList } from './other-rights-list';
import { RIGHT_LABELS } from '../../configuration/words/rights-labels';
import { RightsMatrix } from './rights-matrix';
import { useDraftProblem } from './use-draft-problem';
import { useEdit } from './use-edit';
import type { UsersLocation } from './use-users-location';
import { deleteGroupEdit, grantRightsEdit, removeRightsEdit, renameGroupEdit, setGroupRootEdit } from './users-edits';
import { fieldId } from '../../configuration/field-id';
import { UserText } from '../../components/user-text';
import { useReadOnly } from '../../components/use-read-only';
import { UsersPanelFrame } from './users-panel-frame';

interface GroupPanelProps {
  readonly configuration: Configuration;
  readonly base: Configuration | undefined;
  readonly group: UserGroup;
  readonly resources: RightsResources;
  readonly tab: 'users' | 'rights';
  readonly go: (next: UsersLocation) => void;
}

/** One group: its name and root flag, its users, and its rights on every resource. */
export function GroupPanel({ configuration, base, group, resources, tab, go }: GroupPanelProps) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const { session } = useServices();
  const { run, refusal } = useEdit();
  const draftProblem = useDraftProblem();
  const [confirmUnroot, setConfirmUnroot] = useState(false);
  const groupName = group.name === '' ? t`Unnamed group` : group.name;
  const signedIn = session.credentials()?.user;
  const count = group.users.length;
  const holdsMe = signedIn !== undefined && group.users.some((user) => user.name === signedIn);

  const setRoot = (root: boolean) => run(setGroupRootEdit(group.id, root, root ? t`Make ${groupName} root` : t`Make ${groupName} not root`));
  const onGrant = useCallback(
    (ids: readonly Guid[], flags: readonly RightFlag[], value: boolean, target: string) => {
      const right = flags.length === 1 ? i18n._(RIGHT_LABELS[flags[0]!]) : t`all rights`;
      run(grantRightsEdit(group.id, ids, flags, value, base, value ? t`Grant ${right} on ${target} to ${groupName}` : t`Revoke ${right} on ${target} from ${groupName}`));
    },
    [run, group.id, base, groupName, i18n, t],
  );
  const onRemoveEntry = (resourceId: Guid, target: string) => run(removeRightsEdit(group.id, resourceId, t`Remove the rights of ${groupName} on ${target}`));
  const onDelete = () => {
    if (!run(deleteGroupEdit(group.id, t`Delete the group ${groupName}`))) go({});
  };

  return (
    <UsersPanelFrame
      icon="group"
      name={groupName}
      titleId="group-title"
      refusal={refusal}
      actions={
        readOnly ? null : (
          <Button variant="outline" colorPalette="red" onClick={onDelete}>
            <Icon name="delete" />
            <Trans>Delete the group</Trans>
          </Button>
        )
      }
    >
      <CommitInput
        key={`name-${group.id}`}
        id={fieldId(['groups', { id: group.id }, 'name'])}
        label={t`Group name`}
        value={group.name}
        problem={draftProblem(['groups', { id: group.id }, 'name'])}
        size="md"
        required
        parse={(typed) => {
          const problem = validateName(typed);
          return problem ? { ok: false, problem: problemText(i18n, problem) } : { ok: true, value: typed };
        }}
        onCommit={(name) => run(renameGroupEdit(group.id, name, t`Rename the group ${groupName} to ${name}`))}
      />
      <Stack gap="1">
        <Switch.Root checked={group.root} readOnly={readOnly} disabled={readOnly} onCheckedChange={(details) => (!details.checked && holdsMe ? setConfirmUnroot(true) : setRoot(details.checked))}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>
            <Trans>Root group</Trans>
          </Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          <Trans>The users of a root group may do everything, and only they may sign in to this console.</Trans>
        </Text>
      </Stack>
      <Tabs.Root value={tab} onValueChange={(details) => go({ group: group.id, tab: details.value === 'rights' ? 'rights' : 'users' })} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="users">
            <Trans>Users ({count})</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="rights">
            <Trans>Rights</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="users">
          <Stack gap="2">
            <Stack as="ul" listStyleType="none" gap="1">
              {group.users.map((user) => (
                <li key={user.id}>
                  <Button variant="ghost" justifyContent="start" w="full" onClick={() => go({ group: group.id, user: user.id })}>
                    <Icon name="person" />
                    {user.name === '' ? t`Unnamed user` : <UserText truncate>{user.name}</UserText>}
                  </Button>
                </li>
              ))}
            </Stack>
            {group.users.length === 0 ? (
              <Text color="fg.muted">
                <Trans>This group has no user: it may be deleted.</Trans>
              </Text>
            ) : null}
            {readOnly ? null : (
              <HStack>
                <Button colorPalette="primary" variant="outline" onClick={() => go({ group: group.id, user: 'new' })}>
                  <Icon name="person_add" />
                  <Trans>New user in {groupName}</Trans>
                </Button>
              </HStack>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="rights">
          {group.root ? (
            <Alert.Root status="info" mb="3">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>This group is root: its users may do everything, whatever the rights below say.</Trans>
              </Alert.Title>
            </Alert.Root>
          ) : null}
          <RightsMatrix group={group} resources={resources} onGrant={onGrant} />
          <OtherRightsList configuration={configuration} group={group} resources={resources} onRemove={onRemoveEntry} />
        </Tabs.Content>
      </Tabs.Root>
      <ConfirmDialog
        open={confirmUnroot}
        title={<Trans>Remove the root flag?</Trans>}
        confirmLabel={<Trans>Remove the root flag</Trans>}
        destructive
        onConfirm={() => {
          setConfirmUnroot(false);
          setRoot(false);
        }}
        onCancel={() => setConfirmUnroot(false)}
      >
        <Trans>You are signed in as {signedIn}, a user of {groupName}. Once saved, the users of a group that is not root can no longer sign in to this console.</Trans>
      </ConfirmDialog>
    </UsersPanelFrame>
  );
}
