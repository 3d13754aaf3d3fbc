import type { Configuration } from './configuration';
import { addItem } from './configuration-lists';
import { ItemNotInConfigurationError } from './configuration-errors';
import type { Guid } from './guid';
import type { SmsServer } from './sms-server';
import { hasConnectionFields, isDefaultServer, withConnection, withoutConnection, type SmtpServer } from './smtp-server';

/** The value `default` holds on the default server. */
const DEFAULT_SERVER_MARK = 1;

/**
 * Makes one SMTP server the default and clears the mark on any other: only one
 * default may exist. The new default drops its connection fields; a server
 * losing the mark gets them back, empty where it had none.
 */
export function setDefaultSmtpServer(configuration: Configuration, id: Guid): Configuration {
  if (!configuration.emails.some((server) => server.id === id)) throw new ItemNotInConfigurationError('email', id);
  let changed = false;
  const emails = configuration.emails.map((server): SmtpServer => {
    if (server.id === id) {
      if (isDefaultServer(server) && !hasConnectionFields(server)) return server;
      changed = true;
      return withoutConnection({ ...server, default: isDefaultServer(server) ? server.default : DEFAULT_SERVER_MARK });
    }
    if (!isDefaultServer(server)) return server;
    changed = true;
    return withConnection({ ...server, default: 0 });
  });
  return changed ? { ...configuration, emails } : configuration;
}

/** Clears the default mark of an SMTP server, giving it connection fields to fill in. */
export function clearDefaultSmtpServer(configuration: Configuration, id: Guid): Configuration {
  const index = configuration.emails.findIndex((server) => server.id === id);
  if (index < 0) throw new ItemNotInConfigurationError('email', id);
  const server = configuration.emails[index]!;
  if (!isDefaultServer(server)) return configuration;
  return { ...configuration, emails: configuration.emails.with(index, withConnection({ ...server, default: 0 })) };
}

/** Makes one SMS server the default and clears the mark on any other. */
export function setDefaultSmsServer(configuration: Configuration, id: Guid): Configuration {
  if (!configuration.messages.some((server) => server.id === id)) throw new ItemNotInConfigurationError('message', id);
  let changed = false;
  const messages = configuration.messages.map((server): SmsServer => {
    const mark = server.id === id ? (isDefaultServer(server) ? server.default : DEFAULT_SERVER_MARK) : 0;
    if (server.default === mark) return server;
    changed = true;
    return { ...server, default: mark };
  });
  return changed ? { ...configuration, messages } : configuration;
}

/** Appends an SMTP server; one marked default takes the mark from the others. */
export function addSmtpServer(configuration: Configuration, server: SmtpServer): Configuration {
  const added = addItem(configuration, 'emails', server);
  return isDefaultServer(server) ? setDefaultSmtpServer(added, server.id) : added;
}

/** Appends an SMS server; one marked default takes the mark from the others. */
export function addSmsServer(configuration: Configuration, server: SmsServer): Configuration {
  const added = addItem(configuration, 'messages', server);
  return isDefaultServer(server) ? setDefaultSmsServer(added, server.id) : added;
}
