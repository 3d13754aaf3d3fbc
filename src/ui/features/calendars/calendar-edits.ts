import { addRange, removeRange, replaceRange, type Calendar } from '../../../domain/configuration/calendar';
import type { CalendarRange } from '../../../domain/configuration/calendar-range';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Guid } from '../../../domain/configuration/guid';
import { updateAt } from '../../../domain/configuration/model-path';
import type { ConfigurationEdit } from '../../../application/configuration-workspace/configuration-workspace';
import { CALENDARS_PATH } from './calendar.descriptor';

function onCalendar(id: Guid, change: (calendar: Calendar) => Calendar) {
  return (configuration: Configuration) => updateAt(configuration, [...CALENDARS_PATH, { id }], (calendar) => change(calendar as Calendar));
}

/** One workspace step per gesture: the page builds these and hands them to `apply`. */
export function addRangeEdit(id: Guid, range: CalendarRange, label: string): ConfigurationEdit {
  return { kind: 'calendar.range.add', label, apply: onCalendar(id, (calendar) => addRange(calendar, range)) };
}

export function replaceRangeEdit(id: Guid, index: number, range: CalendarRange, label: string): ConfigurationEdit {
  return { kind: 'calendar.range.change', label, apply: onCalendar(id, (calendar) => replaceRange(calendar, index, range)) };
}

export function removeRangeEdit(id: Guid, index: number, label: string): ConfigurationEdit {
  return { kind: 'calendar.range.remove', label, apply: onCalendar(id, (calendar) => removeRange(calendar, index)) };
}
