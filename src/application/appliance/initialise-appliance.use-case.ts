import { validateNewPassword, validatePasswordConfirmation, validateRootPassword } from '../../domain/configuration/field-validators';
import type { ErrorCode } from '../../domain/shared/error-code';
import { ApplianceRequestError, NotRootError } from '../errors/console-errors';
import { FormValidationError } from '../errors/form-validation-error';
import type { AuthenticationPort } from '../ports/authentication.port';
import { DEFAULT_CREDENTIALS } from '../ports/authentication.port';
import type { LicensePort } from '../ports/license.port';
import type { Session } from '../session/session';
import type { SignInOutcome, SignInUseCase } from '../session/sign-in.use-case';
import { normaliseProductCode, productCodeProblem } from './product-code';

export type InitialisationField = 'password' | 'confirmation' | 'productCode';

export interface InitialisationForm {
  readonly password: string;
  readonly confirmation: string;
  readonly productCode: string;
}

/**
 * First run (docs/api.md): sign in with the default credentials, set the
 * product code, set the new password, then sign in with it through the full
 * sign-in flow. Field problems are thrown together as a FormValidationError;
 * the password follows the root password rule (at least 8 characters, not
 * the user name in it).
 */
export class InitialiseApplianceUseCase {
  constructor(
    private readonly authentication: AuthenticationPort,
    private readonly license: LicensePort,
    private readonly session: Session,
    private readonly signIn: SignInUseCase,
  ) {}

  async execute(form: InitialisationForm): Promise<SignInOutcome> {
    const problems = validate(form);
    if (Object.keys(problems).length > 0) throw new FormValidationError<InitialisationField>(problems);

    const { root } = await this.authentication.login(DEFAULT_CREDENTIALS.user, DEFAULT_CREDENTIALS.password);
    if (!root) throw new NotRootError();
    this.session.setCredentials(DEFAULT_CREDENTIALS);
    try {
      await this.license.setProductCode(normaliseProductCode(form.productCode));
    } catch (error) {
      if (error instanceof ApplianceRequestError && error.status === 400) {
        throw new FormValidationError<InitialisationField>({ productCode: 'LICENSE.INVALID_PRODUCT_CODE' });
      }
      throw error;
    }
    await this.authentication.changePassword(form.password);
    return this.signIn.execute({ user: DEFAULT_CREDENTIALS.user, password: form.password });
  }
}

function validate(form: InitialisationForm): Partial<Record<InitialisationField, ErrorCode>> {
  const problems: Partial<Record<InitialisationField, ErrorCode>> = {};
  const password = validateNewPassword(form.password) ?? validateRootPassword(form.password, DEFAULT_CREDENTIALS.user);
  const confirmation = password ? null : validatePasswordConfirmation(form.password, form.confirmation);
  if (password) problems.password = password.code;
  if (confirmation) problems.confirmation = confirmation.code;
  const productCode = productCodeProblem(form.productCode);
  if (productCode) problems.productCode = productCode;
  return problems;
}
