import { entity } from '../entity';
import { optional } from '../leaf';
import { cryptedString, guidIdentifier } from '../special-values';
import { boolean, integer, text } from '../values';
import type { Contact } from '../../../domain/configuration/contact';
import type { FtpClient } from '../../../domain/configuration/ftp-client';
import type { Monitor } from '../../../domain/configuration/monitor';
import type { SmsServer } from '../../../domain/configuration/sms-server';
import type { SmtpServer } from '../../../domain/configuration/smtp-server';

/** A default SMTP server has no connection fields: the elements are absent. */
export const smtpServerCodec = entity<SmtpServer>('SmtpServer', {
  id: guidIdentifier(), default: integer(), name: text(), from: text(), address: optional(text()), port: optional(integer()),
  authentificationRequired: optional(boolean()), user: optional(text()), password: optional(cryptedString()), security: optional(integer()),
});

export const smsServerCodec = entity<SmsServer>('SmsServer', {
  id: guidIdentifier(), default: integer(), name: text(), provider: integer(), account: text(), user: text(), password: cryptedString(), senderPhone: text(),
});

export const contactCodec = entity<Contact>('Contact', {
  id: guidIdentifier(), name: text(), firstname: text(), mail: text(), phone: text(), description: text(),
});

export const ftpClientCodec = entity<FtpClient>('FtpClient', {
  id: guidIdentifier(), name: text(), address: text(), port: integer(), connection: integer(), user: text(), password: cryptedString(), path: text(), createPath: boolean(),
});

export const monitorCodec = entity<Monitor>('Monitor', {
  id: guidIdentifier(), name: text(), type: integer(), address: text(), port: integer(), secondaryUse: boolean(),
  secondaryAddress: text(), secondaryPort: integer(), trid: text(), account: text(), prefix: text(), receiver: text(), format: integer(),
  cyclic: boolean(), cyclicCode: text(), nbTest: integer(), responseTime: integer(), snumber: text(), domain: text(),
  keepaliveTime: integer(), keepalivePort: integer(),
});
