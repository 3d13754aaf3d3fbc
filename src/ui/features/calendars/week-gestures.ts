import { createDailyRange, weekdayFlag, type DailyRange, type Time, type WeeklyMoment, type WeeklyRange } from '../../../domain/configuration/calendar-range';

/** What the week view draws and edits: daily and weekly ranges. */
export type WeekRange = DailyRange | WeeklyRange;

export const STEP_MINUTES = 15;
const DAY_S = 86_400;
const WEEK_S = 7 * DAY_S;

const modulo = (value: number, by: number) => ((value % by) + by) % by;
const secondsOf = (time: Time) => time.hour * 3600 + time.minute * 60 + time.second;
function timeOf(seconds: number): Time {
  return { hour: Math.floor(seconds / 3600), minute: Math.floor((seconds % 3600) / 60), second: seconds % 60 };
}
const weekSecondsOf = (moment: WeeklyMoment) => moment.weekday * DAY_S + secondsOf(moment);
function momentOf(seconds: number): WeeklyMoment {
  const at = modulo(seconds, WEEK_S);
  return { weekday: Math.floor(at / DAY_S), ...timeOf(at % DAY_S) };
}

/**
 * Moves the occurrence that begins on `weekday` by whole steps: a daily
 * range's times shift (wrapping round midnight) and that day's flag moves to
 * the target day; a weekly range's both moments shift round the week. Seconds
 * are kept, so a gesture never rounds what was typed. Undefined when the move
 * is not possible (the target day already holds this daily range).
 */
export function moveRange(range: WeekRange, weekday: number, minutes: number, days: number): WeekRange | undefined {
  if (minutes === 0 && days === 0) return undefined;
  if (range.type === 0) {
    const begin = secondsOf(range.begin) + minutes * 60;
    const end = secondsOf(range.end) + minutes * 60;
    const target = modulo(weekday + days, 7);
    const from = weekdayFlag(weekday);
    const to = weekdayFlag(target);
    if (target !== weekday && range.begin[to]) return undefined;
    const flags = target === weekday ? {} : { [from]: false, [to]: true };
    return { ...range, begin: { ...range.begin, ...flags, ...timeOf(modulo(begin, DAY_S)) }, end: timeOf(modulo(end, DAY_S)) };
  }
  const shift = minutes * 60 + days * DAY_S;
  return { ...range, begin: momentOf(weekSecondsOf(range.begin) + shift), end: momentOf(weekSecondsOf(range.end) + shift) };
}

/** Moves the end only; undefined when the range would become empty (end on its begin). */
export function resizeRange(range: WeekRange, minutes: number, days: number): WeekRange | undefined {
  if (minutes === 0 && days === 0) return undefined;
  if (range.type === 0) {
    const end = timeOf(modulo(secondsOf(range.end) + minutes * 60, DAY_S));
    if (secondsOf(end) === secondsOf(range.begin)) return undefined;
    return { ...range, end };
  }
  const end = momentOf(weekSecondsOf(range.end) + minutes * 60 + days * DAY_S);
  if (weekSecondsOf(end) === weekSecondsOf(range.begin)) return undefined;
  return { ...range, end };
}

/** A daily range on one weekday, between two times of day in minutes (the mouse's drawing or the keyboard's default hour). */
export function drawnRange(weekday: number, fromMinute: number, toMinute: number): DailyRange {
  const base = createDailyRange();
  return createDailyRange({
    begin: { ...base.begin, [`weekday${weekday}`]: true, ...timeOf(fromMinute * 60) },
    end: timeOf(modulo(toMinute * 60, DAY_S)),
  });
}
