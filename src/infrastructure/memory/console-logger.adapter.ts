import type { LoggerPort } from '../../application/ports/logger.port';

/** Writes to the JavaScript console (the browser's developer tools). */
export class ConsoleLoggerAdapter implements LoggerPort {
  constructor(private readonly target: Pick<Console, 'info' | 'warn' | 'error'> = console) {}

  info(message: string, ...details: unknown[]): void {
    this.target.info(message, ...details);
  }

  warn(message: string, ...details: unknown[]): void {
    this.target.warn(message, ...details);
  }

  error(message: string, ...details: unknown[]): void {
    this.target.error(message, ...details);
  }
}
