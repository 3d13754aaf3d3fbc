import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WORKSPACE_ERROR_CODES } from '../../application/errors/workspace-errors';

/** The messages of the configuration workspace's error codes ({detail}: the appliance's or the codec's words). */
export const WORKSPACE_ERROR_MESSAGES: Record<(typeof WORKSPACE_ERROR_CODES)[number], MessageDescriptor> = {
  CONFIGURATION_SAVE_FAILED: msg`Error while saving ({detail})`,
  CONFIGURATION_READ_BACK_FAILED: msg`The configuration was sent but could not be read back ({detail})`,
  CONFIGURATION_FILE_INVALID: msg`This file is not a valid configuration document ({detail})`,
  CONFIGURATION_SIGNATURE_INVALID: msg`The file's signature does not match its content`,
  CONFIGURATION_NOT_LOADED: msg`No configuration is loaded`,
};
