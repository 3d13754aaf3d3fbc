import { msg } from '@lingui/core/macro';
import { listPage } from '../../configuration/list-columns';
import { storeDescriptor } from './store.descriptor';

/** The stores' table after the name (default and rescue are marked by it): where, and the limits in their units (0 is no limit). */
export const storeList = listPage(storeDescriptor, {
  key: 'limitTime',
  columns: (column) => [
    column.field('path'),
    column.field('limitTime', { format: (days) => (days === 0 ? msg`until full` : msg`${days} days`) }),
    column.field('limitSize', { format: (size) => (size === 0 ? msg`no maximum` : msg`${size} GB`) }),
  ],
  newLabel: msg`New store`,
  hint: msg`Select a store to edit it, or add one.`,
});
