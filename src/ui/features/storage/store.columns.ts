import { msg } from '@lingui/core/macro';
import { columnsOf } from '../../configuration/list-columns';
import { storeDescriptor } from './store.descriptor';

const column = columnsOf(storeDescriptor);

/** The stores' table after the name (default and rescue are marked by it): where, and the limits in their units (0 is no limit). */
export const storeColumns = [
  column.field('path'),
  column.field('limitTime', { numeric: true, format: (days) => (days === 0 ? msg`until full` : msg`${days} days`) }),
  column.field('limitSize', { numeric: true, format: (size) => (size === 0 ? msg`no maximum` : msg`${size} GB`) }),
];
