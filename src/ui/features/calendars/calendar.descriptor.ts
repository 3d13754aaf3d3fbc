import { msg } from '@lingui/core/macro';
import { createCalendar, renameCalendar, type Calendar } from '../../../domain/configuration/calendar';
import { updateAt } from '../../../domain/configuration/model-path';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { hiddenField, readOnlyField } from '../../configuration/field-kinds';
import { itemListDescriptor } from '../../configuration/item-list-descriptor';

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
    ranges: hiddenField(msg`Ranges`),
    io: readOnlyField({
      label: msg`Input/output`,
      help: msg`The calendar's io is on while the current time falls in one of its ranges; gates and accesses use it.`,
      group: 'general',
      expert: true,
      format: (io) => io.name,
    }),
  },
});
