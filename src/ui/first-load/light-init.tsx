import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { InitialisationField } from '../../application/appliance/initialise-appliance.use-case';
import type { ApplicationInfo } from '../../application/ports/application-info.port';
import { passwordStrength, ROOT_PASSWORD_MIN_LENGTH, type PasswordStrength } from '../../domain/configuration/field-validators';
import type { FirstLoadServices } from './first-load-services';
import { LightCard, LightField, LightSubmit } from './light-controls';
import { pushEntry } from './first-load-history';
import { useLoaded } from '../components/use-loaded';

/** The text of each field's problem, and of a failure of the whole form. */
type Problems = Partial<Record<InitialisationField | 'form', string>>;

/**
 * The first-run screen of a first load, without Chakra or the router: the
 * same form, words and errors as features/init/init-page.tsx. The first
 * keystroke starts loading the console; the submission waits for it,
 * initialises with its use case and hands the page over to it.
 */
export function LightInit({
  services,
  info,
  title,
  prefetch,
  goTo,
}: {
  readonly services: FirstLoadServices;
  readonly info: ApplicationInfo;
  readonly title: string;
  readonly prefetch: () => void;
  readonly goTo: (path: string) => void;
}) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState({ password: '', confirmation: '', productCode: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const setUp = useLoaded(() => services.checkInitialisation.isSetUp(info), [services, info]).value ?? false;

  const strengthWords: Record<PasswordStrength, string> = { weak: t`weak`, fair: t`fair`, strong: t`strong` };

  if (setUp) {
    return (
      <LightCard title={title}>
        <div className="vfl-stack">
          <p className="vfl-text" role="status">
            <Trans>This appliance is already set up: its administrator password and product code are chosen.</Trans>
          </p>
          <a
            className="vfl-link"
            href="/auth"
            onClick={(event) => {
              event.preventDefault();
              goTo('/auth');
            }}
          >
            <Trans>Go to sign-in</Trans>
          </a>
        </div>
      </LightCard>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const full = await services.console();
      const outcome = await full.services.initialiseAppliance.execute(form);
      setProblems({});
      if (outcome === 'signed-in') {
        pushEntry('/admin');
        services.handOver(full);
      }
    } catch (failure) {
      const { errorText, formFieldTexts } = await import('../i18n/error-text');
      setProblems(formFieldTexts<InitialisationField>(i18n, failure) ?? { form: errorText(i18n, failure) });
    } finally {
      setBusy(false);
    }
  }

  const update = (name: InitialisationField) => (value: string) => {
    prefetch();
    setForm((previous) => ({ ...previous, [name]: value }));
  };

  return (
    <LightCard title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Initialise the appliance`}>
        <div className="vfl-stack">
          {/* Lets password managers file the new password under the administrator's account. */}
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
          <p className="vfl-text vfl-muted">
            <Trans>Welcome. Before first use, choose the administrator password and enter the product code of this appliance.</Trans>
          </p>
          <LightField
            label={<Trans>New password</Trans>}
            name="password"
            autoComplete="new-password"
            autoFocus
            password
            value={form.password}
            onChange={update('password')}
            error={problems.password}
            helper={
              <>
                <Trans>At least {ROOT_PASSWORD_MIN_LENGTH} characters, without the user name (admin). Mix upper and lower case, digits and symbols for a stronger password.</Trans>{' '}
                <span aria-live="polite" data-testid="password-strength">
                  {form.password === '' ? null : t`Strength: ${strengthWords[passwordStrength(form.password)]}`}
                </span>
              </>
            }
          />
          <LightField
            label={<Trans>Confirm the password</Trans>}
            name="confirmation"
            autoComplete="new-password"
            password
            value={form.confirmation}
            onChange={update('confirmation')}
            error={problems.confirmation}
          />
          <LightField
            label={<Trans>Product code</Trans>}
            name="productCode"
            autoComplete="off"
            mono
            value={form.productCode}
            onChange={update('productCode')}
            error={problems.productCode}
            helper={<Trans>28 characters; spaces and dashes are ignored.</Trans>}
          />
          {problems.form ? (
            <p className="vfl-alert" role="alert">
              {problems.form}
            </p>
          ) : null}
          <LightSubmit busy={busy} busyText={t`Initialising…`}>
            <Trans>Initialise</Trans>
          </LightSubmit>
        </div>
      </form>
    </LightCard>
  );
}
