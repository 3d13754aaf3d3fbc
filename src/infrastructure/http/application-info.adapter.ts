import type { KyInstance } from 'ky';
import type { ApplicationInfo, ApplicationInfoPort } from '../../application/ports/application-info.port';
import { asRecord, callAppliance } from './appliance-http-client';

/** `GET /api/application`, kebab-case keys mapped to the application's names. */
export class HttpApplicationInfoAdapter implements ApplicationInfoPort {
  constructor(private readonly http: KyInstance) {}

  async getApplicationInfo(): Promise<ApplicationInfo> {
    const body = asRecord(await callAppliance(() => this.http.get('application').json()));
    const productCode = text(body['product-code']);
    const title = text(body['title']);
    return {
      id: text(body['id']),
      name: text(body['name']),
      version: text(body['version']),
      label: text(body['label']),
      ...(productCode ? { productCode } : {}),
      ...(title ? { title } : {}),
    };
  }
}

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
