/** Where the console writes its diagnostics (the browser console in production). */
export interface LoggerPort {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}
