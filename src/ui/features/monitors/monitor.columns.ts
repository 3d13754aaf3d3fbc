import { msg } from '@lingui/core/macro';
import { columnsOf } from '../../configuration/list-columns';
import { monitorDescriptor } from './monitor.descriptor';

const column = columnsOf(monitorDescriptor);

/** The alarm receivers' table after the name. */
export const monitorColumns = [
  column.field('address'),
  column.field('port', { numeric: true }),
  column.field('secondaryUse', { header: msg`Secondary` }),
];
