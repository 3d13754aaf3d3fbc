export type LicenceStatus = 'deactivated' | 'activated' | 'corrupted' | 'incompatible' | 'inaccessible';
export type LicenceType = 'normal' | 'demonstration' | 'showroom' | 'lite' | 'saas';

/** The licence as `GET /api/license/status` reports it (kebab-case keys on the wire). */
export interface Licence {
  readonly productCode: string | null;
  readonly status: LicenceStatus;
  readonly type?: LicenceType;
  readonly devices: number;
  /** The cloud-data allowance, a number as the console's port reads it (0: none). */
  readonly cloudData?: number;
  readonly days?: number;
  readonly expirated?: boolean;
}

/** A product code a simulator seeded as initialised carries (28 letters and digits). */
export const SEED_PRODUCT_CODE = 'VGL7K2M9Q4R8T1W6X3Z5B0C7D2F9';

export function seedLicence(initialised: boolean): Licence {
  return { productCode: initialised ? SEED_PRODUCT_CODE : null, status: 'deactivated', devices: 0 };
}

/** Setting another product code drops an activation, as the appliance re-checks the licence. */
export function withProductCode(licence: Licence, productCode: string): Licence {
  return licence.productCode === productCode ? licence : { productCode, status: 'deactivated', devices: 0 };
}

/** What the simulated licence server grants a product code: a year's normal licence for 16 devices. */
export function activated(licence: Licence): Licence {
  return { productCode: licence.productCode, status: 'activated', type: 'normal', devices: 16, cloudData: 0, days: 365, expirated: false };
}

export function licenceToWire(licence: Licence): Record<string, unknown> {
  return {
    'product-code': licence.productCode ?? '',
    status: licence.status,
    ...(licence.type === undefined ? {} : { type: licence.type }),
    devices: licence.devices,
    ...(licence.cloudData === undefined ? {} : { 'cloud-data': licence.cloudData }),
    ...(licence.days === undefined ? {} : { days: licence.days }),
    ...(licence.expirated === undefined ? {} : { expirated: licence.expirated }),
  };
}

export const LICENCE_STATUSES: readonly LicenceStatus[] = ['deactivated', 'activated', 'corrupted', 'incompatible', 'inaccessible'];
export const LICENCE_TYPES: readonly LicenceType[] = ['normal', 'demonstration', 'showroom', 'lite', 'saas'];

/**
 * The licence with the fields of a control body changed (`/__simulator/operations`,
 * key `licence`), so that demonstrations and tests can show every state;
 * unknown keys and wrong types are ignored.
 */
export function withLicenceFields(licence: Licence, body: Record<string, unknown>): Licence {
  const status = LICENCE_STATUSES.find((candidate) => candidate === body['status']);
  const type = LICENCE_TYPES.find((candidate) => candidate === body['type']);
  const count = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);
  const devices = count(body['devices']);
  const cloudData = count(body['cloudData']);
  const days = count(body['days']);
  return {
    ...licence,
    ...(status ? { status } : {}),
    ...(type ? { type } : {}),
    ...(devices === undefined ? {} : { devices }),
    ...(cloudData === undefined ? {} : { cloudData }),
    ...(days === undefined ? {} : { days }),
    ...(typeof body['expirated'] === 'boolean' ? { expirated: body['expirated'] } : {}),
  };
}
