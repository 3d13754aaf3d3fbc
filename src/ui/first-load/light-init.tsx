import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicationInfo } from '../../application/ports/application-info.port';
import type { FirstLoadServices } from './first-load-services';
import { LightCard, LightField, LightSubmit } from './light-controls';
import { pushEntry } from './first-load-history';
import { useLoaded } from '../components/use-loaded';
import { useInitialisationForm } from './use-initialisation-form';

/**
 * The first-run screen of a first load, without Chakra or the router: the
 * same form (useInitialisationForm), words and errors as features/init/init-page.tsx. The first
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
  const { t } = useLingui();
  const setUp = useLoaded(() => services.checkInitialisation.isSetUp(info), [services, info]).value ?? false;

  const initialisation = useInitialisationForm({
    onType: prefetch,
    initialise: async (form) => {
      const full = await services.console();
      const outcome = await full.services.initialiseAppliance.execute(form);
      if (outcome === 'signed-in') {
        pushEntry('/admin');
        services.handOver(full);
      }
    },
  });

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

  return (
    <LightCard title={title}>
      <form onSubmit={(event) => void initialisation.submit(event)} noValidate aria-label={t`Initialise the appliance`}>
        <div className="vfl-stack">
          {/* Lets password managers file the new password under the administrator's account. */}
          <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
          <p className="vfl-text vfl-muted">
            <Trans>Welcome. Before first use, choose the administrator password and enter the product code of this appliance.</Trans>
          </p>
          {initialisation.fields.map((field) => (
            <LightField key={field.name} {...field} password={field.kind === 'password'} mono={field.kind === 'code'} />
          ))}
          {initialisation.formProblem ? (
            <p className="vfl-alert" role="alert">
              {initialisation.formProblem}
            </p>
          ) : null}
          <LightSubmit busy={initialisation.busy} busyText={t`Initialising…`}>
            <Trans>Initialise</Trans>
          </LightSubmit>
        </div>
      </form>
    </LightCard>
  );
}
