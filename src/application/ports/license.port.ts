export type LicenseState = 'deactivated' | 'activated' | 'corrupted' | 'incompatible' | 'inaccessible';
export type LicenseType = 'normal' | 'demonstration' | 'showroom' | 'lite' | 'saas';

/** The licence as `GET /api/license/status` reports it. */
export interface LicenseStatus {
  readonly productCode: string;
  readonly status: LicenseState;
  readonly type?: LicenseType;
  readonly devices: number;
  readonly cloudData?: number;
  readonly days?: number;
  readonly expirated?: boolean;
}

/** Licence and product code of the appliance. */
export interface LicensePort {
  status(): Promise<LicenseStatus>;
  /** Rejects with an INVALID_PRODUCT_CODE error when the appliance refuses the code (400). */
  setProductCode(code: string): Promise<void>;
}
