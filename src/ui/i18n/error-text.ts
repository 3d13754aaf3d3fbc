import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { consoleErrorCode } from '../../application/errors/console-errors';
import { DomainError } from '../../domain/shared/domain-error';
import { ERROR_MESSAGES } from './error-messages';

const NO_DETAILS = msg`no details`;

/**
 * The translated message of any thrown value: its console error code's
 * message, with the appliance's `detail` filled in where the message has one
 * ('Unable to start the server (…)'), or 'no details' when it gave none.
 */
export function errorText(i18n: I18n, error: unknown): string {
  const detail = error instanceof DomainError ? error.metadata['detail'] : undefined;
  const values = { detail: typeof detail === 'string' && detail !== '' ? detail : i18n._(NO_DETAILS) };
  const descriptor = ERROR_MESSAGES[consoleErrorCode(error)];
  return i18n.t(descriptor.id, values, descriptor.message === undefined ? undefined : { message: descriptor.message });
}
