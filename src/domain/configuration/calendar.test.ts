import { describe, expect, it } from 'vitest';
import { addRange, createCalendar, removeRange, renameCalendar, replaceRange } from './calendar';
import {
  createDailyRange, createMonthlyRange, createWeeklyRange, createYearlyRange, isDailyRange, isGenericRange, isMonthlyRange, isWeeklyRange, isYearlyRange,
  type GenericRange,
} from './calendar-range';
import { RangeNotFoundError } from './configuration-errors';
import { sequentialGuids } from './guid';
import { hasIoFlag } from './io';

const zero = { hour: 0, minute: 0, second: 0 };

describe('calendar', () => {
  it("defaults: name 'New calendar', no range, an io of type calendar owned by the calendar", () => {
    const calendar = createCalendar({}, sequentialGuids(1));
    expect(calendar).toMatchObject({ id: '1-1', name: 'New calendar', ranges: [] });
    expect(calendar.io).toMatchObject({ id: '1-2', name: 'New calendar', typeName: 'calendar', ownerName: 'New calendar' });
    expect(hasIoFlag(calendar.io, 'virtual')).toBe(true);
    expect(createCalendar({ name: 'Nuit' }).io.ownerName).toBe('Nuit');
  });

  it('renaming moves the io name and owner along', () => {
    const calendar = createCalendar({}, sequentialGuids(1));
    const renamed = renameCalendar(calendar, 'Fermeture');
    expect(renamed.io).toMatchObject({ id: calendar.io.id, name: 'Fermeture', ownerName: 'Fermeture' });
    expect(renameCalendar(calendar, 'New calendar')).toBe(calendar);
  });

  it('adds, replaces and removes ranges, keeping the other ranges', () => {
    const daily = createDailyRange();
    const weekly = createWeeklyRange();
    const calendar = addRange(addRange(createCalendar({}, sequentialGuids(1)), daily), weekly);
    expect(calendar.ranges).toEqual([daily, weekly]);
    const yearly = createYearlyRange();
    const replaced = replaceRange(calendar, 0, yearly);
    expect(replaced.ranges[0]).toBe(yearly);
    expect(replaced.ranges[1]).toBe(weekly);
    expect(removeRange(calendar, 0).ranges).toEqual([weekly]);
    expect(() => removeRange(calendar, 2)).toThrow(RangeNotFoundError);
    expect(() => replaceRange(calendar, -1, yearly)).toThrow(RangeNotFoundError);
  });
});

describe('calendar ranges', () => {
  it('daily: every weekday flag off, begin and end at 0:00:00', () => {
    const range = createDailyRange();
    expect(range.type).toBe(0);
    expect(range.name).toBe('New daily range');
    expect(range.begin).toEqual({ weekday0: false, weekday1: false, weekday2: false, weekday3: false, weekday4: false, weekday5: false, weekday6: false, ...zero });
    expect(range.end).toEqual(zero);
  });

  it('weekly: weekday, hour, minute and second 0 on creation', () => {
    expect(createWeeklyRange()).toEqual({ type: 1, name: 'New weekly range', begin: { weekday: 0, ...zero }, end: { weekday: 0, ...zero } });
  });

  it('monthly: begin day 1 with twelve month flags; end day and time 0', () => {
    const range = createMonthlyRange();
    expect(range).toMatchObject({ type: 2, name: 'New monthly range', begin: { day: 1, ...zero }, end: { day: 0, ...zero } });
    expect(Object.keys(range.begin).filter((key) => key.startsWith('month'))).toEqual(Array.from({ length: 12 }, (_, index) => `month${index}`));
  });

  it('yearly: month 1, every other field 0', () => {
    expect(createYearlyRange()).toEqual({ type: 3, name: 'New yearly range', begin: { month: 1, day: 0, ...zero }, end: { month: 1, day: 0, ...zero } });
  });

  it('tells the known kinds from a generic range of an unknown type', () => {
    const generic: GenericRange = { type: 9, name: 'Inconnu', payload: { anything: 1 } };
    expect([createDailyRange(), createWeeklyRange(), createMonthlyRange(), createYearlyRange(), generic].map((range) => [
      isDailyRange(range), isWeeklyRange(range), isMonthlyRange(range), isYearlyRange(range), isGenericRange(range),
    ])).toEqual([
      [true, false, false, false, false],
      [false, true, false, false, false],
      [false, false, true, false, false],
      [false, false, false, true, false],
      [false, false, false, false, true],
    ]);
  });
});
