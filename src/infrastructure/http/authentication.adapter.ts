import type { KyInstance } from 'ky';
import { ApplianceRequestError, InvalidCredentialsError } from '../../application/errors/console-errors';
import type { AuthenticationPort } from '../../application/ports/authentication.port';
import { asRecord, callAppliance } from './appliance-http-client';

/** `GET /api/login`, `GET /api/login/default`, `POST /api/login/password`. */
export class HttpAuthenticationAdapter implements AuthenticationPort {
  constructor(private readonly http: KyInstance) {}

  async login(user: string, password: string): Promise<{ root: boolean }> {
    try {
      const body = asRecord(await callAppliance(() => this.http.get('login', { searchParams: { user, password } }).json()));
      return { root: body['root'] === true };
    } catch (error) {
      if (error instanceof ApplianceRequestError && error.status === 404) throw new InvalidCredentialsError({ cause: error });
      throw error;
    }
  }

  async usesDefaultCredentials(): Promise<boolean> {
    const body = asRecord(await callAppliance(() => this.http.get('login/default').json()));
    return body['default'] === true;
  }

  async changePassword(password: string): Promise<void> {
    await callAppliance(() => this.http.post('login/password', { json: { password } }));
  }
}
