import { ClientError } from './client-errors';

/** A date a caller may pass to logs, graph and date queries. */
export type DateInput = Date | string | number;

/** Validates before any request is sent ('invalid date') and gives the ISO form the appliance reads. */
export function toQueryDate(value: DateInput): string {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) {
    throw ClientError.invalidDate(value);
  }
  return date.toISOString();
}

/** Limits of the client library (specification, section 9). */
export const CLIENT_LIMITS = {
  maxPartialIterations: 1000,
  retryAttempts: 3,
  retryDelayMs: 1000,
  pingTimeoutMs: 10_000,
  streamSilenceMs: 5000,
  streamRequestTimeoutMs: 5000,
  streamReconnectWaitMs: 500,
} as const;
