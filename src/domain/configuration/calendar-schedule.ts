import { isDailyRange, isMonthlyRange, isWeeklyRange, isYearlyRange, monthFlag, weekdayFlag, type CalendarRange, type Time } from './calendar-range';

/** One stretch of time a range is on: [start, end), with the index of the range in its calendar. */
export interface Occurrence {
  readonly rangeIndex: number;
  readonly start: Date;
  readonly end: Date;
}

const DAY_MS = 86_400_000;

/**
 * Reading of the fields (the specification is silent; docs/configuration-pages-choices.md):
 * times are the appliance's local wall-clock time; weekday0 is Sunday (as the
 * C library and JavaScript count); month0 … month11 are January … December;
 * a yearly month is 1 … 12; a day is clamped to the month (0 reads as 1, 31 in
 * April as the 30th). An end at or before the begin wraps to the next day,
 * week, month or year; an end equal to the begin is an empty range.
 */
function at(year: number, month: number, day: number, time: Time): Date {
  return new Date(year, month, day, time.hour, time.minute, time.second);
}

function clampDay(year: number, month: number, day: number): number {
  const length = new Date(year, month + 1, 0).getDate();
  return Math.min(Math.max(1, Math.trunc(day)), length);
}

function dayStart(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The occurrences of one range whose start lies in [from, to); ranges of unknown types have none. */
function rangeOccurrences(range: CalendarRange, rangeIndex: number, from: Date, to: Date): Occurrence[] {
  const found: Occurrence[] = [];
  const push = (start: Date, end: Date) => {
    if (end.getTime() > start.getTime() && start >= from && start < to) found.push({ rangeIndex, start, end });
  };
  if (isDailyRange(range) || isWeeklyRange(range)) {
    for (let day = dayStart(from); day < to; day = addDays(day, 1)) {
      const y = day.getFullYear();
      const m = day.getMonth();
      const d = day.getDate();
      if (isDailyRange(range)) {
        if (!range.begin[weekdayFlag(day.getDay())]) continue;
        const start = at(y, m, d, range.begin);
        let end = at(y, m, d, range.end);
        if (end < start) end = at(y, m, d + 1, range.end);
        push(start, end);
      } else {
        if (day.getDay() !== range.begin.weekday) continue;
        const start = at(y, m, d, range.begin);
        let end = at(y, m, d + ((((range.end.weekday - range.begin.weekday) % 7) + 7) % 7), range.end);
        if (end < start) end = at(y, m, d + 7 + ((((range.end.weekday - range.begin.weekday) % 7) + 7) % 7), range.end);
        push(start, end);
      }
    }
  } else if (isMonthlyRange(range)) {
    for (let month = new Date(from.getFullYear(), from.getMonth(), 1); month < to; month = new Date(month.getFullYear(), month.getMonth() + 1, 1)) {
      const y = month.getFullYear();
      const m = month.getMonth();
      if (!range.begin[monthFlag(m)]) continue;
      const start = at(y, m, clampDay(y, m, range.begin.day), range.begin);
      let end = at(y, m, clampDay(y, m, range.end.day), range.end);
      if (end < start) end = at(y, m + 1, clampDay(y, m + 1, range.end.day), range.end);
      push(start, end);
    }
  } else if (isYearlyRange(range)) {
    for (let y = from.getFullYear(); y <= to.getFullYear(); y += 1) {
      const bm = range.begin.month - 1;
      const em = range.end.month - 1;
      const start = at(y, bm, clampDay(y, bm, range.begin.day), range.begin);
      let end = at(y, em, clampDay(y, em, range.end.day), range.end);
      if (end < start) end = at(y + 1, em, clampDay(y + 1, em, range.end.day), range.end);
      push(start, end);
    }
  }
  return found;
}

/** The longest a range can last (a yearly one wrapping almost a year), to look back that far for one still running. */
const LOOK_BACK_DAYS = 370;

/** Every occurrence of the ranges that overlaps [from, to), by start time. */
export function occurrencesBetween(ranges: readonly CalendarRange[], from: Date, to: Date): Occurrence[] {
  const back = addDays(from, -LOOK_BACK_DAYS);
  return ranges
    .flatMap((range, index) => rangeOccurrences(range, index, back, to))
    .filter((occurrence) => occurrence.end > from)
    .sort((a, b) => a.start.getTime() - b.start.getTime() || a.rangeIndex - b.rangeIndex);
}

/** The occurrences that hold the moment, if any: the calendar's io is on when this is not empty. */
export function activeRangesAt(ranges: readonly CalendarRange[], moment: Date): Occurrence[] {
  return occurrencesBetween(ranges, moment, new Date(moment.getTime() + 1)).filter((each) => each.start <= moment && moment < each.end);
}

/**
 * The next `count` occurrences starting after `moment` (one running at `moment`
 * is not "next": activeRangesAt says it), looking ahead up to `horizonDays`.
 */
export function nextOccurrences(ranges: readonly CalendarRange[], moment: Date, count: number, horizonDays = 800): Occurrence[] {
  const to = new Date(moment.getTime() + horizonDays * DAY_MS);
  return occurrencesBetween(ranges, moment, to)
    .filter((each) => each.start > moment)
    .slice(0, count);
}
