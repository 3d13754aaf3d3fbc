import { Alert, Button, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AlertText } from '../../components/alert-text';
import { CenteredCard } from '../../components/centered-card';
import { PasswordInput } from '../../components/password-input';
import { errorText } from '../../i18n/error-text';
import { useServices } from '../../services-context';

/**
 * An operator's sign-in (docs/fleet.md, "Operators"): a wrong name or
 * password, and the throttle's wait, said under the fields. The layout
 * goes back to where the operator was (`?redirect=`) once signed in, and
 * says so when they come here because their session ended.
 */
export function FleetSignInPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const search = useSearch({ strict: false }) as { expired?: unknown };
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await services.fleet.signIn(name, password);
    } catch (error) {
      setProblem(errorText(i18n, error));
      setBusy(false);
    }
  };

  return (
    <CenteredCard title={<Trans>Vigil fleet</Trans>}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sign in to the fleet`}>
        <Stack gap="5">
          {search.expired === true || search.expired === 'true' ? (
            <Alert.Root status="info" data-testid="session-ended">
              <Alert.Indicator />
              <Alert.Title>
                <Trans>Your session has ended: sign in again</Trans>
              </Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={problem !== undefined}>
            <Field.Label>
              <Trans>Operator name</Trans>
            </Field.Label>
            <Input name="name" autoComplete="username" autoFocus value={name} onChange={(event) => setName(event.target.value)} />
          </Field.Root>
          <Field.Root invalid={problem !== undefined}>
            <Field.Label>
              <Trans>Password</Trans>
            </Field.Label>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
          </Field.Root>
          <AlertText data-testid="fleet-sign-in-problem">{problem}</AlertText>
          <Button type="submit" colorPalette="primary" loading={busy} loadingText={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
