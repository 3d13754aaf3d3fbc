import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** 1234567 → '1.2 MB' (decimal units, as the appliance's own screens), in the reader's number format. */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(Math.sign(bytes) * value)} ${BYTE_UNITS[unit]}`;
}

export function formatRate(bytesPerSecond: number, locale: string): string {
  return `${formatBytes(bytesPerSecond, locale)}/s`;
}

export function formatPercent(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value)} %`;
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
  return Number.isNaN(time) ? '—' : new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(time);
}
