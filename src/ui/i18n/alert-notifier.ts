import type { I18n } from '@lingui/core';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { NotifierPort } from '../../application/ports/notifier.port';
import { errorText } from './error-text';

/** Shows use-case alerts as the browser's blocking alert, in the active language. */
export class AlertNotifier implements NotifierPort {
  constructor(
    private readonly i18n: I18n,
    private readonly show: (text: string) => void = (text) => window.alert(text),
  ) {}

  alert(code: ErrorCode): void {
    this.show(errorText(this.i18n, code));
  }
}
