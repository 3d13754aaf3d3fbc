import { DomainError } from '../../domain/shared/domain-error';
import type { ConsoleErrorCode } from './console-errors';

/** Every field problem of a form at once, so that the form can show them together. */
export class FormValidationError<Field extends string> extends DomainError {
  readonly fields: Readonly<Partial<Record<Field, ConsoleErrorCode>>>;
  constructor(fields: Partial<Record<Field, ConsoleErrorCode>>) {
    super('FORM_INVALID', 'this form has invalid fields', { metadata: { fields } });
    this.fields = fields;
  }
}
