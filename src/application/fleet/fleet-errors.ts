import { DomainError } from '../../domain/shared/domain-error';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { FieldProblem } from '../../domain/configuration/field-validators';

/** A refusal of the fleet (docs/fleet.md): its code, the English message, and the fields at fault when a form was sent. */
export class FleetError extends DomainError {
  constructor(
    code: ErrorCode,
    message: string,
    readonly fields: Readonly<Record<string, FieldProblem>> = {},
  ) {
    super(code, message);
  }
}

/** A form with invalid fields: FORM.INVALID with each field's problem. */
export function invalidForm(fields: Readonly<Record<string, FieldProblem | undefined>>): FleetError | undefined {
  const present = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, FieldProblem] => entry[1] !== undefined));
  return Object.keys(present).length === 0 ? undefined : new FleetError('FORM.INVALID', 'some fields are invalid', present);
}
