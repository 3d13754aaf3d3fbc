import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { InitialisationField } from '../../../application/appliance/initialise-appliance.use-case';
import { passwordStrength, ROOT_PASSWORD_MIN_LENGTH, type PasswordStrength } from '../../../domain/configuration/field-validators';
import { CenteredCard } from '../../components/centered-card';
import { PasswordInput } from '../../components/password-input';
import { errorText, formFieldTexts } from '../../i18n/error-text';
import { DEFAULT_SERVER_NAME, useApplicationInfo } from '../../preferences-context';
import { useServices } from '../../services-context';
import { useLoaded } from '../../components/use-loaded';
import { AlertText } from '../../components/alert-text';

/** The text of each field's problem, and of a failure of the whole form. */
type Problems = Partial<Record<InitialisationField | 'form', string>>;

/**
 * First run: a new administrator password (with confirmation) and the product
 * code, then signed in. The password rule shows before anything is typed,
 * with a strength hint as one types. An appliance already set up gets a
 * sentence saying so and a link to sign in instead of the form.
 */
export function InitPage() {
  const { t, i18n } = useLingui();
  const services = useServices();
  const router = useRouter();
  const info = useApplicationInfo();
  const [form, setForm] = useState({ password: '', confirmation: '', productCode: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const setUp = useLoaded(async () => (info ? services.checkInitialisation.isSetUp(info) : false), [services, info]).value ?? false;

  const strengthWords: Record<PasswordStrength, string> = { weak: t`weak`, fair: t`fair`, strong: t`strong` };

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

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const outcome = await services.initialiseAppliance.execute(form);
      setProblems({});
      if (outcome === 'signed-in') router.history.push('/admin');
    } catch (failure) {
      setProblems(formFieldTexts<InitialisationField>(i18n, failure) ?? { form: errorText(i18n, failure) });
    } finally {
      setBusy(false);
    }
  }

  const field = (name: InitialisationField) => ({
    invalid: problems[name] !== undefined,
    error: problems[name],
  });
  const update = (name: InitialisationField) => (event: { target: { value: string } }) => setForm((previous) => ({ ...previous, [name]: event.target.value }));

  return (
    <CenteredCard title={info?.name || DEFAULT_SERVER_NAME}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Initialise the appliance`}>
        <Stack gap="5">
          {/* Lets password managers file the new password under the administrator's account. */}
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
          <Text color="fg.muted">
            <Trans>Welcome. Before first use, choose the administrator password and enter the product code of this appliance.</Trans>
          </Text>
          <Field.Root invalid={field('password').invalid}>
            <Field.Label>
              <Trans>New password</Trans>
            </Field.Label>
            <PasswordInput name="password" autoComplete="new-password" autoFocus value={form.password} onChange={update('password')} />
            <Field.HelperText>
              <Trans>At least {ROOT_PASSWORD_MIN_LENGTH} characters, without the user name (admin). Mix upper and lower case, digits and symbols for a stronger password.</Trans>{' '}
              <Text as="span" aria-live="polite" data-testid="password-strength">
                {form.password === '' ? null : t`Strength: ${strengthWords[passwordStrength(form.password)]}`}
              </Text>
            </Field.HelperText>
            <Field.ErrorText>{field('password').error}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={field('confirmation').invalid}>
            <Field.Label>
              <Trans>Confirm the password</Trans>
            </Field.Label>
            <PasswordInput name="confirmation" autoComplete="new-password" value={form.confirmation} onChange={update('confirmation')} />
            <Field.ErrorText>{field('confirmation').error}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={field('productCode').invalid}>
            <Field.Label>
              <Trans>Product code</Trans>
            </Field.Label>
            <Input name="productCode" autoComplete="off" spellCheck={false} fontFamily="mono" value={form.productCode} onChange={update('productCode')} />
            <Field.HelperText>
              <Trans>28 characters; spaces and dashes are ignored.</Trans>
            </Field.HelperText>
            <Field.ErrorText>{field('productCode').error}</Field.ErrorText>
          </Field.Root>
          <AlertText>{problems.form}</AlertText>
          <Button type="submit" colorPalette="primary" loading={busy} loadingText={t`Initialising…`}>
            <Trans>Initialise</Trans>
          </Button>
        </Stack>
      </form>
    </CenteredCard>
  );
}
