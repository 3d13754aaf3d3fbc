import type { KyInstance } from 'ky';
import { NetworkError } from '../../application/errors/console-errors';
import { AlreadyUpToDateError, NoVersionAvailableError, ServerMustBeStoppedError, UpdateFailedError } from '../../application/errors/operation-errors';
import type { UpdateAvailability, UpdateEvent, UpdatePort } from '../../application/ports/update.port';
import { DomainError } from '../../domain/shared/domain-error';
import { readPersistentMultipart } from '../stream/persistent-multipart-stream';
import { asRecord, callAppliance } from './appliance-http-client';
import { errorDetail } from './http-transport';

/** An install may pause between steps (unpacking, restarting services): silence is tolerated this long. */
const INSTALL_SILENCE_MS = 60_000;

/** The appliance's refusals of `POST /api/update`, by its `detail`, as the specification's errors. */
export function updateRefusal(detail: string | undefined): DomainError {
  switch (detail) {
    case 'no version available':
      return new NoVersionAvailableError();
    case 'already up to date':
      return new AlreadyUpToDateError();
    case 'server must be stopped':
      return new ServerMustBeStoppedError();
    default:
      return new UpdateFailedError(detail);
  }
}

/** One part of the progress stream as an event; unknown parts are skipped, an error part throws. */
export function updateEventFromPart(text: string): UpdateEvent | undefined {
  let part: Record<string, unknown>;
  try {
    part = asRecord(JSON.parse(text));
  } catch {
    return undefined;
  }
  if (part['type'] === 'progress' && typeof part['value'] === 'number') {
    return { kind: 'progress', percent: part['value'], ...(typeof part['step'] === 'string' ? { step: part['step'] } : {}) };
  }
  if (part['type'] === 'complete') {
    return { kind: 'complete', version: typeof part['version'] === 'string' ? part['version'] : '' };
  }
  if (part['type'] === 'error') {
    throw updateRefusal(typeof part['detail'] === 'string' ? part['detail'] : undefined);
  }
  return undefined;
}

/**
 * `POST /api/update?action=check` and `?action=download[&force=true]`, whose
 * answer is a multipart stream of JSON progress parts read with the
 * project's persistent-stream reader (finite mode: no reconnection).
 */
export class HttpUpdateAdapter implements UpdatePort {
  constructor(private readonly http: KyInstance) {}

  async check(): Promise<UpdateAvailability> {
    const body = await callAppliance(() => this.http.post('update', { searchParams: { action: 'check' } }).json());
    const record = asRecord(body);
    const available = record['available'];
    return { current: typeof record['current'] === 'string' ? record['current'] : '', ...(typeof available === 'string' && available ? { available } : {}) };
  }

  async *install(options: { readonly force: boolean; readonly signal?: AbortSignal }): AsyncIterable<UpdateEvent> {
    const searchParams: Record<string, string> = { action: 'download', ...(options.force ? { force: 'true' } : {}) };
    const parts = readPersistentMultipart({
      reconnect: false,
      silenceMs: INSTALL_SILENCE_MS,
      requestTimeoutMs: INSTALL_SILENCE_MS,
      ...(options.signal ? { signal: options.signal } : {}),
      open: async (signal) => {
        let response: Response;
        try {
          response = await this.http.post('update', { searchParams, signal, throwHttpErrors: false });
        } catch (error) {
          throw new NetworkError(error);
        }
        if (!response.ok) throw updateRefusal(await errorDetail(response));
        return response;
      },
    });
    try {
      for await (const part of parts) {
        const event = updateEventFromPart(part.text());
        if (event) yield event;
        if (event?.kind === 'complete') return;
      }
    } catch (error) {
      if (error instanceof DomainError && !error.code.startsWith('CLIENT.')) throw error;
      throw new UpdateFailedError(undefined, error);
    }
  }
}
