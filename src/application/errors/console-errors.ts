import type { ErrorCode } from '../../domain/shared/error-code';
import { DomainError } from '../../domain/shared/domain-error';

/** The appliance answered 404 to a sign-in: unknown user or wrong password. */
export class InvalidCredentialsError extends DomainError {
  constructor(options: { cause?: unknown } = {}) {
    super('AUTH.INVALID_CREDENTIALS', 'Invalid Credentials', options);
  }
}

/** Only a root account may sign in to the console. */
export class NotRootError extends DomainError {
  constructor() {
    super('AUTH.NOT_ROOT', 'Not a root account');
  }
}

/** The appliance refused a call (4xx/5xx); `status` and the appliance's `detail` are kept. */
export class ApplianceRequestError extends DomainError {
  readonly status: number;
  /** `code`: the Vigil server's own reason when it answered for the appliance (a fleet site's proxy: FLEET.READ_ONLY…). */
  constructor(status: number, detail: string | undefined, cause?: unknown, code: ErrorCode = 'APPLIANCE.REQUEST_FAILED') {
    super(code, `Request failed with status code ${status}`, { cause, metadata: { status, detail } });
    this.status = status;
  }
}

/** The appliance has no driver for the model a device was to be created with; `detail` is its own words ('unsupported device id 99'). */
export class UnsupportedDeviceModelError extends DomainError {
  constructor(detail: string, cause?: unknown) {
    super('DEVICE.MODEL_UNSUPPORTED', detail, { cause, metadata: { detail } });
  }
}

/** The server answered 429 to a sign-in: too many failures from this address; `seconds` to wait (Retry-After). */
export class TooManySignInsError extends DomainError {
  constructor(seconds: number, cause?: unknown) {
    super('AUTH.TOO_MANY_SIGN_INS', `too many failed sign-ins: try again in ${seconds} s`, { cause, metadata: { seconds } });
  }
}

/** The appliance could not be reached at all. */
export class NetworkError extends DomainError {
  constructor(cause: unknown) {
    super('APPLIANCE.NETWORK', 'Network Error', { cause });
  }
}

