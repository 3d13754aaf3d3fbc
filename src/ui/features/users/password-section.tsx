import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { CryptedString } from '../../../domain/configuration/crypted-string';
import type { User } from '../../../domain/configuration/user-group';
import { PasswordFields, type PasswordValues } from './password-fields';
import { useEdit } from './use-edit';
import { setPasswordEdit } from './users-edits';
import { fieldId } from '../../configuration/field-id';
import { passwordProblems, type PasswordProblems } from './users-messages';
import { useReadOnly } from '../../components/use-read-only';
import { ErrorAlert } from '../../components/alert-text';

const EMPTY: PasswordValues = { password: '', confirmation: '' };

interface PasswordSectionProps {
  readonly user: User;
  /** The user's password as the appliance holds it (the loaded document), if the user was there. */
  readonly stored: CryptedString | undefined;
  readonly groupId: string;
  readonly onProblems: (problems: PasswordProblems) => void;
}

/** 'new' once set in the draft; 'stored' while it is the appliance's (in clear or encrypted); 'none' when empty. */
function passwordState(password: CryptedString, stored: CryptedString | undefined): 'none' | 'stored' | 'new' {
  if (password.crypted) return 'stored';
  if (password.value === '') return 'none';
  return stored !== undefined && !stored.crypted && stored.value === password.value ? 'stored' : 'new';
}

/**
 * Whether a password is stored, never the password itself (the appliance's
 * ciphertext is not shown), and a new one with its confirmation. Setting it
 * writes it in clear, without the crypted flag: the appliance encrypts it.
 */
export function PasswordSection({ user, stored, groupId, onProblems }: PasswordSectionProps) {
  const { t } = useLingui();
  const readOnly = useReadOnly();
  const { run, refusal } = useEdit();
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [done, setDone] = useState(false);
  const name = user.name === '' ? t`Unnamed user` : user.name;
  const base = ['groups', { id: groupId }, 'users', { id: user.id }, 'password'] as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(values.password, values.confirmation);
    setProblems(found);
    onProblems(found);
    setDone(false);
    if (found.password || found.confirmation) return;
    if (!run(setPasswordEdit(user.id, values.password, t`Set the password of ${name}`))) {
      setValues(EMPTY);
      setDone(true);
    }
  };

  const state = passwordState(user.password, stored);
  const status =
    state === 'stored' ? (
      <Trans>A password is stored on the appliance.</Trans>
    ) : state === 'new' ? (
      <Trans>A new password is set; it reaches the appliance when the configuration is saved.</Trans>
    ) : (
      <Trans>No password is set.</Trans>
    );

  return (
    <Box as="section" aria-labelledby="password-title">
      <Heading as="h3" size="sm" id="password-title" mb="2">
        <Trans>Password</Trans>
      </Heading>
      <Text mb="3" data-testid="password-status">
        {status}
      </Text>
      {readOnly ? null : (
        <form onSubmit={submit} noValidate aria-label={t`Change the password`}>
          <Stack gap="3">
            <PasswordFields
              values={values}
              problems={problems}
              ids={{ password: fieldId([...base, 'new']), confirmation: fieldId([...base, 'confirmation']) }}
              onChange={(next) => {
                setValues(next);
                setDone(false);
              }}
              passwordLabel={t`New password`}
            />
            <ErrorAlert title={refusal} />
            <HStack>
              <Button type="submit" variant="outline">
                <Trans>Set the password</Trans>
              </Button>
              {done ? (
                <Text role="status" color="fg.success">
                  <Trans>Password set; save the configuration to send it.</Trans>
                </Text>
              ) : null}
            </HStack>
          </Stack>
        </form>
      )}
    </Box>
  );
}
