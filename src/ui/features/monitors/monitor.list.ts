import { msg } from '@lingui/core/macro';
import type { Monitor } from '../../../domain/configuration/monitor';
import { columnsOf, type ListPage } from '../../configuration/list-columns';
import { monitorDescriptor } from './monitor.descriptor';

const column = columnsOf(monitorDescriptor);

/** The alarm receivers' table after the name. */
export const monitorList: ListPage<Monitor> = {
  descriptor: monitorDescriptor,
  columns: [
    column.field('address'),
    column.field('port', { numeric: true }),
    column.field('secondaryUse', { header: msg`Secondary` }),
  ],
  newLabel: msg`New alarm receiver`,
  hint: msg`Select an alarm receiver to edit it, or add one.`,
};
