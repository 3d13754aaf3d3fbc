import type { KyInstance } from 'ky';
import { HTTPError } from 'ky';
import { ApplianceRequestError, InvalidCredentialsError, TooManySignInsError } from '../../application/errors/console-errors';
import type { AuthenticationPort } from '../../application/ports/authentication.port';
import { asRecord, callAppliance } from './appliance-http-client';

/** The seconds of a 429's Retry-After header (at least 1). */
function retryAfter(error: ApplianceRequestError): number {
  const header = error.cause instanceof HTTPError ? error.cause.response.headers.get('retry-after') : null;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 1 ? Math.ceil(seconds) : 1;
}

/** `GET /api/login`, `GET /api/login/default`, `POST /api/login/password`. */
export class HttpAuthenticationAdapter implements AuthenticationPort {
  constructor(private readonly http: KyInstance) {}

  async login(user: string, password: string): Promise<{ root: boolean }> {
    try {
      const body = asRecord(await callAppliance(() => this.http.get('login', { searchParams: { user, password } }).json()));
      return { root: body['root'] === true };
    } catch (error) {
      if (error instanceof ApplianceRequestError && error.status === 404) throw new InvalidCredentialsError({ cause: error });
      if (error instanceof ApplianceRequestError && error.status === 429) throw new TooManySignInsError(retryAfter(error), error);
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
