import { Field, Flex, Input } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { PasswordInput } from '../../components/password-input';
import type { Credentials } from './new-devices';

/** A user and a password for new devices; an empty user adds them without authentication. */
export function CredentialsFields({ value, onChange }: { readonly value: Credentials; readonly onChange: (value: Credentials) => void }) {
  return (
    <Flex gap="3" wrap="wrap">
      <Field.Root flex="1" minW="48">
        <Field.Label>
          <Trans>Device user</Trans>
        </Field.Label>
        <Input autoComplete="off" value={value.user} onChange={(event) => onChange({ ...value, user: event.target.value })} />
      </Field.Root>
      <Field.Root flex="1" minW="48">
        <Field.Label>
          <Trans>Device password</Trans>
        </Field.Label>
        <PasswordInput autoComplete="new-password" value={value.password} onChange={(event) => onChange({ ...value, password: event.target.value })} />
      </Field.Root>
    </Flex>
  );
}
