import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter, useSearch } from '@tanstack/react-router';
import { followRedirect } from '../../../application/session/navigation-guard';
import { CenteredCard } from '../../components/centered-card';
import { PasswordInput } from '../../components/password-input';
import { DEFAULT_SERVER_NAME, useApplicationInfo } from '../../preferences-context';
import { useServices } from '../../services-context';
import { useSignInForm } from '../../first-load/use-sign-in-form';

/** The sign-in screen (specification section 2): Enter submits, errors under both fields. */
export function SignInPage() {
  const { t } = useLingui();
  const services = useServices();
  const router = useRouter();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  const info = useApplicationInfo();
  const form = useSignInForm({
    logger: services.logger,
    signIn: async (credentials) => {
      const outcome = await services.signIn.execute(credentials);
      if (outcome === 'signed-in') followRedirect(search.redirect, window.location.origin, (path) => router.history.push(path));
    },
  });

  return (
    <CenteredCard title={info?.name || DEFAULT_SERVER_NAME}>
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Sign in`}>
        <Stack gap="5">
          <Field.Root invalid={form.message !== undefined}>
            <Field.Label>
              <Trans>Username</Trans>
            </Field.Label>
            <Input name="username" autoComplete="username" autoFocus value={form.user} onChange={(event) => form.setUser(event.target.value)} />
            <Field.ErrorText>{form.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={form.message !== undefined}>
            <Field.Label>
              <Trans>Password</Trans>
            </Field.Label>
            <PasswordInput name="password" autoComplete="current-password" value={form.password} onChange={(event) => form.setPassword(event.target.value)} />
            <Field.ErrorText>{form.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="primary" loading={form.busy} loadingText={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
