import type { KyInstance } from 'ky';
import type { LicenseActivationPort } from '../../application/ports/license-activation.port';
import type { ActionAnswer } from '../../application/ports/server-lifecycle.port';
import { postAction } from './action-answer';

/** `POST /api/license/activation`. */
export class HttpLicenseActivationAdapter implements LicenseActivationPort {
  constructor(private readonly http: KyInstance) {}

  activate(): Promise<ActionAnswer> {
    return postAction(this.http, 'license/activation');
  }
}
