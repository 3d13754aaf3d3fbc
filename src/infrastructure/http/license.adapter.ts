import type { KyInstance } from 'ky';
import type { LicensePort, LicenseState, LicenseStatus, LicenseType } from '../../application/ports/license.port';
import { asRecord, callAppliance } from './appliance-http-client';

const STATES: readonly LicenseState[] = ['deactivated', 'activated', 'corrupted', 'incompatible', 'inaccessible'];
const TYPES: readonly LicenseType[] = ['normal', 'demonstration', 'showroom', 'lite', 'saas'];

/** `GET /api/license/status` and `POST /api/license/product`. */
export class HttpLicenseAdapter implements LicensePort {
  constructor(private readonly http: KyInstance) {}

  async status(): Promise<LicenseStatus> {
    const body = asRecord(await callAppliance(() => this.http.get('license/status').json()));
    const status = STATES.find((state) => state === body['status']) ?? 'inaccessible';
    const type = TYPES.find((candidate) => candidate === body['type']);
    return {
      productCode: typeof body['product-code'] === 'string' ? body['product-code'] : '',
      status,
      devices: typeof body['devices'] === 'number' ? body['devices'] : 0,
      ...(type ? { type } : {}),
      ...(typeof body['cloud-data'] === 'number' ? { cloudData: body['cloud-data'] } : {}),
      ...(typeof body['days'] === 'number' ? { days: body['days'] } : {}),
      ...(typeof body['expirated'] === 'boolean' ? { expirated: body['expirated'] } : {}),
    };
  }

  async setProductCode(code: string): Promise<void> {
    await callAppliance(() => this.http.post('license/product', { searchParams: { code } }));
  }
}
