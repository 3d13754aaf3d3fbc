import { readPersistentMultipart } from '../stream/persistent-multipart-stream';
import type { HttpClient, Query } from './http-client';
import type { LiveFrame } from './live-stream';
import { pairFrames } from './live-stream';

/** Reads the finite multipart answer of `/api/date` (a description, then the frame at that date). */
export async function readDateAnswer(http: HttpClient, query: Query, signal?: AbortSignal, timeoutMs?: number): Promise<LiveFrame | null> {
  const parts = readPersistentMultipart({
    open: (connection) => http.open('/api/date', query, connection),
    reconnect: false,
    signal,
    silenceMs: timeoutMs ?? 10_000,
    requestTimeoutMs: timeoutMs ?? 10_000,
  });
  for await (const frame of pairFrames(parts)) {
    return frame;
  }
  return null;
}
