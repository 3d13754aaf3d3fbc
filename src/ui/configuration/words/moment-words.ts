import type { I18n } from '@lingui/core';
import type { ModelPath } from '../../../domain/configuration/model-path';
import { monthNames, weekdayNames } from './calendar-names';

/**
 * A calendar moment's weekday (0 is Sunday) or month (1 is January) by its
 * name in the interface's language, as the range form shows the weekday
 * beside its number; undefined for any other field or value.
 */
export function momentText(i18n: I18n, path: ModelPath, value: unknown): string | undefined {
  if (path[0] !== 'calendars' || typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  const key = path.at(-1);
  if (key === 'weekday') return weekdayNames(i18n.locale, 'long')[value];
  if (key === 'month') return monthNames(i18n.locale, 'long')[value - 1];
  return undefined;
}
