import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HEALTH_ERROR_CODES } from '../../application/errors/health-errors';

/** The messages of the server-health error codes, in the specification's wording where it has one. */
export const HEALTH_ERROR_MESSAGES: Record<(typeof HEALTH_ERROR_CODES)[number], MessageDescriptor> = {
  PROCESSID_REQUIRED: msg`processid is required`,
  INTERVAL_TOO_SHORT: msg`interval must be >= 200`,
  ERROR_WHILE_SAVING: msg`Error while saving`,
  ACTION_IN_PROGRESS: msg`This action is already running`,
  ONLINE_CHANGES_PENDING: msg`configuration changes are pending`,
};
