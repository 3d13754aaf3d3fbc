import { columnsOf } from '../../configuration/list-columns';
import { smsServerDescriptor } from './sms-server.descriptor';

const column = columnsOf(smsServerDescriptor);

/** The SMS servers' table after the name (the default one is marked by its name). */
export const smsServerColumns = [
  column.field('provider', { numeric: true }),
  column.field('account'),
  column.field('senderPhone'),
];
