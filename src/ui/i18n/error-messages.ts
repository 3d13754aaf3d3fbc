import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '../../application/errors/error-codes';
import { CONFIGURATION_ERROR_MESSAGES } from './configuration-error-messages';
import { FIELD_ERROR_MESSAGES } from './field-error-messages';
import { HEALTH_ERROR_MESSAGES } from './health-error-messages';
import { WORKSPACE_ERROR_MESSAGES } from './workspace-error-messages';

/**
 * Every error code a person may see and its message, in one exhaustive table:
 * the console's, the fields' (`FIELD.*`) and the configuration model's. A new
 * code fails the type check until it is translated here. The keys the
 * specification names (InvalidUserPassword, UserNotRoot,
 * failedToLoadServerInfo, _configuration.invalid) are the message ids. Values
 * in braces are filled by `errorText` (error-text.ts), the one way the UI
 * turns an error, a problem or a code into text.
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  INVALID_CREDENTIALS: msg({ id: 'InvalidUserPassword', message: 'Invalid username or password' }),
  NOT_ROOT: msg({ id: 'UserNotRoot', message: "User isn't root" }),
  CREDENTIALS_CHECK_FAILED: msg`failed to check credentials`,
  SERVER_INFO_FAILED: msg({ id: 'failedToLoadServerInfo', message: 'failed to load server info' }),
  CONFIGURATION_INVALID: msg({ id: '_configuration.invalid', message: 'The configuration file is invalid' }),
  INVALID_CONFIG_FILE_VERSION: msg({ message: 'Expected config file version 3 but got {found}' }),
  PRODUCT_CODE_REQUIRED: msg`product code is required`,
  INVALID_PRODUCT_CODE: msg`invalid product code`,
  APPLIANCE_REQUEST_FAILED: msg`please retry later`,
  NETWORK_ERROR: msg`Network Error`,
  SOMETHING_WENT_WRONG: msg`something went wrong`,
  // {detail} is the appliance's reason, or the translated 'no details' (see error-text.ts).
  SERVER_START_FAILED: msg`Unable to start the server ({detail})`,
  SERVER_STOP_FAILED: msg`Unable to stop the server ({detail})`,
  STATUS_CHECK_ALREADY_ENABLED: msg`status check is already enabled`,
  SERVER_MUST_BE_STOPPED: msg`server must be stopped`,
  LICENSE_ACTIVATION_FAILED: msg`unable to activate license`,
  UPDATE_FAILED: msg`failed to install`,
  NO_VERSION_AVAILABLE: msg`no version available`,
  ALREADY_UP_TO_DATE: msg`already up to date`,
  // {detail} is the appliance's own words, e.g. 'unsupported device id 99999'.
  TOO_MANY_SIGN_INS: msg`Too many failed sign-ins: wait {seconds} s before trying again`,
  DEVICE_MODEL_UNSUPPORTED: msg`The appliance does not know this model ({detail})`,
  ...HEALTH_ERROR_MESSAGES,
  // Configuration workspace: load, save, upload (workspace-error-messages.ts).
  ...WORKSPACE_ERROR_MESSAGES,
  ...FIELD_ERROR_MESSAGES,
  ...CONFIGURATION_ERROR_MESSAGES,
};
