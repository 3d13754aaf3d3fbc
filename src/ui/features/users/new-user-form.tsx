import { Button, Checkbox, Field, Heading, HStack, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useReducer, type FormEvent } from 'react';
import { plainString } from '../../../domain/configuration/crypted-string';
import { createUser, type UserGroup } from '../../../domain/configuration/user-group';
import { Icon } from '../../components/icon';
import { PasswordFields } from './password-fields';
import { useEdit } from './use-edit';
import type { UsersLocation } from './use-users-location';
import { addUserEdit } from './users-edits';
import { fieldId } from '../../configuration/field-id';
import { nameProblem, passwordProblems, userProblemText, type UserProblem } from './users-messages';
import { ErrorAlert } from '../../components/alert-text';

export interface NewUserProblems {
  readonly name?: UserProblem;
  readonly password?: UserProblem;
  readonly confirmation?: UserProblem;
}

/** Field ids of the creation form, for the problems list. */
export function newUserFieldIds(groupId: string) {
  const at = (field: string) => fieldId(['groups', { id: groupId }, 'users', 'new', field]);
  return { name: at('name'), password: at('password'), confirmation: at('confirmation') };
}

/** What the creation form holds until the user reaches the draft. */
interface NewUserState {
  readonly name: string;
  readonly passwords: { readonly password: string; readonly confirmation: string };
  readonly remote: boolean;
  readonly problems: NewUserProblems;
}

type NewUserAction =
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'passwords'; readonly passwords: NewUserState['passwords'] }
  | { readonly kind: 'remote'; readonly remote: boolean }
  | { readonly kind: 'checked'; readonly problems: NewUserProblems };

const EMPTY: NewUserState = { name: '', passwords: { password: '', confirmation: '' }, remote: false, problems: {} };

function newUser(state: NewUserState, action: NewUserAction): NewUserState {
  switch (action.kind) {
    case 'name':
      return { ...state, name: action.name };
    case 'passwords':
      return { ...state, passwords: action.passwords };
    case 'remote':
      return { ...state, remote: action.remote };
    case 'checked':
      return { ...state, problems: action.problems };
  }
}

/**
 * A new user of a group: a name and a password (with its confirmation) are
 * required before it reaches the draft, so the configuration never holds a
 * user that anyone could sign in as without a password.
 */
export function NewUserForm({ group, go, onProblems }: { readonly group: UserGroup; readonly go: (next: UsersLocation) => void; readonly onProblems: (problems: NewUserProblems) => void }) {
  const { t, i18n } = useLingui();
  const { run, refusal } = useEdit();
  const [{ name, passwords, remote, problems }, dispatch] = useReducer(newUser, EMPTY);
  const ids = newUserFieldIds(group.id);
  const groupName = group.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: NewUserProblems = { name: nameProblem(name), ...passwordProblems(passwords.password, passwords.confirmation) };
    dispatch({ kind: 'checked', problems: found });
    onProblems(found);
    if (found.name || found.password || found.confirmation) return;
    const user = createUser({ name: name.trim(), password: plainString(passwords.password), remote });
    const userName = user.name;
    if (!run(addUserEdit(group.id, user, t`Add the user ${userName} to ${groupName}`))) go({ group: group.id, user: user.id });
  };

  return (
    <Stack as="section" aria-labelledby="new-user-title" gap="5">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="lg" id="new-user-title" display="flex" alignItems="center" gap="2">
          <Icon name="person_add" />
          <Trans>New user in {groupName}</Trans>
        </Heading>
        <Button variant="ghost" onClick={() => go({ group: group.id })}>
          <Icon name="arrow_back" />
          <Trans>Back to {groupName}</Trans>
        </Button>
      </HStack>
      <form onSubmit={submit} noValidate aria-label={t`New user`}>
        <Stack gap="4">
          <Field.Root id={ids.name} invalid={problems.name !== undefined} required>
            <Field.Label>
              <Trans>Username</Trans>
            </Field.Label>
            <Input value={name} autoFocus autoComplete="off" onChange={(event) => dispatch({ kind: 'name', name: event.target.value })} />
            <Field.ErrorText>{problems.name ? userProblemText(i18n, problems.name) : null}</Field.ErrorText>
          </Field.Root>
          <PasswordFields values={passwords} problems={problems} ids={ids} onChange={(next) => dispatch({ kind: 'passwords', passwords: next })} passwordLabel={t`Password`} />
          <Checkbox.Root checked={remote} onCheckedChange={(details) => dispatch({ kind: 'remote', remote: details.checked === true })}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>Remote access</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
          <ErrorAlert title={refusal} />
          <HStack>
            <Button type="submit" colorPalette="primary">
              <Trans>Create the user</Trans>
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
