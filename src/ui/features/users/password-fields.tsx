import { Field, SimpleGrid } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PasswordInput } from '../../components/password-input';
import { userProblemText, type PasswordProblems } from './users-messages';

export interface PasswordValues {
  readonly password: string;
  readonly confirmation: string;
}

interface PasswordFieldsProps {
  readonly values: PasswordValues;
  readonly problems: PasswordProblems;
  /** DOM ids of the two fields, so the problems list can reach them. */
  readonly ids: { readonly password: string; readonly confirmation: string };
  readonly onChange: (values: PasswordValues) => void;
  readonly passwordLabel: string;
}

/** A password and its confirmation, each with its problem beside it. */
export function PasswordFields({ values, problems, ids, onChange, passwordLabel }: PasswordFieldsProps) {
  const { t, i18n } = useLingui();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root id={ids.password} invalid={problems.password !== undefined}>
        <Field.Label>{passwordLabel}</Field.Label>
        <PasswordInput autoComplete="new-password" value={values.password} onChange={(event) => onChange({ ...values, password: event.target.value })} />
        <Field.ErrorText>{problems.password ? userProblemText(i18n, problems.password) : null}</Field.ErrorText>
      </Field.Root>
      <Field.Root id={ids.confirmation} invalid={problems.confirmation !== undefined}>
        <Field.Label>{t`Confirm the password`}</Field.Label>
        <PasswordInput autoComplete="new-password" value={values.confirmation} onChange={(event) => onChange({ ...values, confirmation: event.target.value })} />
        <Field.ErrorText>{problems.confirmation ? userProblemText(i18n, problems.confirmation) : null}</Field.ErrorText>
      </Field.Root>
    </SimpleGrid>
  );
}
