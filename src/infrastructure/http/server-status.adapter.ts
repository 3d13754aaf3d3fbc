import type { KyInstance } from 'ky';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import type { ServerStatus, ServerStatusPort } from '../../application/ports/server-status.port';
import { asRecord, callAppliance } from './appliance-http-client';

const STATUSES: readonly ServerStatus[] = ['started', 'stopped', 'stopping', 'starting'];

/** `GET /api/application/status`. */
export class HttpServerStatusAdapter implements ServerStatusPort {
  constructor(private readonly http: KyInstance) {}

  async status(): Promise<ServerStatus> {
    const body = asRecord(await callAppliance(() => this.http.get('application/status').json()));
    const status = STATUSES.find((candidate) => candidate === body['status']);
    if (!status) throw new ApplianceRequestError(200, `unknown server status ${String(body['status'])}`);
    return status;
  }
}
