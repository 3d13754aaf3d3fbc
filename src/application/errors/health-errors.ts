import { DomainError } from '../../domain/shared/domain-error';

/** Application monitoring needs the process id of the application (section 5). */
export class ProcessIdRequiredError extends DomainError {
  constructor() {
    super('HEALTH.PROCESSID_REQUIRED', 'processid is required');
  }
}

/** The monitor interval is below the 200 ms minimum (section 9). */
export class IntervalTooShortError extends DomainError {
  constructor(interval: number) {
    super('HEALTH.INTERVAL_TOO_SHORT', 'interval must be >= 200', { metadata: { interval } });
  }
}

/** A long action (command, database rebuild, rescue…) is asked for while the same one still runs. */
export class ActionInProgressError extends DomainError {
  constructor(action: string) {
    super('HEALTH.ACTION_IN_PROGRESS', `${action} is already running`, { metadata: { action } });
  }
}

/** The appliance refused to save a setting ('Error while saving'); its detail is kept. */
export class SaveError extends DomainError {
  constructor(detail: string | undefined, cause?: unknown) {
    super('HEALTH.SAVE_FAILED', 'Error while saving', { cause, metadata: { detail } });
  }
}

/** Switching the online configuration while changes wait to be applied needs force. */
export class OnlineChangesPendingError extends DomainError {
  constructor(cause?: unknown) {
    super('HEALTH.ONLINE_CHANGES_PENDING', 'configuration changes are pending', { cause });
  }
}
