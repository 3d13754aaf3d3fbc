import type { Context } from 'hono';
import { FleetError } from '../../../application/fleet/fleet-errors';
import type { ErrorCode } from '../../../domain/shared/error-code';

const STATUS: Partial<Record<ErrorCode, number>> = {
  'FORM.INVALID': 400,
  'FLEET.INVALID_REQUEST': 400,
  'FLEET.NOT_SIGNED_IN': 401,
  'FLEET.SIGN_IN_FAILED': 401,
  'FLEET.READ_ONLY': 403,
  'FLEET.SITE_NOT_FOUND': 404,
  'FLEET.OPERATOR_NOT_FOUND': 404,
  'FLEET.ROLLOUT_NOT_FOUND': 404,
  'FLEET.ALREADY_SET_UP': 409,
  'FLEET.OPERATOR_NAME_TAKEN': 409,
  'FLEET.SITE_NAME_TAKEN': 409,
  'FLEET.LAST_INSTALLER': 409,
  'FLEET.ROLLOUT_NOT_STOPPED': 409,
  // The appliance was asked and refused: the site's answer, not the Vigil server's fault.
  'FLEET.SITE_UNREACHABLE': 422,
  'FLEET.SITE_CREDENTIALS_REFUSED': 422,
  'FLEET.SITE_NOT_ROOT': 422,
};

/** The fleet's refusal as JSON: `{result: false, code, detail, fields}` with the status its code calls for. */
export function refusal(c: Context, code: ErrorCode, detail: string, fields: Record<string, unknown> = {}): Response {
  return c.json({ result: false, code, detail, ...(Object.keys(fields).length > 0 ? { fields } : {}) }, (STATUS[code] ?? 400) as 400);
}

/** Turns a thrown FleetError into its answer; anything else is rethrown (500). */
export function answerError(c: Context, error: unknown): Response {
  if (error instanceof FleetError) return refusal(c, error.code, error.message, error.fields);
  throw error;
}
