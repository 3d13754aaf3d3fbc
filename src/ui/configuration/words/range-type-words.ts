import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ModelPath } from '../../../domain/configuration/model-path';

/** Section 3's range types: 0 daily, 1 weekly, 2 monthly, 3 yearly (another number is a range kept as read). */
const RANGE_TYPE_WORDS: Readonly<Record<number, MessageDescriptor>> = {
  0: msg`Daily`,
  1: msg`Weekly`,
  2: msg`Monthly`,
  3: msg`Yearly`,
};

/** A calendar range's `type` in words, for the review; undefined for any other field, or a type the specification does not name. */
export function rangeTypeText(i18n: I18n, path: ModelPath, value: unknown): string | undefined {
  if (path[0] !== 'calendars' || path.at(-1) !== 'type' || path.at(-3) !== 'ranges' || typeof value !== 'number') return undefined;
  const words = RANGE_TYPE_WORDS[value];
  return words ? i18n._(words) : undefined;
}
