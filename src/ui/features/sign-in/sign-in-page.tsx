import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { errorCodeOf } from '../../../domain/shared/domain-error';
import type { ErrorCode } from '../../../domain/shared/error-code';
import type { LoadProgress } from '../../../application/configuration-workspace/load-configuration.use-case';
import { redirectTarget } from '../../../application/session/navigation-guard';
import { CenteredCard } from '../../components/centered-card';
import { PasswordInput } from '../../components/password-input';
import { errorText } from '../../i18n/error-text';
import { DEFAULT_SERVER_NAME, useApplicationInfo } from '../../preferences-context';
import { useServices } from '../../services-context';
import { LoadProgressText } from './load-progress-text';

/** Errors the form shows under both fields; every other error was alerted by the use case. */
const FIELD_ERRORS: readonly ErrorCode[] = ['AUTH.INVALID_CREDENTIALS', 'AUTH.NOT_ROOT', 'AUTH.TOO_MANY_SIGN_INS'];

/** The sign-in screen (specification section 2): Enter submits, errors under both fields. */
export function SignInPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const router = useRouter();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const info = useApplicationInfo();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  /** The error shown under both fields (its values, such as the seconds to wait, included). */
  const [error, setError] = useState<unknown>();
  const [progress, setProgress] = useState<LoadProgress>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await services.signIn.execute({ user, password }, { onProgress: setProgress });
      setError(undefined);
      if (outcome === 'signed-in') router.history.push(redirectTarget(search.redirect));
    } catch (failure) {
      const code = errorCodeOf(failure);
      if (FIELD_ERRORS.includes(code)) setError(failure);
      else services.logger.error('sign-in failed', failure);
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  }

  const message = error ? errorText(i18n, error) : undefined;
  return (
    <CenteredCard title={info?.name || DEFAULT_SERVER_NAME}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sign in`}>
        <Stack gap="5">
          <Field.Root invalid={error !== undefined}>
            <Field.Label>
              <Trans>Username</Trans>
            </Field.Label>
            <Input name="username" autoComplete="username" autoFocus value={user} onChange={(event) => setUser(event.target.value)} />
            <Field.ErrorText>{message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={error !== undefined}>
            <Field.Label>
              <Trans>Password</Trans>
            </Field.Label>
            <PasswordInput name="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            <Field.ErrorText>{message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="primary" loading={busy} loadingText={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </Button>
          <LoadProgressText progress={busy ? progress : undefined} />
        </Stack>
      </form>
    </CenteredCard>
  );
}
