import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { CenteredCard } from '../../components/centered-card';
import { PasswordInput } from '../../components/password-input';
import { DEFAULT_SERVER_NAME, useApplicationInfo } from '../../preferences-context';
import { useServices } from '../../services-context';
import { useLoaded } from '../../components/use-loaded';
import { AlertText } from '../../components/alert-text';
import { useInitialisationForm } from '../../first-load/use-initialisation-form';

/**
 * First run: a new administrator password (with confirmation) and the product
 * code, then signed in. The password rule shows before anything is typed,
 * with a strength hint as one types. An appliance already set up gets a
 * sentence saying so and a link to sign in instead of the form.
 */
export function InitPage() {
  const { t } = useLingui();
  const services = useServices();
  const router = useRouter();
  const info = useApplicationInfo();
  const setUp = useLoaded(async () => (info ? services.checkInitialisation.isSetUp(info) : false), [services, info]).value ?? false;

  const initialisation = useInitialisationForm({
    initialise: async (form) => {
      const outcome = await services.initialiseAppliance.execute(form);
      if (outcome === 'signed-in') router.history.push('/admin');
    },
  });

  if (setUp) {
    return (
      <CenteredCard title={info?.name || DEFAULT_SERVER_NAME}>
        <Stack gap="4">
          <Text role="status">
            <Trans>This appliance is already set up: its administrator password and product code are chosen.</Trans>
          </Text>
          <Link asChild colorPalette="primary" fontWeight="semibold">
            <RouterLink to="/auth">
              <Trans>Go to sign-in</Trans>
            </RouterLink>
          </Link>
        </Stack>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={info?.name || DEFAULT_SERVER_NAME}>
      <form onSubmit={(event) => void initialisation.submit(event)} noValidate aria-label={t`Initialise the appliance`}>
        <Stack gap="5">
          {/* Lets password managers file the new password under the administrator's account. */}
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
          <Text color="fg.muted">
            <Trans>Welcome. Before first use, choose the administrator password and enter the product code of this appliance.</Trans>
          </Text>
          {initialisation.fields.map((field) => (
            <Field.Root key={field.name} invalid={field.error !== undefined}>
              <Field.Label>{field.label}</Field.Label>
              {field.kind === 'password' ? (
                <PasswordInput name={field.name} autoComplete={field.autoComplete} autoFocus={field.autoFocus} value={field.value} onChange={(event) => field.onChange(event.target.value)} />
              ) : (
                <Input name={field.name} autoComplete={field.autoComplete} spellCheck={false} fontFamily="mono" value={field.value} onChange={(event) => field.onChange(event.target.value)} />
              )}
              {field.helper ? <Field.HelperText>{field.helper}</Field.HelperText> : null}
              <Field.ErrorText>{field.error}</Field.ErrorText>
            </Field.Root>
          ))}
          <AlertText>{initialisation.formProblem}</AlertText>
          <Button type="submit" colorPalette="primary" loading={initialisation.busy} loadingText={t`Initialising…`}>
            <Trans>Initialise</Trans>
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
