import { DomainError } from '../../domain/shared/domain-error';

/**
 * Error codes of the server-health features (monitor, network interfaces,
 * logs, debug console, command runner, database and maintenance). They are
 * part of CONSOLE_ERROR_CODES, so each has a row in the UI's message table.
 */
export const HEALTH_ERROR_CODES = [
  'PROCESSID_REQUIRED',
  'INTERVAL_TOO_SHORT',
  'ERROR_WHILE_SAVING',
  'ACTION_IN_PROGRESS',
  'ONLINE_CHANGES_PENDING',
] as const;

/** Application monitoring needs the process id of the application (section 5). */
export class ProcessIdRequiredError extends DomainError {
  constructor() {
    super('PROCESSID_REQUIRED', 'processid is required');
  }
}

/** The monitor interval is below the 200 ms minimum (section 9). */
export class IntervalTooShortError extends DomainError {
  constructor(interval: number) {
    super('INTERVAL_TOO_SHORT', 'interval must be >= 200', { metadata: { interval } });
  }
}

/** A long action (command, database rebuild, rescue…) is asked for while the same one still runs. */
export class ActionInProgressError extends DomainError {
  constructor(action: string) {
    super('ACTION_IN_PROGRESS', `${action} is already running`, { metadata: { action } });
  }
}

/** The appliance refused to save a setting ('Error while saving'); its detail is kept. */
export class SaveError extends DomainError {
  constructor(detail: string | undefined, cause?: unknown) {
    super('ERROR_WHILE_SAVING', 'Error while saving', { cause, metadata: { detail } });
  }
}

/** Switching the online configuration while changes wait to be applied needs force. */
export class OnlineChangesPendingError extends DomainError {
  constructor(cause?: unknown) {
    super('ONLINE_CHANGES_PENDING', 'configuration changes are pending', { cause });
  }
}
