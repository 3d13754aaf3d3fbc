import { columnsOf, optionWords } from '../../configuration/list-columns';
import { FTP_CONNECTION_MODES, ftpClientDescriptor } from './ftp-client.descriptor';

const column = columnsOf(ftpClientDescriptor);

/** The FTP clients' table after the name. */
export const ftpClientColumns = [
  column.field('address'),
  column.field('port', { numeric: true }),
  column.field('connection', { format: optionWords(FTP_CONNECTION_MODES) }),
  column.field('path'),
];
