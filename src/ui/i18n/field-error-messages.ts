import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldProblemCode } from '../../domain/configuration/field-validators';

/** The field messages of section 5, in its English wording, by the domain's `FIELD.*` codes. */
export const FIELD_ERROR_MESSAGES: Record<FieldProblemCode, MessageDescriptor> = {
  'FIELD.REQUIRED': msg`this field is required`,
  'FIELD.INVALID_IP': msg`invalid ip address`,
  'FIELD.INVALID_EMAIL': msg`invalid email address`,
  'FIELD.INVALID_PHONE': msg`invalid phone number`,
  'FIELD.POSITIVE_INTEGER': msg`please provide a positive integer`,
  'FIELD.STORAGE_PATH_REQUIRED': msg`storage path is required`,
  'FIELD.INVALID_STORAGE_PATH': msg`invalid storage path`,
  'FIELD.USERNAME_REQUIRED': msg`username is required`,
  'FIELD.PASSWORD_REQUIRED': msg`please set a password`,
  'FIELD.PASSWORDS_DONT_MATCH': msg`passwords don't match`,
  'FIELD.INVALID_PORT': msg`please provide a port between 1 and 65535`,
  'FIELD.NUMBER_RANGE': msg`please provide a whole number between {min} and {max}`,
  'FIELD.PASSWORD_TOO_SHORT': msg`the password needs at least 8 characters`,
  'FIELD.PASSWORD_HAS_USER_NAME': msg`the password must not contain the user name`,
  'FIELD.TUNNEL_MINUTES': msg`please provide a number of minutes between 1 and 43200 (30 days)`,
  'FIELD.NAME_TOO_LONG': msg`name is too long (255 characters at most)`,
};
