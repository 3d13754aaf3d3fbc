import type { LoggerPort } from '../../application/ports/logger.port';

export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly details: readonly unknown[];
}

/** Keeps log lines in memory (headless runs and tests read them back). */
export class RecordingLoggerAdapter implements LoggerPort {
  readonly entries: LogEntry[] = [];

  info(message: string, ...details: unknown[]): void {
    this.entries.push({ level: 'info', message, details });
  }

  warn(message: string, ...details: unknown[]): void {
    this.entries.push({ level: 'warn', message, details });
  }

  error(message: string, ...details: unknown[]): void {
    this.entries.push({ level: 'error', message, details });
  }

  messages(): string[] {
    return this.entries.map((entry) => entry.message);
  }
}
