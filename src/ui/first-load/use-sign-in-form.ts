import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { LoggerPort } from '../../application/ports/logger.port';
import { errorCodeOf } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { errorText as ErrorTextFunction } from '../i18n/error-text';

/** Errors the form shows under both fields; every other error was alerted by the use case. */
const FIELD_ERRORS: readonly ErrorCode[] = ['AUTH.INVALID_CREDENTIALS', 'AUTH.NOT_ROOT', 'AUTH.TOO_MANY_SIGN_INS'];

export interface Credentials {
  readonly user: string;
  readonly password: string;
}

/** The error under the fields with the function that words it, loaded with the first error (not part of the first load). */
interface Refusal {
  readonly error: unknown;
  readonly words: typeof ErrorTextFunction;
}

/**
 * The sign-in form's state and submission, shared by the first load's light
 * screen and the console's Chakra page (no design system here): `signIn`
 * signs in and goes on; a refusal is worded under both fields, in the
 * current language; any other failure is logged (the use case alerted it).
 */
export function useSignInForm({ signIn, logger, onType }: { readonly signIn: (credentials: Credentials) => Promise<void>; readonly logger: LoggerPort; readonly onType?: () => void }) {
  const { i18n } = useLingui();
  const [user, setUser] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await signIn({ user, password });
      setRefusal(undefined);
    } catch (failure) {
      if (FIELD_ERRORS.includes(errorCodeOf(failure))) {
        const { errorText } = await import('../i18n/error-text');
        setRefusal({ error: failure, words: errorText });
      } else logger.error('sign-in failed', failure);
    } finally {
      setBusy(false);
    }
  }

  const typed = (set: (value: string) => void) => (value: string) => {
    onType?.();
    set(value);
  };
  return {
    user,
    password,
    setUser: typed(setUser),
    setPassword: typed(setPassword),
    busy,
    /** The refusal in words, shown under both fields. */
    message: refusal ? refusal.words(i18n, refusal.error) : undefined,
    submit,
  };
}
