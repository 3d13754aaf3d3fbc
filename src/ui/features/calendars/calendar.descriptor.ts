import { msg } from '@lingui/core/macro';
import { createCalendar, renameCalendar, type Calendar } from '../../../domain/configuration/calendar';
import { addItem, deleteItem } from '../../../domain/configuration/configuration-lists';
import { validateRequired } from '../../../domain/configuration/field-validators';
import { updateAt } from '../../../domain/configuration/model-path';
import type { EntityDescriptor } from '../../configuration/entity-descriptor';
import { hiddenField, nameField, readOnlyField } from '../../configuration/field-kinds';

export const CALENDARS_PATH = ['calendars'] as const;

/**
 * A calendar (section 3): its name, its ranges (edited by the page's week
 * and year views and range forms, not by the generic form), and the io it
 * drives, created with it by the domain and renamed with it.
 */
export const calendarDescriptor: EntityDescriptor<Calendar> = {
  kind: 'calendar',
  singular: msg`Calendar`,
  plural: msg`Calendars`,
  location: { list: CALENDARS_PATH },
  nameOf: (calendar) => calendar.name,
  create: () => createCalendar(),
  add: (configuration, calendar) => addItem(configuration, 'calendars', calendar),
  remove: (configuration, calendar) => deleteItem(configuration, 'calendars', calendar.id),
  fields: {
    id: hiddenField(msg`Identifier`),
    name: nameField({
      label: msg`Name`,
      group: 'general',
      validate: validateRequired,
      // The io's name and owner follow the calendar's name (renameCalendar).
      set: (value, { configuration, path }) => updateAt(configuration, path, (calendar) => renameCalendar(calendar as Calendar, value)),
    }),
    ranges: hiddenField(msg`Ranges`),
    io: readOnlyField({
      label: msg`Input/output`,
      help: msg`The calendar's io is on while the current time falls in one of its ranges; gates and accesses use it.`,
      group: 'general',
      expert: true,
      format: (io) => io.name,
    }),
  },
};
