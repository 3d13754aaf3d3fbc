import { msg } from '@lingui/core/macro';
import { listPage, optionWords } from '../../configuration/list-columns';
import { FTP_CONNECTION_MODES, ftpClientDescriptor } from './ftp-client.descriptor';

/** The FTP clients' table after the name. */
export const ftpClientList = listPage(ftpClientDescriptor, {
  key: 'address',
  columns: (column) => [column.field('address'), column.field('port'), column.field('connection', { format: optionWords(FTP_CONNECTION_MODES) }), column.field('path')],
  newLabel: msg`New FTP client`,
  hint: msg`Select an FTP client to edit it, or add one.`,
});
