import { msg } from '@lingui/core/macro';
import type { SelectOption } from './entity-descriptor';

/**
 * A `default` mark held as a number (SMTP and SMS servers): 0 no, 1 yes. A
 * select rather than a checkbox, because the kit's checkbox edits booleans;
 * another non-zero number read from the document shows as it is, is kept,
 * and counts as default.
 */
export const DEFAULT_MARK_CHOICES: readonly SelectOption<number>[] = [
  { value: 0, label: msg`No` },
  { value: 1, label: msg`Yes` },
];
