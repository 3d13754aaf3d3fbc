import { msg } from '@lingui/core/macro';
import type { SmsServer } from '../../../domain/configuration/sms-server';
import { columnsOf, type ListPage } from '../../configuration/list-columns';
import { smsServerDescriptor } from './sms-server.descriptor';

const column = columnsOf(smsServerDescriptor);

/** The SMS servers' table after the name (the default one is marked by its name). */
export const smsServerList: ListPage<SmsServer> = {
  descriptor: smsServerDescriptor,
  columns: [
    column.field('provider', { numeric: true }),
    column.field('account'),
    column.field('senderPhone'),
  ],
  newLabel: msg`New SMS server`,
  hint: msg`Select an SMS server to edit it, or add one.`,
};
