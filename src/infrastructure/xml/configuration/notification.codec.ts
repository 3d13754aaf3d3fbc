import { entity } from '../entity';
import { optional, withDefault } from '../leaf';
import { cryptedString, guidIdentifier } from '../special-values';
import { boolean, integer, text } from '../values';
import type { Contact } from '../../../domain/configuration/contact';
import type { FtpClient } from '../../../domain/configuration/ftp-client';
import { DEFAULT_MONITOR_DOMAIN, MONITOR_ADDRESS_PLACEHOLDER, type Monitor } from '../../../domain/configuration/monitor';
import { DEFAULT_PORTS } from '../../../domain/configuration/network-parameters';
import type { SmsServer } from '../../../domain/configuration/sms-server';
import type { SmtpServer } from '../../../domain/configuration/smtp-server';

// A name left out reads as the specification's default name (and stays left out until renamed).
const named = (name: string) => withDefault(text(), name);

/** A default SMTP server has no connection fields: the elements are absent (or empty). */
export const smtpServerCodec = entity<SmtpServer>('SmtpServer', {
  id: guidIdentifier(), default: integer(), name: named('New SMTP Server'), from: text(), address: optional(text()), port: optional(integer()),
  authentificationRequired: optional(boolean()), user: optional(text()), password: optional(cryptedString()), security: optional(integer()),
});

export const smsServerCodec = entity<SmsServer>('SmsServer', {
  id: guidIdentifier(), default: integer(), name: named('New SMS Server'), provider: integer(), account: text(), user: text(), password: cryptedString(), senderPhone: text(),
});

export const contactCodec = entity<Contact>('Contact', {
  id: guidIdentifier(), name: named('New Contact'), firstname: text(), mail: text(), phone: text(), description: text(),
});

export const ftpClientCodec = entity<FtpClient>('FtpClient', {
  id: guidIdentifier(), name: named('New FtpClient'), address: text(), port: withDefault(integer(), DEFAULT_PORTS.ftp),
  connection: withDefault(integer(), 0), user: text(), password: cryptedString(), path: text(), createPath: boolean(),
});

export const monitorCodec = entity<Monitor>('Monitor', {
  id: guidIdentifier(), name: named('New Monitor'), type: withDefault(integer(), 1), address: withDefault(text(), MONITOR_ADDRESS_PLACEHOLDER),
  port: integer(), secondaryUse: boolean(), secondaryAddress: text(), secondaryPort: integer(), trid: text(), account: text(), prefix: text(),
  receiver: text(), format: integer(), cyclic: boolean(), cyclicCode: text(), nbTest: withDefault(integer(), 5),
  responseTime: withDefault(integer(), 10), snumber: text(), domain: withDefault(text(), DEFAULT_MONITOR_DOMAIN),
  keepaliveTime: integer(), keepalivePort: integer(),
});
