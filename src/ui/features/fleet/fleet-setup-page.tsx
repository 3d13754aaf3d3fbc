import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { FleetError } from '../../../application/fleet/fleet-errors';
import { validateRootPassword } from '../../../domain/configuration/field-validators';
import { AlertText } from '../../components/alert-text';
import { CenteredCard } from '../../components/centered-card';
import { PasswordInput } from '../../components/password-input';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';

type Field = 'name' | 'password' | 'confirm';

/**
 * The fleet's first run (`POST /fleet/api/setup`): the first operator, an
 * installer, signed in at once. The server checks the fields (their
 * problems are said under each); the page only checks that the password
 * was typed twice the same.
 */
export function FleetSetupPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const local: Partial<Record<Field, string>> = {};
    const rule = values.password === '' ? undefined : validateRootPassword(values.password, values.name);
    if (rule) local.password = errorText(i18n, rule);
    if (values.confirm !== values.password) local.confirm = t`The two passwords differ`;
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      await services.fleet.setUp(values.name.trim(), values.password);
    } catch (error) {
      setBusy(false);
      if (error instanceof FleetError && Object.keys(error.fields).length > 0) {
        setProblems(Object.fromEntries(Object.entries(error.fields).map(([field, problem]) => [field, errorText(i18n, problem)])));
      } else setFailure(errorText(i18n, error));
    }
  };

  const field = (name: Field, label: string, input: React.ReactNode) => (
    <Field.Root invalid={problems[name] !== undefined}>
      <Field.Label>{label}</Field.Label>
      {input}
      <Field.ErrorText>{problems[name]}</Field.ErrorText>
    </Field.Root>
  );
  const set = (name: Field) => (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <CenteredCard title={<Trans>Vigil fleet: the first operator</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`The first operator`}>
        <Stack gap="5">
          <Text color="fg.muted">
            <Trans>This Vigil server has no operator yet. The first one is an installer: they add the sites and the other operators.</Trans>
          </Text>
          {field('name', t`Operator name`, <Input name="name" autoComplete="username" autoFocus value={values.name} onChange={set('name')} />)}
          {field('password', t`Password`, <PasswordInput name="password" autoComplete="new-password" value={values.password} onChange={set('password')} />)}
          {field('confirm', t`Password again`, <PasswordInput name="confirm" autoComplete="new-password" value={values.confirm} onChange={set('confirm')} />)}
          <AlertText>{failure}</AlertText>
          <Button type="submit" colorPalette="primary" loading={busy}>
            <Trans>Create the first operator</Trans>
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
