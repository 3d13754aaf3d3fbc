import { entity } from '../entity';
import { notInDocument } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { guidIdentifier } from '../special-values';
import { boolean, integer, text, typeTag } from '../values';
import type { Calendar } from '../../../domain/configuration/calendar';
import type { CalendarRange, DailyRange, GenericRange, MonthlyRange, Time, WeeklyRange, YearlyRange } from '../../../domain/configuration/calendar-range';
import { ioCodec } from './io.codec';

const time = { hour: integer(), minute: integer(), second: integer() };
const timeCodec = entity<Time>('Time', time);
const flags = <K extends string>(prefix: string, count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, boolean()])) as Record<K, ReturnType<typeof boolean>>;

const dailyRange = entity<DailyRange>('DailyRange', {
  type: typeTag(0), name: text(), begin: entity<DailyRange['begin']>('DailyBegin', { ...flags<`weekday${0 | 1 | 2 | 3 | 4 | 5 | 6}`>('weekday', 7), ...time }), end: timeCodec,
});
const weeklyMoment = entity<WeeklyRange['begin']>('WeeklyMoment', { weekday: integer(), ...time });
const weeklyRange = entity<WeeklyRange>('WeeklyRange', { type: typeTag(1), name: text(), begin: weeklyMoment, end: weeklyMoment });
const monthlyRange = entity<MonthlyRange>('MonthlyRange', {
  type: typeTag(2), name: text(),
  begin: entity<MonthlyRange['begin']>('MonthlyBegin', { day: integer(), ...flags<`month${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`>('month', 12), ...time }),
  end: entity<MonthlyRange['end']>('MonthlyEnd', { day: integer(), ...time }),
});
const yearlyMoment = entity<YearlyRange['begin']>('YearlyMoment', { month: integer(), day: integer(), ...time });
const yearlyRange = entity<YearlyRange>('YearlyRange', { type: typeTag(3), name: text(), begin: yearlyMoment, end: yearlyMoment });

/** Range codecs by `<type>` (0 daily, 1 weekly, 2 monthly, 3 yearly); other types are kept as generic ranges. */
export const rangeRegistry = new TypeRegistry<CalendarRange>('range')
  .register(0, dailyRange).register(1, weeklyRange).register(2, monthlyRange).register(3, yearlyRange);

const genericRange = entity<GenericRange>('GenericRange', { type: integer(), name: text(), payload: notInDocument() });

export const calendarCodec = entity<Calendar>('Calendar', {
  id: guidIdentifier(), name: text(), ranges: list('range', polymorphic(rangeRegistry, genericRange)), io: ioCodec,
});
