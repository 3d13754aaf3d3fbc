import { normaliseProductCode, productCodeProblem } from '../appliance/product-code';
import { ApplianceRequestError, NetworkError } from '../errors/console-errors';
import { FormValidationError } from '../errors/form-validation-error';
import { LicenseActivationError } from '../errors/operation-errors';
import type { LicenseActivationPort } from '../ports/license-activation.port';
import type { LicensePort, LicenseStatus } from '../ports/license.port';

export interface ActivationRequest {
  /** The product code typed; spaces and dashes are ignored, case does not matter. */
  readonly productCode: string;
  /** Activate again even when already activated (expert mode). */
  readonly force?: boolean;
  /** Asked before replacing a different product code; false cancels everything. */
  readonly confirmChange: (current: string, next: string) => Promise<boolean>;
}

export type ActivationOutcome =
  | { readonly kind: 'already-activated'; readonly license: LicenseStatus }
  | { readonly kind: 'cancelled'; readonly license: LicenseStatus }
  | { readonly kind: 'activated'; readonly license: LicenseStatus };

/**
 * Licence activation (specification section 4): nothing when already
 * activated unless forced; otherwise set the product code (after a
 * confirmation when it differs from the current one), then request
 * activation. Field problems ('product code is required', 'invalid product
 * code' on 400) come as a FormValidationError on `productCode`; a refused
 * activation as 'unable to activate license'.
 */
export class ActivateLicenseUseCase {
  constructor(
    private readonly license: LicensePort,
    private readonly activation: LicenseActivationPort,
  ) {}

  async execute(request: ActivationRequest): Promise<ActivationOutcome> {
    const problem = productCodeProblem(request.productCode);
    if (problem) throw new FormValidationError<'productCode'>({ productCode: problem });
    const current = await this.license.status();
    if (current.status === 'activated' && !request.force) return { kind: 'already-activated', license: current };

    const next = normaliseProductCode(request.productCode);
    const previous = normaliseProductCode(current.productCode);
    if (previous !== '' && previous !== next && !(await request.confirmChange(previous, next))) {
      return { kind: 'cancelled', license: current };
    }
    try {
      await this.license.setProductCode(next);
    } catch (error) {
      if (error instanceof ApplianceRequestError && error.status === 400) {
        throw new FormValidationError<'productCode'>({ productCode: 'LICENSE.INVALID_PRODUCT_CODE' });
      }
      throw error;
    }
    let answer;
    try {
      answer = await this.activation.activate();
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      throw new LicenseActivationError(undefined, error);
    }
    if (!answer.result) throw new LicenseActivationError(answer.detail);
    return { kind: 'activated', license: await this.license.status() };
  }
}
