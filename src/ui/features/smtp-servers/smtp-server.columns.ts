import { columnsOf, optionWords } from '../../configuration/list-columns';
import { SMTP_SECURITY, smtpServerDescriptor } from './smtp-server.descriptor';

const column = columnsOf(smtpServerDescriptor);

/** The SMTP servers' table after the name (the default server is marked by its name and has no connection fields). */
export const smtpServerColumns = [
  column.field('address'),
  column.field('port', { numeric: true }),
  column.field('security', { format: optionWords(SMTP_SECURITY) }),
];
