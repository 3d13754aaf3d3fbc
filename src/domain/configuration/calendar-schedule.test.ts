import { describe, expect, it } from 'vitest';
import { createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange, type GenericRange } from './calendar-range';
import { activeRangesAt, nextOccurrences } from './calendar-schedule';

// Local-time dates: the schedule reads wall-clock fields. 2026-01-05 is a Monday (weekday1).
const monday = (hour: number, minute = 0, second = 0) => new Date(2026, 0, 5, hour, minute, second);
const noWeekdays = createDailyRange().begin;
/** Whether the calendar's io is on at the moment: some range holds it. */
const isActiveAt = (ranges: Parameters<typeof activeRangesAt>[0], moment: Date) => activeRangesAt(ranges, moment).length > 0;

describe('calendar schedule', () => {
  const office = createDailyRange({ begin: { ...noWeekdays, weekday1: true, weekday2: true, hour: 8, minute: 30, second: 0 }, end: { hour: 17, minute: 0, second: 15 } });

  it('is active inside a daily range on a flagged weekday, to the second', () => {
    expect(isActiveAt([office], monday(8, 29, 59))).toBe(false);
    expect(isActiveAt([office], monday(8, 30))).toBe(true);
    expect(isActiveAt([office], monday(17, 0, 14))).toBe(true);
    expect(isActiveAt([office], monday(17, 0, 15))).toBe(false);
    expect(isActiveAt([office], new Date(2026, 0, 7, 9))).toBe(false); // Wednesday: not flagged
  });

  it('lists the next occurrences in order, with their range', () => {
    const next = nextOccurrences([office], monday(9), 3);
    expect(next.map((each) => [each.start, each.end, each.rangeIndex])).toEqual([
      [new Date(2026, 0, 6, 8, 30), new Date(2026, 0, 6, 17, 0, 15), 0],
      [new Date(2026, 0, 12, 8, 30), new Date(2026, 0, 12, 17, 0, 15), 0],
      [new Date(2026, 0, 13, 8, 30), new Date(2026, 0, 13, 17, 0, 15), 0],
    ]);
  });

  it('wraps a daily range ending before it begins past midnight', () => {
    const night = createDailyRange({ begin: { ...noWeekdays, weekday1: true, hour: 22, minute: 0, second: 0 }, end: { hour: 6, minute: 0, second: 0 } });
    expect(isActiveAt([night], new Date(2026, 0, 6, 5, 59))).toBe(true);
    expect(isActiveAt([night], new Date(2026, 0, 6, 6, 0))).toBe(false);
    expect(isActiveAt([night], monday(21, 59))).toBe(false);
  });

  it('treats an end equal to the begin as empty (a new range is never on)', () => {
    const everyDay = createDailyRange({ begin: { ...noWeekdays, weekday0: true, weekday1: true, hour: 0, minute: 0, second: 0 } });
    expect(isActiveAt([everyDay], monday(12))).toBe(false);
    expect(nextOccurrences([everyDay], monday(12), 2)).toEqual([]);
  });

  it('reads a weekly range from one weekday to another, wrapping the week', () => {
    const weekend = createWeeklyRange({ begin: { weekday: 5, hour: 18, minute: 0, second: 0 }, end: { weekday: 1, hour: 7, minute: 0, second: 0 } });
    expect(isActiveAt([weekend], new Date(2026, 0, 10, 12))).toBe(true); // Saturday
    expect(isActiveAt([weekend], monday(6, 59, 59))).toBe(true);
    expect(isActiveAt([weekend], monday(7))).toBe(false);
    expect(nextOccurrences([weekend], monday(7), 1)[0]).toMatchObject({ start: new Date(2026, 0, 9, 18), end: new Date(2026, 0, 12, 7) });
  });

  it('reads a monthly range in the flagged months, the day clamped to the month', () => {
    const monthEnd = createMonthlyRange({
      begin: { ...createMonthlyRange().begin, month1: true, month3: true, day: 28, hour: 0, minute: 0, second: 0 },
      end: { day: 31, hour: 23, minute: 0, second: 0 },
    });
    const next = nextOccurrences([monthEnd], monday(0), 2);
    expect(next.map((each) => [each.start, each.end])).toEqual([
      [new Date(2026, 1, 28), new Date(2026, 1, 28, 23)],
      [new Date(2026, 3, 28), new Date(2026, 3, 30, 23)],
    ]);
    expect(isActiveAt([monthEnd], new Date(2026, 2, 29))).toBe(false); // March: not flagged
  });

  it('reads a yearly range from one date to another, wrapping the year', () => {
    const winter = createYearlyRange({ begin: { month: 12, day: 20, hour: 0, minute: 0, second: 0 }, end: { month: 1, day: 3, hour: 0, minute: 0, second: 0 } });
    expect(isActiveAt([winter], new Date(2026, 0, 2))).toBe(true);
    expect(isActiveAt([winter], new Date(2026, 0, 3))).toBe(false);
    expect(nextOccurrences([winter], new Date(2026, 0, 3), 1)[0]).toMatchObject({ start: new Date(2026, 11, 20), end: new Date(2027, 0, 3) });
  });

  it('ignores ranges of unknown types and says which ranges hold the moment', () => {
    const unknown: GenericRange = { type: 9, name: 'kept' };
    const always = createWeeklyRange({ begin: { weekday: 1, hour: 0, minute: 0, second: 0 }, end: { weekday: 1, hour: 23, minute: 0, second: 0 } });
    expect(activeRangesAt([unknown, office, always], monday(10)).map((each) => each.rangeIndex).sort()).toEqual([1, 2]);
  });
});
