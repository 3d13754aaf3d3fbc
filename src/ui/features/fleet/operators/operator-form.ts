import { FleetError } from '../../../../application/fleet/fleet-errors';
import type { OperatorForm } from '../../../../application/fleet-console/fleet-console.port';
import type { OperatorRole } from '../../../../domain/fleet/operator';

export type OperatorField = keyof OperatorForm;

/** The new operator's form as typed; a viewer by default (the least that may be given). */
export interface OperatorFormValues {
  readonly name: string;
  readonly password: string;
  readonly role: OperatorRole;
}

export const EMPTY_OPERATOR_FORM: OperatorFormValues = { name: '', password: '', role: 'viewer' };

export function operatorFormOf(values: OperatorFormValues): OperatorForm {
  return { name: values.name.trim(), password: values.password, role: values.role };
}

/**
 * Where a refusal of the server belongs on the form: a name taken on the
 * name, the fields a FORM.INVALID names on each, with the server's own
 * words as the form's detail. Anything else is said for the whole form.
 */
export function operatorRefusalPlacement(error: unknown): { readonly fields: Partial<Record<OperatorField, unknown>>; readonly detail: string } | undefined {
  if (!(error instanceof FleetError)) return undefined;
  const fields = Object.fromEntries(Object.entries(error.fields).filter(([field]) => field === 'name' || field === 'password' || field === 'role'));
  if (Object.keys(fields).length === 0) return undefined;
  return { fields, detail: Object.values(error.fields).map((problem) => problem.message).filter(Boolean).join('; ') || error.message };
}
