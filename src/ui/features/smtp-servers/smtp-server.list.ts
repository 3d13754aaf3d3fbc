import { msg } from '@lingui/core/macro';
import { listPage, optionWords } from '../../configuration/list-columns';
import { SMTP_SECURITY, smtpServerDescriptor } from './smtp-server.descriptor';

/** The SMTP servers' table after the name (the default server is marked by its name and has no connection fields). */
export const smtpServerList = listPage(smtpServerDescriptor, {
  key: 'address',
  columns: (column) => [column.field('address'), column.field('port'), column.field('security', { format: optionWords(SMTP_SECURITY) })],
  newLabel: msg`New SMTP server`,
  hint: msg`Select an SMTP server to edit it, or add one.`,
});
