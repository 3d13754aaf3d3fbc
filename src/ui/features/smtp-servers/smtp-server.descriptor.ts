import { msg } from '@lingui/core/macro';
import { addSmtpServer, clearDefaultSmtpServer, setDefaultSmtpServer } from '../../../domain/configuration/default-servers';
import { createSmtpServer, isDefaultServer, type SmtpServer } from '../../../domain/configuration/smtp-server';
import { defaultMarkField, defaultServerMarkers } from '../../configuration/default-mark-choices';
import type { EntityDescriptor, SelectOption } from '../../configuration/entity-descriptor';
import { addressField, booleanField, emailField, portField, selectField, sensitiveField, textField } from '../../configuration/field-kinds';
import { itemListDescriptor } from '../../configuration/item-list-descriptor';

/**
 * The `security` numbers. The specification gives none: 0 plain, 1 SSL/TLS
 * from the first byte (port 465), 2 STARTTLS (port 587, as the appliance's
 * sample company server uses). Another number is shown as it is and kept.
 */
export const SMTP_SECURITY: readonly SelectOption<number>[] = [
  { value: 0, label: msg`None (plain text)` },
  { value: 1, label: msg`SSL/TLS` },
  { value: 2, label: msg`STARTTLS` },
];

const isDefault = (server: SmtpServer) => isDefaultServer(server);
const withoutAuthentication = (server: SmtpServer) => isDefaultServer(server) || server.authentificationRequired !== true;

/**
 * An outgoing mail server (section 3). The default server (at most one,
 * section 5) has no address, port, authentication, user, password or
 * security: the form hides them and the domain drops them, so the document
 * does not hold them.
 */
export const smtpServerDescriptor: EntityDescriptor<SmtpServer> = itemListDescriptor('emails', {
  kind: 'smtp-server',
  singular: msg`SMTP server`,
  plural: msg`SMTP servers`,
  create: () => createSmtpServer(),
  add: (configuration, server) => addSmtpServer(configuration, server),
  markers: defaultServerMarkers,
  fields: {
    default: defaultMarkField({
      help: msg`The default server has no address or credentials here: the appliance's own settings are used. Only one server is the default: choosing this one takes the mark from the other.`,
      set: (value, { configuration, entity }) => (value !== 0 ? setDefaultSmtpServer(configuration, entity.id) : clearDefaultSmtpServer(configuration, entity.id)),
    }),
    from: emailField({ label: msg`Sender address`, help: msg`The address alert mails come from.`, group: 'general' }),
    address: addressField({ label: msg`Server address`, hidden: isDefault }),
    port: portField({ label: msg`Port`, group: 'connection', hidden: isDefault }),
    authentificationRequired: booleanField({ label: msg`The server requires authentication`, group: 'credentials', hidden: isDefault }),
    user: textField({ label: msg`User`, group: 'credentials', hidden: withoutAuthentication }),
    password: sensitiveField({ label: msg`Password`, group: 'credentials', hidden: withoutAuthentication }),
    security: selectField<number, SmtpServer>({ label: msg`Connection security`, group: 'connection', options: SMTP_SECURITY, hidden: isDefault }),
  },
});
