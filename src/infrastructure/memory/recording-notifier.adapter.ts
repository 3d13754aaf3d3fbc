import type { ConsoleErrorCode } from '../../application/errors/console-errors';
import type { NotifierPort } from '../../application/ports/notifier.port';

/** Keeps the alerts instead of showing them (headless runs and tests). */
export class RecordingNotifierAdapter implements NotifierPort {
  readonly alerts: ConsoleErrorCode[] = [];

  alert(code: ConsoleErrorCode): void {
    this.alerts.push(code);
  }
}
