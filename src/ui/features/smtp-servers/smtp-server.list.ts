import { msg } from '@lingui/core/macro';
import type { SmtpServer } from '../../../domain/configuration/smtp-server';
import { columnsOf, optionWords, type ListPage } from '../../configuration/list-columns';
import { SMTP_SECURITY, smtpServerDescriptor } from './smtp-server.descriptor';

const column = columnsOf(smtpServerDescriptor);

/** The SMTP servers' table after the name (the default server is marked by its name and has no connection fields). */
export const smtpServerList: ListPage<SmtpServer> = {
  descriptor: smtpServerDescriptor,
  columns: [
    column.field('address'),
    column.field('port', { numeric: true }),
    column.field('security', { format: optionWords(SMTP_SECURITY) }),
  ],
  newLabel: msg`New SMTP server`,
  hint: msg`Select an SMTP server to edit it, or add one.`,
};
