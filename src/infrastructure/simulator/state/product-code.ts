/** Length of a product code once spaces and dashes are removed (specification section 9). */
const PRODUCT_CODE_LENGTH = 28;

/**
 * The product code as the simulated appliance stores it, or null when invalid.
 * The real appliance's checksum is not known, so the simulator accepts any 28
 * letters or digits (spaces and dashes ignored, case-insensitive) and stores
 * them upper-case.
 */
export function normaliseProductCode(code: string): string | null {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return compact.length === PRODUCT_CODE_LENGTH && /^[A-Z0-9]+$/.test(compact) ? compact : null;
}
