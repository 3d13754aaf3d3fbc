/** A time of day. */
export interface Time {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export type WeekdayFlag = `weekday${0 | 1 | 2 | 3 | 4 | 5 | 6}`;
export type MonthFlag = `month${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`;
export type WeekdayFlags = Readonly<Record<WeekdayFlag, boolean>>;
export type MonthFlags = Readonly<Record<MonthFlag, boolean>>;

/** The flag of a weekday, 0 (Sunday) to 6, as JavaScript's getDay() counts. */
export function weekdayFlag(weekday: number): WeekdayFlag {
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) throw new RangeError(`no weekday ${weekday}`);
  return `weekday${weekday}` as WeekdayFlag;
}

/** The flag of a month, 0 (January) to 11, as JavaScript's getMonth() counts. */
export function monthFlag(month: number): MonthFlag {
  if (!Number.isInteger(month) || month < 0 || month > 11) throw new RangeError(`no month ${month}`);
  return `month${month}` as MonthFlag;
}

/** Every day whose flag is set (weekday0 … weekday6), from begin time to end time. */
export interface DailyRange {
  readonly type: 0;
  readonly name: string;
  readonly begin: WeekdayFlags & Time;
  readonly end: Time;
}

export interface WeeklyMoment extends Time {
  readonly weekday: number;
}

/** From one moment of the week to another. */
export interface WeeklyRange {
  readonly type: 1;
  readonly name: string;
  readonly begin: WeeklyMoment;
  readonly end: WeeklyMoment;
}

/** From a day of the month to another, in the months whose flag is set (month0 … month11). */
export interface MonthlyRange {
  readonly type: 2;
  readonly name: string;
  readonly begin: { readonly day: number } & MonthFlags & Time;
  readonly end: { readonly day: number } & Time;
}

export interface YearlyMoment extends Time {
  readonly month: number;
  readonly day: number;
}

/** From one date of the year to another. */
export interface YearlyRange {
  readonly type: 3;
  readonly name: string;
  readonly begin: YearlyMoment;
  readonly end: YearlyMoment;
}

/**
 * A range of a type this model does not know: kept with its type and name;
 * whatever else it holds is the codec's business (`payload` is opaque here).
 */
export interface GenericRange {
  readonly type: number;
  readonly name: string;
  readonly payload?: unknown;
}

export type KnownRange = DailyRange | WeeklyRange | MonthlyRange | YearlyRange;
export type CalendarRange = KnownRange | GenericRange;

const RangeType = { daily: 0, weekly: 1, monthly: 2, yearly: 3 } as const;
export type RangeKind = keyof typeof RangeType;

const MIDNIGHT: Time = { hour: 0, minute: 0, second: 0 };

function flags<K extends string>(prefix: string, count: number, on = false): Readonly<Record<K, boolean>> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, on])) as Record<K, boolean>;
}

export function createDailyRange(fields: Partial<DailyRange> = {}): DailyRange {
  return { type: 0, name: 'New daily range', begin: { ...flags<WeekdayFlag>('weekday', 7), ...MIDNIGHT }, end: { ...MIDNIGHT }, ...fields };
}

export function createWeeklyRange(fields: Partial<WeeklyRange> = {}): WeeklyRange {
  return { type: 1, name: 'New weekly range', begin: { weekday: 0, ...MIDNIGHT }, end: { weekday: 0, ...MIDNIGHT }, ...fields };
}

/** Begin day defaults to 1; the specification gives 0 for every end field, the day included. */
export function createMonthlyRange(fields: Partial<MonthlyRange> = {}): MonthlyRange {
  return {
    type: 2,
    name: 'New monthly range',
    begin: { day: 1, ...flags<MonthFlag>('month', 12), ...MIDNIGHT },
    end: { day: 0, ...MIDNIGHT },
    ...fields,
  };
}

/** Month defaults to 1 and every other field to 0, as the specification lists them. */
export function createYearlyRange(fields: Partial<YearlyRange> = {}): YearlyRange {
  return { type: 3, name: 'New yearly range', begin: { month: 1, day: 0, ...MIDNIGHT }, end: { month: 1, day: 0, ...MIDNIGHT }, ...fields };
}

export function isDailyRange(range: CalendarRange): range is DailyRange {
  return range.type === RangeType.daily && 'begin' in range;
}

export function isWeeklyRange(range: CalendarRange): range is WeeklyRange {
  return range.type === RangeType.weekly && 'begin' in range;
}

export function isMonthlyRange(range: CalendarRange): range is MonthlyRange {
  return range.type === RangeType.monthly && 'begin' in range;
}

export function isYearlyRange(range: CalendarRange): range is YearlyRange {
  return range.type === RangeType.yearly && 'begin' in range;
}

/** True for a range of a type outside 0–3, kept as read. */
export function isGenericRange(range: CalendarRange): range is GenericRange {
  return !isDailyRange(range) && !isWeeklyRange(range) && !isMonthlyRange(range) && !isYearlyRange(range);
}
