/**
 * Dates, times, numbers and units in the language in use, through Intl: one
 * place so that every page writes "11:29" and "1 000 Mo/s" in French and
 * "11:29 AM" and "1,000 MB/s" in English, never the browser's own habit.
 */

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** 1234567 → '1.2 MB' ('1,2 Mo'): decimal units, as the appliance's own screens, one decimal under 100. */
export function formatBytes(bytes: number, locale: string, perSecond = false): string {
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: perSecond ? `${BYTE_UNITS[unit]}-per-second` : BYTE_UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: digits,
    minimumFractionDigits: digits,
  }).format(Math.sign(bytes) * value);
}

/** 12.34 → '12.3 %' ('12,3 %'). */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value / 100);
}

/** 10000 → '10,000' ('10 000'). */
export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A time of day to the second: '11:29:05 AM' ('11:29:05'). */
export function formatClock(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(time);
}

/** A date and time, short: '11/28/26, 11:29:05 AM' ('28/11/2026 11:29:05'). */
export function formatDateTime(time: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(time);
}

/** How long ago, in the largest unit that fits: '2 minutes ago' ('il y a 2 minutes'), 'now' ('maintenant'). */
export function formatAgo(elapsedMs: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round(Math.max(0, elapsedMs) / 1000);
  if (seconds < 60) return format.format(-seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return format.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 48) return format.format(-hours, 'hour');
  return format.format(-Math.round(hours / 24), 'day');
}

/** How long until, in seconds: 'in 8 seconds' ('dans 8 secondes'). */
export function formatIn(remainingMs: number, locale: string): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.max(0, Math.ceil(remainingMs / 1000)), 'second');
}
