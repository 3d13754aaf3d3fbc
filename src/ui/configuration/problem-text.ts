import type { I18n } from '@lingui/core';
import { errorText } from '../i18n/error-text';

/**
 * A validation problem's text in the user's language: its code's row of the
 * one error catalogue with the values it names, else the rule's own (English)
 * message, which names the case precisely (a dangling reference's id).
 */
export function problemText(
  i18n: I18n,
  problem: { readonly code: string; readonly message: string; readonly values?: Readonly<Record<string, string | number>> },
): string {
  return errorText(i18n, problem);
}

/** Why the domain refused an edit, in the user's language (the error's metadata fills the message's values). */
export function refusalText(i18n: I18n, error: unknown): string {
  return errorText(i18n, error);
}
