import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ItemNotInConfigurationError, type ConfigurationItemKind } from '../../domain/configuration/configuration-errors';
import { refusalText } from './problem-text';

/**
 * Section 8's type error "the item is not in this configuration's list", one
 * message per kind (the kinds' names differ in gender in French). The
 * console's error table (error-messages.ts) knows no CONFIG.* code yet; when
 * it does, this table moves there.
 */
export const ITEM_NOT_IN_LIST_MESSAGES: Readonly<Record<ConfigurationItemKind, MessageDescriptor>> = {
  device: msg`The device {id} isn't in this configuration's device list`,
  email: msg`The SMTP server {id} isn't in this configuration's SMTP server list`,
  message: msg`The SMS server {id} isn't in this configuration's SMS server list`,
  contact: msg`The contact {id} isn't in this configuration's contact list`,
  ftpClient: msg`The FTP client {id} isn't in this configuration's FTP client list`,
  monitor: msg`The alarm receiver {id} isn't in this configuration's alarm receiver list`,
  calendar: msg`The calendar {id} isn't in this configuration's calendar list`,
  access: msg`The access {id} isn't in this configuration's access list`,
};

/** The words for an edit the domain refused: the item-not-in-list error by kind, any other as the kit's refusalText says it. */
export function itemRefusalText(i18n: I18n, error: unknown): string {
  if (error instanceof ItemNotInConfigurationError) {
    const descriptor = ITEM_NOT_IN_LIST_MESSAGES[error.kind];
    return i18n._(descriptor.id, { id: String(error.metadata['id'] ?? '') }, { message: descriptor.message });
  }
  return refusalText(i18n, error);
}
