import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FIELD_PROBLEMS } from '../../domain/configuration/field-validators';
import { ERROR_MESSAGES } from '../i18n/error-messages';

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
};

// Every field code of the domain is translated here: a new one fails this check at load in tests.
export const UNTRANSLATED_FIELD_CODES = Object.keys(FIELD_PROBLEMS).filter((code) => !(code in PROBLEM_MESSAGES));

/**
 * A problem's text in the user's language: the error table's message for its
 * code, else this table's, else the rule's own (English) message, which
 * names the case precisely (a dangling reference's id).
 */
export function problemText(i18n: I18n, problem: { readonly code: string; readonly message: string }): string {
  const descriptor = (ERROR_MESSAGES as Readonly<Record<string, MessageDescriptor>>)[problem.code] ?? PROBLEM_MESSAGES[problem.code];
  return descriptor ? i18n._(descriptor) : problem.message;
}
