import type { KyInstance } from 'ky';
import { ApplianceRequestError, NetworkError } from '../../application/errors/console-errors';
import { HttpRequestError } from '../../domain/client/client-errors';
import { DomainError } from '../../domain/shared/domain-error';
import { readPersistentMultipart } from '../stream/persistent-multipart-stream';
import { statusError } from './http-transport';

export interface JsonPartStreamOptions {
  readonly method?: 'get' | 'post';
  readonly searchParams?: Record<string, string | number | boolean>;
  readonly signal?: AbortSignal;
  /** True for the appliance's persistent streams (monitor, debug); false for a progress answer that ends. */
  readonly reconnect: boolean;
  /** Reconnect after this long without a byte (persistent streams). */
  readonly silenceMs?: number;
}

/**
 * The JSON parts of a multipart answer of the appliance, read with the
 * project's persistent multipart reader through the console's ky instance
 * (Basic auth, console header). A refusal (4xx) ends the iteration with
 * ApplianceRequestError carrying the appliance's detail; a persistent stream
 * reconnects by itself after silence, a closed connection or a 5xx. Parts
 * that are not JSON are skipped.
 */
export async function* jsonParts(http: KyInstance, path: string, options: JsonPartStreamOptions): AsyncGenerator<unknown, void, undefined> {
  const parts = readPersistentMultipart({
    open: async (signal) => {
      const response = await http(path, {
        method: options.method ?? 'get',
        ...(options.searchParams ? { searchParams: options.searchParams } : {}),
        signal,
        throwHttpErrors: false,
      });
      if (!response.ok) throw await statusError(response);
      return response;
    },
    reconnect: options.reconnect,
    ...(options.silenceMs ? { silenceMs: options.silenceMs } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  try {
    for await (const part of parts) {
      let value: unknown;
      try {
        value = JSON.parse(part.text());
      } catch {
        continue;
      }
      yield value;
    }
  } catch (error) {
    if (error instanceof HttpRequestError && error.status !== undefined) {
      const detail = error.metadata['detail'];
      throw new ApplianceRequestError(error.status, typeof detail === 'string' ? detail : undefined, error);
    }
    if (error instanceof DomainError && error.code !== 'CLIENT.NETWORK' && error.code !== 'CLIENT.TIMEOUT') {
      throw new ApplianceRequestError(200, error.message, error);
    }
    throw new NetworkError(error);
  }
}

/** Reads a JSON object, or null for anything else (a sample that cannot be used is skipped, not a crash). */
export function objectOf(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

export const num = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
export const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
