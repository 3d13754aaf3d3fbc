import type { ApplianceCredentials, ApplianceDocumentPort } from '../../application/ports/appliance-document.port';
import { ApplianceUnavailableError } from '../../application/ports/appliance-document.port';

/** One GET to the appliance: its status and body, or a rejection when it cannot be reached. */
export type ApplianceGet = (pathAndQuery: string, headers: Readonly<Record<string, string>>) => Promise<{ readonly status: number; readonly body: string }>;

function authorization(credentials: ApplianceCredentials): string {
  return `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`, 'utf8').toString('base64')}`;
}

/**
 * The appliance read by the Vigil server for itself, over the same way the
 * console reaches it (the in-process simulator's app, or the real
 * appliance behind the proxy): its configuration and the root check.
 */
export class ApplianceDocumentAdapter implements ApplianceDocumentPort {
  constructor(private readonly get: ApplianceGet) {}

  async fetchConfiguration(credentials: ApplianceCredentials): Promise<string> {
    let answer;
    try {
      answer = await this.get('/api/configuration?uncrypted', { Authorization: authorization(credentials), 'X-Requested-With': 'vigil-server' });
    } catch (error) {
      throw new ApplianceUnavailableError(`the appliance did not answer: ${(error as Error).message}`);
    }
    if (answer.status !== 200) throw new ApplianceUnavailableError(`the appliance refused to give its configuration (${answer.status})`, answer.status);
    return answer.body;
  }

  async isRoot(credentials: ApplianceCredentials): Promise<boolean | undefined> {
    const query = new URLSearchParams({ user: credentials.user, password: credentials.password });
    const answer = await this.get(`/api/login?${query.toString()}`, { 'X-Requested-With': 'vigil-server' });
    if (answer.status === 404 || answer.status === 401) return undefined;
    if (answer.status !== 200) throw new ApplianceUnavailableError(`the appliance could not check the credentials (${answer.status})`, answer.status);
    try {
      return (JSON.parse(answer.body) as { root?: unknown }).root === true;
    } catch {
      return false;
    }
  }
}
