import { msg } from '@lingui/core/macro';
import type { Store } from '../../../domain/configuration/store';
import { columnsOf, type ListPage } from '../../configuration/list-columns';
import { storeDescriptor } from './store.descriptor';

const column = columnsOf(storeDescriptor);

/** The stores' table after the name (default and rescue are marked by it): where, and the limits in their units (0 is no limit). */
export const storeList: ListPage<Store> = {
  descriptor: storeDescriptor,
  columns: [
    column.field('path'),
    column.field('limitTime', { numeric: true, format: (days) => (days === 0 ? msg`until full` : msg`${days} days`) }),
    column.field('limitSize', { numeric: true, format: (size) => (size === 0 ? msg`no maximum` : msg`${size} GB`) }),
  ],
  newLabel: msg`New store`,
  hint: msg`Select a store to edit it, or add one.`,
};
