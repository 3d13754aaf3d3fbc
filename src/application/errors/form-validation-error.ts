import { DomainError } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-code';

/**
 * Every field problem of a form at once, so that the form can show them
 * together: by field, the code of its problem (`FIELD.REQUIRED`, `FIELD.INVALID_IP`,
 * `PRODUCT_CODE_REQUIRED`…), which the UI turns into text like any other code.
 */
export class FormValidationError<Field extends string> extends DomainError {
  readonly fields: Readonly<Partial<Record<Field, ErrorCode>>>;
  constructor(fields: Partial<Record<Field, ErrorCode>>) {
    super('FORM.INVALID', 'this form has invalid fields', { metadata: { fields } });
    this.fields = fields;
  }
}
