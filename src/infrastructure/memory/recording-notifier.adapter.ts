import type { ErrorCode } from '../../domain/shared/error-code';
import type { NotifierPort } from '../../application/ports/notifier.port';

/** Keeps the alerts instead of showing them (headless runs and tests). */
export class RecordingNotifierAdapter implements NotifierPort {
  readonly alerts: ErrorCode[] = [];

  alert(code: ErrorCode): void {
    this.alerts.push(code);
  }
}
