import { msg } from '@lingui/core/macro';
import type { FtpClient } from '../../../domain/configuration/ftp-client';
import { columnsOf, optionWords, type ListPage } from '../../configuration/list-columns';
import { FTP_CONNECTION_MODES, ftpClientDescriptor } from './ftp-client.descriptor';

const column = columnsOf(ftpClientDescriptor);

/** The FTP clients' table after the name. */
export const ftpClientList: ListPage<FtpClient> = {
  descriptor: ftpClientDescriptor,
  columns: [
    column.field('address'),
    column.field('port', { numeric: true }),
    column.field('connection', { format: optionWords(FTP_CONNECTION_MODES) }),
    column.field('path'),
  ],
  newLabel: msg`New FTP client`,
  hint: msg`Select an FTP client to edit it, or add one.`,
};
