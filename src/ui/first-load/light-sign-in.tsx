import { Trans, useLingui } from '@lingui/react/macro';
import { followRedirect } from '../../application/session/navigation-guard';
import type { FirstLoadServices } from './first-load-services';
import { LightCard, LightField, LightSubmit } from './light-controls';
import { pushEntry } from './first-load-history';
import { useSignInForm } from './use-sign-in-form';

/** Where a sign-in from this address leads: the page asked for in `redirect` when it is one of the console's, else the dashboard. */
export function signInTarget(): string {
  let target = '';
  followRedirect(new URLSearchParams(window.location.search).getAll('redirect'), window.location.origin, (path) => (target = path));
  return target;
}

/**
 * The sign-in screen of a first load (specification section 2), without
 * Chakra or the router: the same form (useSignInForm), words and errors as
 * features/sign-in/sign-in-page.tsx. The first keystroke starts loading the
 * console; the submission waits for it, signs in with its use case and hands
 * the page over to it.
 */
export function LightSignIn({ services, title, prefetch }: { readonly services: FirstLoadServices; readonly title: string; readonly prefetch: () => void }) {
  const { t } = useLingui();
  const form = useSignInForm({
    logger: services.logger,
    onType: prefetch,
    signIn: async (credentials) => {
      const full = await services.console();
      const outcome = await full.services.signIn.execute(credentials);
      if (outcome === 'signed-in') {
        pushEntry(signInTarget());
        services.handOver(full);
      }
    },
  });
  return (
    <LightCard title={title}>
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t`Sign in`}>
        <div className="vfl-stack">
          <LightField label={<Trans>Username</Trans>} name="username" autoComplete="username" autoFocus value={form.user} onChange={form.setUser} error={form.message} />
          <LightField label={<Trans>Password</Trans>} name="password" autoComplete="current-password" password value={form.password} onChange={form.setPassword} error={form.message} />
          <LightSubmit busy={form.busy} busyText={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </LightSubmit>
        </div>
      </form>
    </LightCard>
  );
}
