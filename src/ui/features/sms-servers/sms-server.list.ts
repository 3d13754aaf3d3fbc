import { msg } from '@lingui/core/macro';
import { listPage } from '../../configuration/list-columns';
import { smsServerDescriptor } from './sms-server.descriptor';

/** The SMS servers' table after the name (the default one is marked by its name). */
export const smsServerList = listPage(smsServerDescriptor, {
  key: 'provider',
  columns: (column) => [column.field('provider'), column.field('account'), column.field('senderPhone')],
  newLabel: msg`New SMS server`,
  hint: msg`Select an SMS server to edit it, or add one.`,
});
