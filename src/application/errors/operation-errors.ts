import { DomainError } from '../../domain/shared/domain-error';

/** The appliance refused to start its server; `detail` is the appliance's reason, if it gave one. */
export class ServerStartError extends DomainError {
  constructor(detail?: string, cause?: unknown) {
    super('SERVER.START_FAILED', `Unable to start the server (${detail || 'no details'})`, { cause, metadata: { detail } });
  }
}

/** The appliance refused to stop its server. */
export class ServerStopError extends DomainError {
  constructor(detail?: string, cause?: unknown) {
    super('SERVER.STOP_FAILED', `Unable to stop the server (${detail || 'no details'})`, { cause, metadata: { detail } });
  }
}

/** Status polling was asked to start while it already runs. */
export class StatusCheckAlreadyEnabledError extends DomainError {
  constructor() {
    super('SERVER.STATUS_CHECK_ALREADY_ENABLED', 'status check is already enabled');
  }
}

/** The action needs the server stopped first (installing an update). */
export class ServerMustBeStoppedError extends DomainError {
  constructor() {
    super('SERVER.MUST_BE_STOPPED', 'server must be stopped');
  }
}

export class LicenseActivationError extends DomainError {
  constructor(detail?: string, cause?: unknown) {
    super('LICENSE.ACTIVATION_FAILED', 'unable to activate license', { cause, metadata: { detail } });
  }
}

export class UpdateFailedError extends DomainError {
  constructor(detail?: string, cause?: unknown) {
    super('UPDATE.FAILED', 'failed to install', { cause, metadata: { detail } });
  }
}

export class NoVersionAvailableError extends DomainError {
  constructor() {
    super('UPDATE.NO_VERSION_AVAILABLE', 'no version available');
  }
}

export class AlreadyUpToDateError extends DomainError {
  constructor() {
    super('UPDATE.ALREADY_UP_TO_DATE', 'already up to date');
  }
}
