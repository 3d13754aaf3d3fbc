import { DomainError } from '../../domain/shared/domain-error';
import { HEALTH_ERROR_CODES } from './health-errors';
import { WORKSPACE_ERROR_CODES } from './workspace-errors';

/**
 * The console's error codes. The UI maps every one of them, with the fields'
 * `FIELD.*` codes and the configuration model's (error-codes.ts), to a
 * translated message in one exhaustive table (src/ui/i18n/error-messages.ts),
 * so adding a code here fails the type check until it is translated. A field
 * problem of a form uses the domain's `FIELD.*` code, never a code of its own.
 */
export const CONSOLE_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'NOT_ROOT',
  'CREDENTIALS_CHECK_FAILED',
  'SERVER_INFO_FAILED',
  'CONFIGURATION_INVALID',
  'INVALID_CONFIG_FILE_VERSION',
  'PRODUCT_CODE_REQUIRED',
  'INVALID_PRODUCT_CODE',
  'APPLIANCE_REQUEST_FAILED',
  'NETWORK_ERROR',
  'SOMETHING_WENT_WRONG',
  'SERVER_START_FAILED',
  'SERVER_STOP_FAILED',
  'STATUS_CHECK_ALREADY_ENABLED',
  'SERVER_MUST_BE_STOPPED',
  'LICENSE_ACTIVATION_FAILED',
  'UPDATE_FAILED',
  'NO_VERSION_AVAILABLE',
  'ALREADY_UP_TO_DATE',
  'DEVICE_MODEL_UNSUPPORTED',
  'TOO_MANY_SIGN_INS',
  ...HEALTH_ERROR_CODES,
  // Configuration workspace: load, save, upload (workspace-errors.ts).
  ...WORKSPACE_ERROR_CODES,
] as const;

export type ConsoleErrorCode = (typeof CONSOLE_ERROR_CODES)[number];

/** Narrows any thrown value to a known console error code ('SOMETHING_WENT_WRONG' otherwise). */
export function consoleErrorCode(error: unknown): ConsoleErrorCode {
  if (error instanceof DomainError && (CONSOLE_ERROR_CODES as readonly string[]).includes(error.code)) {
    return error.code as ConsoleErrorCode;
  }
  return 'SOMETHING_WENT_WRONG';
}

/** The appliance answered 404 to a sign-in: unknown user or wrong password. */
export class InvalidCredentialsError extends DomainError {
  constructor(options: { cause?: unknown } = {}) {
    super('INVALID_CREDENTIALS', 'Invalid Credentials', options);
  }
}

/** Only a root account may sign in to the console. */
export class NotRootError extends DomainError {
  constructor() {
    super('NOT_ROOT', 'Not a root account');
  }
}

/** The server info (application info) could not be read after a sign-in. */
export class ServerInfoError extends DomainError {
  constructor(cause: unknown) {
    super('SERVER_INFO_FAILED', 'failed to load server info', { cause });
  }
}

/** Whether the default credentials are still in use could not be determined. */
export class CredentialsCheckError extends DomainError {
  constructor(cause: unknown) {
    super('CREDENTIALS_CHECK_FAILED', 'failed to check credentials', { cause });
  }
}

/** The appliance refused a call (4xx/5xx); `status` and the appliance's `detail` are kept. */
export class ApplianceRequestError extends DomainError {
  readonly status: number;
  constructor(status: number, detail: string | undefined, cause?: unknown) {
    super('APPLIANCE_REQUEST_FAILED', `Request failed with status code ${status}`, { cause, metadata: { status, detail } });
    this.status = status;
  }
}

/** The appliance has no driver for the model a device was to be created with; `detail` is its own words ('unsupported device id 99'). */
export class UnsupportedDeviceModelError extends DomainError {
  constructor(detail: string, cause?: unknown) {
    super('DEVICE_MODEL_UNSUPPORTED', detail, { cause, metadata: { detail } });
  }
}

/** The server answered 429 to a sign-in: too many failures from this address; `seconds` to wait (Retry-After). */
export class TooManySignInsError extends DomainError {
  constructor(seconds: number, cause?: unknown) {
    super('TOO_MANY_SIGN_INS', `too many failed sign-ins: try again in ${seconds} s`, { cause, metadata: { seconds } });
  }
}

/** The appliance could not be reached at all. */
export class NetworkError extends DomainError {
  constructor(cause: unknown) {
    super('NETWORK_ERROR', 'Network Error', { cause });
  }
}

