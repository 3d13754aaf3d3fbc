import { Button, Field, HStack, NativeSelect, Separator, Switch } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { RightsResources } from '../../../domain/configuration/rights-resources';
import type { User, UserGroup } from '../../../domain/configuration/user-group';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Icon } from '../../components/icon';
import { useServices } from '../../services-context';
import { EffectiveRightsPanel } from './effective-rights-panel';
import { CommitInput } from '../../configuration/commit-input';
import { PasswordSection } from './password-section';
import { useDraftProblem } from './use-draft-problem';
import { useEdit } from './use-edit';
import type { UsersLocation } from './use-users-location';
import { deleteUserEdit, moveUserEdit, updateUserEdit } from './users-edits';
import { fieldId } from '../../configuration/field-id';
import { nameProblem, userProblemText, type PasswordProblems } from './users-messages';
import { useReadOnly } from '../../components/use-read-only';
import { UsersPanelFrame } from './users-panel-frame';

interface UserPanelProps {
  readonly configuration: Configuration;
  /** The configuration as loaded from the appliance: what "stored" means for the password. */
  readonly base: Configuration | undefined;
  readonly group: UserGroup;
  readonly user: User;
  readonly resources: RightsResources;
  readonly go: (next: UsersLocation) => void;
  readonly onProblems: (problems: PasswordProblems) => void;
}

/** One user: name, password, remote access, its group (moving it), deletion, and what it may do. */
export function UserPanel({ configuration, base, group, user, resources, go, onProblems }: UserPanelProps) {
  const { t, i18n } = useLingui();
  const readOnly = useReadOnly();
  const { session } = useServices();
  const { run, refusal } = useEdit();
  const draftProblem = useDraftProblem();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const name = user.name === '' ? t`Unnamed user` : user.name;
  const at = (field: string) => fieldId(['groups', { id: group.id }, 'users', { id: user.id }, field]);
  const groupName = group.name;
  const isMe = session.credentials()?.user === user.name;
  const stored = base?.groups.flatMap((each) => each.users).find((each) => each.id === user.id)?.password;

  const remove = () => {
    setConfirmDelete(false);
    if (!run(deleteUserEdit(group.id, user.id, t`Delete the user ${name}`))) go({ group: group.id });
  };
  const move = (toGroupId: string) => {
    const target = configuration.groups.find((each) => each.id === toGroupId);
    const targetName = target?.name ?? '';
    if (!run(moveUserEdit(user.id, toGroupId, t`Move ${name} to ${targetName}`))) go({ group: toGroupId, user: user.id });
  };

  return (
    <UsersPanelFrame
      icon="person"
      name={name}
      titleId="user-title"
      refusal={refusal}
      actions={
        <HStack>
          <Button variant="ghost" onClick={() => go({ group: group.id })}>
            <Icon name="arrow_back" />
            <Trans>Back to {groupName}</Trans>
          </Button>
          {readOnly ? null : (
            <Button variant="outline" colorPalette="red" onClick={() => (isMe ? setConfirmDelete(true) : remove())}>
              <Icon name="person_remove" />
              <Trans>Delete the user</Trans>
            </Button>
          )}
        </HStack>
      }
    >
      <CommitInput
        key={`name-${user.id}`}
        id={at('name')}
        label={t`Username`}
        value={user.name}
        problem={draftProblem(['groups', { id: group.id }, 'users', { id: user.id }, 'name'])}
        size="md"
        required
        parse={(typed) => {
          const problem = nameProblem(typed);
          return problem ? { ok: false, problem: userProblemText(i18n, problem) } : { ok: true, value: typed };
        }}
        onCommit={(typed) => run(updateUserEdit(user.id, { name: typed }, t`Rename the user ${name} to ${typed}`))}
      />
      <Switch.Root checked={user.remote} readOnly={readOnly} disabled={readOnly} onCheckedChange={(details) => run(updateUserEdit(user.id, { remote: details.checked }, details.checked ? t`Allow remote access to ${name}` : t`Refuse remote access to ${name}`))}>
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>
          <Trans>Remote access</Trans>
        </Switch.Label>
      </Switch.Root>
      <Field.Root id={at('group')} readOnly={readOnly} disabled={readOnly}>
        <Field.Label>
          <Trans>Group</Trans>
        </Field.Label>
        <NativeSelect.Root disabled={readOnly}>
          <NativeSelect.Field value={group.id} onChange={(event) => move(event.target.value)}>
            {configuration.groups.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name === '' ? t`Unnamed group` : each.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>
          <Trans>A user belongs to one group; choosing another moves it there.</Trans>
        </Field.HelperText>
      </Field.Root>
      <Separator />
      <PasswordSection key={`password-${user.id}`} user={user} stored={stored} groupId={group.id} onProblems={onProblems} />
      <Separator />
      <EffectiveRightsPanel configuration={configuration} user={user} resources={resources} />
      <ConfirmDialog
        open={confirmDelete}
        title={<Trans>Delete your own user?</Trans>}
        confirmLabel={<Trans>Delete the user</Trans>}
        destructive
        onConfirm={remove}
        onCancel={() => setConfirmDelete(false)}
      >
        <Trans>You are signed in as {name}. Once saved, this user can no longer sign in.</Trans>
      </ConfirmDialog>
    </UsersPanelFrame>
  );
}
