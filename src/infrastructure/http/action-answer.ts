import type { KyInstance } from 'ky';
import { ApplianceRequestError } from '../../application/errors/console-errors';
import type { ActionAnswer } from '../../application/ports/server-lifecycle.port';
import { callAppliance } from './appliance-http-client';

/**
 * POSTs an action and reads `{"result", "detail"}`. A refusal (4xx/5xx) is a
 * `result: false` answer with the appliance's detail; an unreachable
 * appliance still rejects (NetworkError).
 */
export async function postAction(http: KyInstance, path: string, searchParams?: Record<string, string | boolean>): Promise<ActionAnswer> {
  try {
    const body: unknown = await callAppliance(() => http.post(path, searchParams ? { searchParams } : {}).json());
    const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const detail = typeof record['detail'] === 'string' ? record['detail'] : undefined;
    return { result: record['result'] !== false, ...(detail ? { detail } : {}) };
  } catch (error) {
    if (error instanceof ApplianceRequestError) {
      const detail = error.metadata['detail'];
      return { result: false, ...(typeof detail === 'string' ? { detail } : {}) };
    }
    throw error;
  }
}
