import { ClientError } from '../../domain/client/client-errors';
import { CLIENT_LIMITS } from '../../domain/client/client-date';
import type { HttpClient, HttpRequest } from './http-client';

/** One answer of a long query: where it stopped, and what it carried. */
export interface PartialAnswer {
  readonly end: string;
}

export interface LongQueryOptions<T extends PartialAnswer> {
  /** Called after every answer, for a progress indication. */
  readonly onProgress?: (progress: { iteration: number; end: string; complete: boolean; answer: T }) => void;
  readonly maxIterations?: number;
}

/**
 * Logs and graphs: the appliance answers 200 when the range is complete and
 * 202 when it stopped early, with the `end` it reached; the next request starts
 * there. Past 1000 requests the query stops with 'too much requests'; any
 * other 2xx is 'unsupported response code N'.
 */
export async function runLongQuery<T extends PartialAnswer>(
  http: HttpClient,
  request: HttpRequest,
  options: LongQueryOptions<T> = {},
): Promise<T[]> {
  const maxIterations = options.maxIterations ?? CLIENT_LIMITS.maxPartialIterations;
  const answers: T[] = [];
  let query = request.query ?? {};
  for (let iteration = 1; ; iteration += 1) {
    if (iteration > maxIterations) {
      throw ClientError.tooMuchRequests(iteration - 1);
    }
    const { status, answer } = await http.request({ ...request, query }, async (response) => {
      if (response.status !== 200 && response.status !== 202) {
        await response.body?.cancel();
        throw ClientError.unsupportedResponseCode(response.status);
      }
      return { status: response.status, answer: (await response.json()) as T };
    });
    if (typeof answer !== 'object' || answer === null || typeof answer.end !== 'string') {
      throw ClientError.invalidResponse('a long query answer needs an end marker');
    }
    answers.push(answer);
    const complete = status === 200;
    options.onProgress?.({ iteration, end: answer.end, complete, answer });
    if (complete) {
      return answers;
    }
    query = { ...query, begin: answer.end };
  }
}

/** base64 to bytes without Node's Buffer, so the same code runs in browsers. */
export function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) {
    bytes[i] = binary.charCodeAt(i);
  }
  return bytes;
}

export function concatBytes(chunks: readonly Uint8Array[]): Uint8Array {
  const total = chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}
