import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatBytes as localeBytes, formatDateTime, formatPercent as localePercent } from '../../i18n/locale-formats';

/** 1234567 → '1.2 MB' ('1,2 Mo'): decimal units, as the appliance's own screens, in the reader's language. */
export function formatBytes(bytes: number, locale: string): string {
  return localeBytes(bytes, locale);
}

/** 1234567 bytes a second → '1.2 MB/s' ('1,2 Mo/s'). */
export function formatRate(bytesPerSecond: number, locale: string): string {
  return localeBytes(bytesPerSecond, locale, true);
}

export function formatPercent(value: number, locale: string): string {
  return localePercent(value, locale);
}

const DAYS = msg`{count} d`;
const HOURS = msg`{count} h`;
const MINUTES = msg`{count} min`;
const SECONDS = msg`{count} s`;

function unit(i18n: I18n, descriptor: MessageDescriptor, count: number): string {
  return i18n._(Object.assign({}, descriptor, { values: { count } }));
}

/** 278220 → '3 d 5 h 17 min' ('3 j 5 h 17 min' in French); seconds only under a minute. */
export function formatDuration(totalSeconds: number, i18n: I18n): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  if (seconds < 60) return unit(i18n, SECONDS, seconds);
  const parts = [
    ...(days ? [unit(i18n, DAYS, days)] : []),
    ...(days || hours ? [unit(i18n, HOURS, hours)] : []),
    unit(i18n, MINUTES, minutes),
  ];
  return parts.join(' ');
}

/** An ISO time as the reader's local date and time, or '—' when empty or invalid. */
export function formatTime(iso: string, locale: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '—' : formatDateTime(time, locale);
}
