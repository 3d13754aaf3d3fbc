/** A product code has 28 characters once spaces and dashes are removed (specification section 9). */
export const PRODUCT_CODE_LENGTH = 28;

/** Removes spaces and dashes and upper-cases, so that codes compare case-insensitively. */
export function normaliseProductCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The problem with a typed product code, or undefined when it can be sent. */
export function productCodeProblem(code: string): 'LICENSE.PRODUCT_CODE_REQUIRED' | 'LICENSE.INVALID_PRODUCT_CODE' | undefined {
  const normalised = normaliseProductCode(code);
  if (normalised === '') return 'LICENSE.PRODUCT_CODE_REQUIRED';
  if (normalised.length !== PRODUCT_CODE_LENGTH) return 'LICENSE.INVALID_PRODUCT_CODE';
  return undefined;
}
