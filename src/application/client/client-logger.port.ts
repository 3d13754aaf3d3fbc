/**
 * Where the client library reports what it does not throw: 'no rights to
 * write' when a write is skipped, 'RIGHTS_CHANGED' when a later rights fetch
 * differs, reconnections of persistent streams. Defaults to the console.
 */
export interface ClientLoggerPort {
  warn(message: string, metadata?: Record<string, unknown>): void;
  info?(message: string, metadata?: Record<string, unknown>): void;
}
