import { msg } from '@lingui/core/macro';
import { listPage } from '../../configuration/list-columns';
import { monitorDescriptor } from './monitor.descriptor';

/** The alarm receivers' table after the name. */
export const monitorList = listPage(monitorDescriptor, {
  key: 'address',
  columns: (column) => [column.field('address'), column.field('port'), column.field('secondaryUse', { header: msg`Secondary` })],
  newLabel: msg`New alarm receiver`,
  hint: msg`Select an alarm receiver to edit it, or add one.`,
});
