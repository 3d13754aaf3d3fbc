import { entity } from '../entity';
import { notInDocument, withDefault } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { guidIdentifier } from '../special-values';
import { boolean, integer, text, typeTag } from '../values';
import type { Calendar } from '../../../domain/configuration/calendar';
import type { CalendarRange, DailyRange, GenericRange, MonthlyRange, Time, WeeklyRange, YearlyRange } from '../../../domain/configuration/calendar-range';
import { ioCodec } from './io.codec';

// Section 3 gives 0 for the hour, minute and second of every range moment (weekly ones "on creation"),
// 1 for a monthly begin day and a yearly month: left out, they read as that and stay left out.
const zero = () => withDefault(integer(), 0);
const time = { hour: zero(), minute: zero(), second: zero() };
const timeCodec = entity<Time>('Time', time);
const flags = <K extends string>(prefix: string, count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`${prefix}${index}`, boolean()])) as Record<K, ReturnType<typeof boolean>>;
const named = (name: string) => withDefault(text(), name);

const dailyRange = entity<DailyRange>('DailyRange', {
  type: typeTag(0), name: named('New daily range'),
  begin: entity<DailyRange['begin']>('DailyBegin', { ...flags<`weekday${0 | 1 | 2 | 3 | 4 | 5 | 6}`>('weekday', 7), ...time }), end: timeCodec,
});
const weeklyMoment = entity<WeeklyRange['begin']>('WeeklyMoment', { weekday: zero(), ...time });
const weeklyRange = entity<WeeklyRange>('WeeklyRange', { type: typeTag(1), name: named('New weekly range'), begin: weeklyMoment, end: weeklyMoment });
const monthlyRange = entity<MonthlyRange>('MonthlyRange', {
  type: typeTag(2), name: named('New monthly range'),
  begin: entity<MonthlyRange['begin']>('MonthlyBegin', { day: withDefault(integer(), 1), ...flags<`month${0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11}`>('month', 12), ...time }),
  end: entity<MonthlyRange['end']>('MonthlyEnd', { day: zero(), ...time }),
});
const yearlyMoment = entity<YearlyRange['begin']>('YearlyMoment', { month: withDefault(integer(), 1), day: zero(), ...time });
const yearlyRange = entity<YearlyRange>('YearlyRange', { type: typeTag(3), name: named('New yearly range'), begin: yearlyMoment, end: yearlyMoment });

/** Range codecs by `<type>` (0 daily, 1 weekly, 2 monthly, 3 yearly); other types are kept as generic ranges. */
const rangeRegistry = new TypeRegistry<CalendarRange>('range')
  .register(0, dailyRange).register(1, weeklyRange).register(2, monthlyRange).register(3, yearlyRange);

const genericRange = entity<GenericRange>('GenericRange', { type: integer(), name: withDefault(text(), ''), payload: notInDocument() });

export const calendarCodec = entity<Calendar>('Calendar', {
  id: guidIdentifier(), name: named('New calendar'), ranges: list('range', polymorphic(rangeRegistry, genericRange)), io: ioCodec,
});
