import { Field, Flex, Input } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PasswordInput } from '../../components/password-input';
import type { Credentials } from './new-devices';

/** One of the two fields, sharing the row with the other. */
function Half({ label, children }: { readonly label: ReactNode; readonly children: ReactNode }) {
  return (
    <Field.Root flex="1" minW="48">
      <Field.Label>{label}</Field.Label>
      {children}
    </Field.Root>
  );
}

/** A user and a password for new devices; an empty user adds them without authentication. */
export function CredentialsFields({ value, onChange }: { readonly value: Credentials; readonly onChange: (value: Credentials) => void }) {
  return (
    <Flex gap="3" wrap="wrap">
      <Half label={<Trans>Device user</Trans>}>
        <Input autoComplete="off" value={value.user} onChange={(event) => onChange({ ...value, user: event.target.value })} />
      </Half>
      <Half label={<Trans>Device password</Trans>}>
        <PasswordInput autoComplete="new-password" value={value.password} onChange={(event) => onChange({ ...value, password: event.target.value })} />
      </Half>
    </Flex>
  );
}
