import type { I18n } from '@lingui/core';
import { errorText } from '../../i18n/error-text';

/** Why the graph refused a connection or an edit, in the user's language (LOGIC.* codes of the one catalogue). */
export function logicRefusalText(i18n: I18n, error: unknown): string {
  return errorText(i18n, error);
}
