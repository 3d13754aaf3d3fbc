import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { consoleErrorCode } from '../../application/errors/console-errors';
import { DomainError } from '../../domain/shared/domain-error';
import { ERROR_MESSAGES } from '../i18n/error-messages';
import { errorText } from '../i18n/error-text';

/**
 * The configuration rules' codes that the console's error table does not
 * hold yet, with the specification's words. The error table
 * (src/ui/i18n/error-messages.ts) wins wherever it knows a code, so this
 * table can shrink as the codes move there.
 */
const PROBLEM_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  'FIELD.REQUIRED': msg`this field is required`,
  'FIELD.INVALID_IP': msg`invalid ip address`,
  'FIELD.INVALID_EMAIL': msg`invalid email address`,
  'FIELD.INVALID_PHONE': msg`invalid phone number`,
  'FIELD.POSITIVE_INTEGER': msg`please provide a positive integer`,
  'FIELD.STORAGE_PATH_REQUIRED': msg`storage path is required`,
  'FIELD.INVALID_STORAGE_PATH': msg`invalid storage path`,
  NO_DEFAULT_STORE: msg`no default store`,
  'CONFIG.MANY_DEFAULT_STORES': msg`only one store may be the default`,
  'CONFIG.EXPORTATION_STORE': msg`the exportation store isn't in this config's store list`,
  'CONFIG.MANY_DEFAULT_SMTP': msg`only one default SMTP server may exist`,
  'CONFIG.MANY_DEFAULT_SMS': msg`only one default SMS server may exist`,
  'CONFIG.USER_ALREADY_IN_GROUP': msg`user already in a group`,
  'FIELD.USERNAME_REQUIRED': msg`username is required`,
  'FIELD.PASSWORD_REQUIRED': msg`please set a password`,
  'FIELD.PASSWORDS_DONT_MATCH': msg`passwords don't match`,
  'FIELD.INVALID_PORT': msg`please provide a port between 1 and 65535`,
  'FIELD.NUMBER_RANGE': msg`please provide a whole number between {min} and {max}`,
  'FIELD.PASSWORD_TOO_SHORT': msg`the password needs at least 8 characters`,
  'FIELD.PASSWORD_HAS_USER_NAME': msg`the password must not contain the user name`,
  'FIELD.TUNNEL_MINUTES': msg`please provide a number of minutes between 1 and 43200 (30 days)`,
  'FIELD.NAME_TOO_LONG': msg`name is too long (255 characters at most)`,
  'CONFIG.PORT_IN_USE': msg`port {port} is used by another service`,
  'CONFIG.UNKNOWN_RESOURCE': msg`{id} isn't a device or io of this configuration`,
  'CONFIG.UNKNOWN_IO': msg`{id} isn't a io of this configuration`,
  'CONFIG.UNKNOWN_VIDEO': msg`{id} isn't a video of this configuration`,
  'CONFIG.UNKNOWN_CONTACT': msg`{id} isn't a contact of this configuration`,
  'CONFIG.UNKNOWN_FTP_CLIENT': msg`{id} isn't a FTP client of this configuration`,
  'CONFIG.UNKNOWN_MONITOR': msg`{id} isn't a monitor of this configuration`,
  'CONFIG.UNKNOWN_STORE': msg`{id} isn't a store of this configuration`,
  'CONFIG.UNKNOWN_GATE': msg`{id} isn't a gate of this configuration`,
  // The domain's refusals of an edit (configuration-errors.ts), shown where the edit was tried.
  'CONFIG.STORE_NOT_IN_LIST': msg`Store {id} isn't in this config's store list. Can't remove it`,
  'CONFIG.USER_NOT_IN_A_GROUP': msg`user not in a group, can't remove it`,
  'CONFIG.USER_NOT_IN_THIS_GROUP': msg`user not in this group, can't remove it`,
  'CONFIG.RIGHTS_NOT_IN_GROUP': msg`rights not in this group, can't remove it`,
  'CONFIG.GROUP_NOT_EMPTY': msg`group isn't empty, can't delete it`,
};

/** The values these messages name; a problem without them is left to the rule's own words. */
const NAMED_VALUES: Readonly<Record<string, readonly string[]>> = {
  'CONFIG.PORT_IN_USE': ['port'],
  'FIELD.NUMBER_RANGE': ['min', 'max'],
  'CONFIG.STORE_NOT_IN_LIST': ['id'],
  ...Object.fromEntries(Object.keys(PROBLEM_MESSAGES).filter((code) => code.startsWith('CONFIG.UNKNOWN_')).map((code) => [code, ['id']])),
};

/** The codes this table translates (a test checks that every field code of the domain is among them). */
export const TRANSLATED_PROBLEM_CODES: readonly string[] = Object.keys(PROBLEM_MESSAGES);

/**
 * A problem's text in the user's language: the error table's message for its
 * code, else this table's, else the rule's own (English) message, which
 * names the case precisely (a dangling reference's id).
 */
export function problemText(
  i18n: I18n,
  problem: { readonly code: string; readonly message: string; readonly values?: Readonly<Record<string, string | number>> },
): string {
  const descriptor = (ERROR_MESSAGES as Readonly<Record<string, MessageDescriptor>>)[problem.code] ?? PROBLEM_MESSAGES[problem.code];
  if (!descriptor) return problem.message;
  const values = problem.values ?? {};
  if ((NAMED_VALUES[problem.code] ?? []).some((name) => !(name in values))) return problem.message;
  return translated(i18n, { ...descriptor, values });
}

// A descriptor with values, passed by name (the extractor reads only literal descriptors).
const translated = (i18n: I18n, descriptor: MessageDescriptor): string => i18n._(descriptor);

/**
 * Why the domain refused an edit, in the user's language: the console's
 * error table for its codes, this table for the model's refusals (with the
 * values the error carries), else the domain's own (English) message.
 */
export function refusalText(i18n: I18n, error: unknown): string {
  if (!(error instanceof DomainError) || consoleErrorCode(error) !== 'SOMETHING_WENT_WRONG') return errorText(i18n, error);
  const values = Object.fromEntries(Object.entries(error.metadata).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
  return problemText(i18n, { code: error.code, message: error.message, values });
}
