/** Weekday names in the interface's language, weekday0 (Sunday) first, as the ranges count them. */
export function weekdayNames(locale: string, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2023-01-01 is a Sunday.
  return Array.from({ length: 7 }, (_, day) => format.format(new Date(Date.UTC(2023, 0, 1 + day))));
}

/** Month names in the interface's language, January (month0) first. */
export function monthNames(locale: string, width: 'long' | 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: width, timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2023, month, 1))));
}

export function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}
