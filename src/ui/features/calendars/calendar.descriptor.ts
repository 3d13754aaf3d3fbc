import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createCalendar, renameCalendar, type Calendar } from '../../../domain/configuration/calendar';
import { updateAt } from '../../../domain/configuration/model-path';
import type { EntityDescriptor, NestedLabels } from '../../configuration/entity-descriptor';
import { monthNames, weekdayNames } from '../../configuration/words/calendar-names';
import { hiddenField, readOnlyField } from '../../configuration/field-kinds';
import { itemListDescriptor } from '../../configuration/item-list-descriptor';

const RANGE = msg`Range {number}`;

/** An unnamed range as the calendars page counts it: "Range 1". */
export function rangeWords(index: number): MessageDescriptor {
  return { ...RANGE, values: { number: index + 1 } };
}

/** A moment's parts, as the range form's fields ask for them. */
const MOMENT_LABELS = { hour: msg`Hour`, minute: msg`Minute`, second: msg`Second`, day: msg`Day`, month: msg`Month`, weekday: msg`Weekday` };

/** A moment's day and month flags by their names (weekday0 is Sunday, month0 January), as the range form's boxes show them. */
function flagName(i18n: I18n, key: string): string | undefined {
  const flag = /^(weekday|month)(\d+)$/.exec(key);
  if (!flag) return undefined;
  const names = flag[1] === 'weekday' ? weekdayNames(i18n.locale, 'long') : monthNames(i18n.locale, 'long');
  return names[Number(flag[2])];
}

/** A calendar's ranges, for the review: by name ("Range 2" when unnamed), then the form's labels. */
const RANGE_LABELS: NestedLabels = {
  item: (i18n, range, { index }) => {
    const name = (range as { readonly name?: unknown } | undefined)?.name;
    return [typeof name === 'string' && name !== '' ? name : i18n._(rangeWords(index))];
  },
  fields: {
    name: msg`Range name`,
    begin: { label: msg`Begin`, fields: MOMENT_LABELS, key: flagName },
    end: { label: msg`End`, fields: MOMENT_LABELS, key: flagName },
  },
};

export const CALENDARS_PATH = ['calendars'] as const;

/**
 * A calendar (section 3): its name, its ranges (edited by the page's week
 * and year views and range forms, not by the generic form), and the io it
 * drives, created with it by the domain and renamed with it.
 */
export const calendarDescriptor: EntityDescriptor<Calendar> = itemListDescriptor('calendars', {
  kind: 'calendar',
  singular: msg`Calendar`,
  plural: msg`Calendars`,
  create: () => createCalendar(),
  // The io's name and owner follow the calendar's name (renameCalendar).
  name: { set: (value, { configuration, path }) => updateAt(configuration, path, (calendar) => renameCalendar(calendar as Calendar, value)) },
  fields: {
    ranges: hiddenField(msg`Ranges`, RANGE_LABELS),
    io: readOnlyField({
      label: msg`Input/output`,
      help: msg`The calendar's io is on while the current time falls in one of its ranges; gates and accesses use it.`,
      group: 'general',
      expert: true,
      format: (io) => io.name,
    }),
  },
});
