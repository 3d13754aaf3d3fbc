import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { LoadProgress } from '../../application/configuration-workspace/load-configuration.use-case';
import { errorCodeOf } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-code';
import { redirectTarget } from '../../application/session/navigation-guard';
import type { FirstLoadServices } from './first-load-services';
import { LightCard, LightField, LightSubmit } from './light-controls';
import { LightProgressText } from './light-progress-text';
import { pushEntry } from './first-load-history';

/** Errors the form shows under both fields; every other error was alerted by the use case. */
const FIELD_ERRORS: readonly ErrorCode[] = ['AUTH.INVALID_CREDENTIALS', 'AUTH.NOT_ROOT', 'AUTH.TOO_MANY_SIGN_INS'];

/**
 * The sign-in screen of a first load (specification section 2), without
 * Chakra or the router: the same fields, words and errors as
 * features/sign-in/sign-in-page.tsx. The first keystroke starts loading the
 * console; the submission waits for it, signs in with its use case and hands
 * the page over to it.
 */
export function LightSignIn({ services, title, prefetch }: { readonly services: FirstLoadServices; readonly title: string; readonly prefetch: () => void }) {
  const { t, i18n } = useLingui();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const [progress, setProgress] = useState<LoadProgress>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const full = await services.console();
      const outcome = await full.services.signIn.execute({ user, password }, { onProgress: setProgress });
      setMessage(undefined);
      if (outcome === 'signed-in') {
        pushEntry(redirectTarget(new URLSearchParams(window.location.search).getAll('redirect')));
        services.handOver(full);
      }
    } catch (failure) {
      const code = errorCodeOf(failure);
      if (FIELD_ERRORS.includes(code)) {
        const { errorText } = await import('../i18n/error-text');
        setMessage(errorText(i18n, failure));
      } else services.logger.error('sign-in failed', failure);
    } finally {
      setBusy(false);
      setProgress(undefined);
    }
  }

  const change = (set: (value: string) => void) => (value: string) => {
    prefetch();
    set(value);
  };
  return (
    <LightCard title={title}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Sign in`}>
        <div className="vfl-stack">
          <LightField label={<Trans>Username</Trans>} name="username" autoComplete="username" autoFocus value={user} onChange={change(setUser)} error={message} />
          <LightField label={<Trans>Password</Trans>} name="password" autoComplete="current-password" password value={password} onChange={change(setPassword)} error={message} />
          <LightSubmit busy={busy} busyText={t`Signing in…`}>
            <Trans>Sign in</Trans>
          </LightSubmit>
          <LightProgressText progress={busy ? progress : undefined} />
        </div>
      </form>
    </LightCard>
  );
}
