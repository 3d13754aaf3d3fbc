import { msg } from '@lingui/core/macro';
import { listPage } from '../../configuration/list-columns';
import { calendarUsers } from './calendar-usage';
import { calendarDescriptor } from './calendar.descriptor';

/** The calendars' table after the name: how many ranges, and how many gates, links and accesses use each. */
export const calendarList = listPage(calendarDescriptor, {
  key: 'usedBy',
  columns: (column) => [
    column.computed('ranges', msg`Ranges`, (calendar) => calendar.ranges.length, { numeric: true }),
    column.computed('usedBy', msg`Used by`, (calendar, configuration) => calendarUsers(configuration, calendar).length, { numeric: true }),
  ],
  newLabel: msg`New calendar`,
  hint: msg`Select a calendar to edit it, or add one.`,
});
