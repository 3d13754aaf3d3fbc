import type { CalendarRange } from './calendar-range';
import { RangeNotFoundError } from './configuration-errors';
import { generateGuid, type Guid, type GuidGenerator } from './guid';
import { createIo, IoFlag, type Io } from './io';

/** A named set of time ranges; its io is on while the current time falls in a range. */
export interface Calendar {
  readonly id: Guid;
  readonly name: string;
  readonly ranges: readonly CalendarRange[];
  readonly io: Io;
}

const CALENDAR_IO_TYPE_NAME = 'calendar';

/** The io a calendar drives: virtual, of type calendar, named after and owned by the calendar. */
function createCalendarIo(calendarName: string, newGuid: GuidGenerator = generateGuid): Io {
  return createIo({ name: calendarName, typeName: CALENDAR_IO_TYPE_NAME, ownerName: calendarName, flags: IoFlag.virtual }, newGuid);
}

export function createCalendar(fields: Partial<Calendar> = {}, newGuid: GuidGenerator = generateGuid): Calendar {
  const id = fields.id ?? newGuid();
  const name = fields.name ?? 'New calendar';
  return { id, name, ranges: [], io: fields.io ?? createCalendarIo(name, newGuid), ...fields };
}

/** Renames the calendar and its io's name and owner, which follow the calendar's name. */
export function renameCalendar(calendar: Calendar, name: string): Calendar {
  if (calendar.name === name) return calendar;
  return { ...calendar, name, io: { ...calendar.io, name, ownerName: name } };
}

export function addRange(calendar: Calendar, range: CalendarRange): Calendar {
  return { ...calendar, ranges: [...calendar.ranges, range] };
}

/** Replaces the range at an index (0-based); other ranges keep their identity. */
export function replaceRange(calendar: Calendar, index: number, range: CalendarRange): Calendar {
  if (!Number.isInteger(index) || index < 0 || index >= calendar.ranges.length) throw new RangeNotFoundError(index);
  return { ...calendar, ranges: calendar.ranges.map((each, at) => (at === index ? range : each)) };
}

export function removeRange(calendar: Calendar, index: number): Calendar {
  if (!Number.isInteger(index) || index < 0 || index >= calendar.ranges.length) throw new RangeNotFoundError(index);
  return { ...calendar, ranges: calendar.ranges.filter((_, at) => at !== index) };
}
