import type { KyInstance } from 'ky';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import { OnlineChangesPendingError } from '../../application/errors/health-errors';
import { ServerMustBeStoppedError } from '../../application/errors/operation-errors';
import type { DatabaseAction, MaintenanceEvent, MaintenancePort, OnlineConfiguration, OnlineStatus } from '../../application/ports/maintenance.port';
import { asRecord, callAppliance } from './appliance-http-client';
import { jsonParts, num, objectOf, str } from './json-part-stream';

const ONLINE_STATUSES: readonly OnlineStatus[] = ['synchronised', 'pending', 'applying'];

/** The appliance's 409 answers become the specification's errors. */
function specificError(error: unknown): unknown {
  if (error instanceof ApplianceRequestError && error.status === 409) {
    const detail = error.metadata['detail'];
    if (detail === 'server must be stopped') return new ServerMustBeStoppedError();
    if (detail === 'configuration changes are pending') return new OnlineChangesPendingError(error);
  }
  return error;
}

function eventOf(value: unknown): MaintenanceEvent | null {
  const body = objectOf(value);
  if (!body) return null;
  if (body['type'] === 'complete') return { kind: 'complete' };
  if (body['type'] === 'error') throw new ApplianceRequestError(500, str(body['detail'], 'something went wrong'));
  if (body['type'] !== 'progress' || typeof body['value'] !== 'number') return null;
  const step = str(body['step']);
  return { kind: 'progress', percent: num(body['value']), ...(step ? { step } : {}) };
}

/** `/api/database/{action}`, `/api/rescue` (progress streams) and `/api/configuration/online[/status]`. */
export class HttpMaintenanceAdapter implements MaintenancePort {
  constructor(private readonly http: KyInstance) {}

  async *#progress(path: string, signal: AbortSignal | undefined): AsyncGenerator<MaintenanceEvent, void, undefined> {
    try {
      for await (const value of jsonParts(this.http, path, { method: 'post', reconnect: false, silenceMs: 30_000, ...(signal ? { signal } : {}) })) {
        const event = eventOf(value);
        // Read on to the end of the answer after completion: the appliance closes it, and
        // leaving early would cancel a body that is already finishing.
        if (event) yield event;
      }
    } catch (error) {
      throw specificError(error);
    }
  }

  database(action: DatabaseAction, signal?: AbortSignal): AsyncIterable<MaintenanceEvent> {
    return this.#progress(`database/${action}`, signal);
  }

  rescue(signal?: AbortSignal): AsyncIterable<MaintenanceEvent> {
    return this.#progress('rescue', signal);
  }

  async online(): Promise<OnlineConfiguration> {
    const [online, status] = await Promise.all([
      callAppliance(() => this.http.get('configuration/online').json()),
      callAppliance(() => this.http.get('configuration/online/status').json()),
    ]);
    return { online: asRecord(online)['online'] === true, status: ONLINE_STATUSES.find((value) => value === asRecord(status)['status']) ?? 'pending' };
  }

  async setOnline(online: boolean, force: boolean): Promise<OnlineConfiguration> {
    try {
      await callAppliance(() => this.http.post('configuration/online', { json: { online, force } }));
    } catch (error) {
      throw specificError(error);
    }
    return this.online();
  }
}
