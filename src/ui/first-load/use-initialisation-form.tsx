import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { InitialisationField } from '../../application/appliance/initialise-appliance.use-case';
import { passwordStrength, ROOT_PASSWORD_MIN_LENGTH, type PasswordStrength } from '../../domain/configuration/field-validators';

/** The text of each field's problem, and of a failure of the whole form. */
type Problems = Partial<Record<InitialisationField | 'form', string>>;

/** One field of the first-run form, as both screens draw it. */
export interface InitialisationFieldView {
  readonly name: InitialisationField;
  readonly label: ReactNode;
  readonly autoComplete: string;
  /** A password (hidden, with a show button) or the product code (monospace, no spell check). */
  readonly kind: 'password' | 'code';
  readonly autoFocus: boolean;
  readonly helper?: ReactNode;
  readonly value: string;
  readonly error: string | undefined;
  readonly onChange: (value: string) => void;
}

/**
 * The first-run form's state, fields and submission, shared by the first
 * load's light screen and the console's Chakra page (no design system here):
 * `initialise` sets the appliance up and goes on; a refusal is shown beside
 * its field, any other failure under the form (error words loaded with the
 * first failure, not part of the first load).
 */
export function useInitialisationForm({ initialise, onType }: { readonly initialise: (form: Readonly<Record<InitialisationField, string>>) => Promise<void>; readonly onType?: () => void }) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState<Record<InitialisationField, string>>({ password: '', confirmation: '', productCode: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await initialise(form);
      setProblems({});
    } catch (failure) {
      const { errorText, formFieldTexts } = await import('../i18n/error-text');
      setProblems(formFieldTexts<InitialisationField>(i18n, failure) ?? { form: errorText(i18n, failure) });
    } finally {
      setBusy(false);
    }
  }

  const strengthWords: Record<PasswordStrength, string> = { weak: t`weak`, fair: t`fair`, strong: t`strong` };
  const field = (name: InitialisationField, rest: Pick<InitialisationFieldView, 'label' | 'autoComplete' | 'kind' | 'helper'>): InitialisationFieldView => ({
    name,
    autoFocus: name === 'password',
    value: form[name],
    error: problems[name],
    onChange: (value) => {
      onType?.();
      setForm((previous) => ({ ...previous, [name]: value }));
    },
    ...rest,
  });
  const fields = [
    field('password', {
      label: <Trans>New password</Trans>,
      autoComplete: 'new-password',
      kind: 'password',
      helper: (
        <>
          <Trans>At least {ROOT_PASSWORD_MIN_LENGTH} characters, without the user name (admin). Mix upper and lower case, digits and symbols for a stronger password.</Trans>{' '}
          <span aria-live="polite" data-testid="password-strength">
            {form.password === '' ? null : t`Strength: ${strengthWords[passwordStrength(form.password)]}`}
          </span>
        </>
      ),
    }),
    field('confirmation', { label: <Trans>Confirm the password</Trans>, autoComplete: 'new-password', kind: 'password' }),
    field('productCode', { label: <Trans>Product code</Trans>, autoComplete: 'off', kind: 'code', helper: <Trans>28 characters; spaces and dashes are ignored.</Trans> }),
  ];
  return { fields, formProblem: problems.form, busy, submit };
}

