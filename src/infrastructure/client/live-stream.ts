import { readPersistentMultipart, type PersistentMultipartOptions, type ReconnectEvent } from '../stream/persistent-multipart-stream';
import type { MultipartPart } from '../stream/multipart-part';
import type { HttpClient, Query } from './http-client';

/** One video frame of `/api/stream`: the JSON description part that preceded it and the frame's bytes. */
export interface LiveFrame {
  readonly description: unknown;
  readonly data: Uint8Array;
  readonly contentType: string;
}

export interface LiveOptions {
  /** Extra query parameters sent with `guid` and `description=true` (arrays repeat the key). */
  readonly extras?: Query;
  readonly signal?: AbortSignal;
  readonly silenceMs?: number;
  readonly requestTimeoutMs?: number;
  readonly reconnectWaitMs?: number;
  readonly onReconnect?: (event: ReconnectEvent) => void;
}

function isDescription(part: MultipartPart): boolean {
  return part.contentType.toLowerCase().startsWith('application/json');
}

/** Pairs description and frame parts; a frame without a description gets `null`. */
export async function* pairFrames(parts: AsyncIterable<MultipartPart>): AsyncGenerator<LiveFrame, void, undefined> {
  let description: unknown = null;
  for await (const part of parts) {
    if (isDescription(part)) {
      try {
        description = JSON.parse(part.text());
      } catch {
        description = null;
      }
      continue;
    }
    yield { description, data: part.bytes, contentType: part.contentType };
    description = null;
  }
}

/** The live video of one stream, reconnecting as the persistent reader does. */
export function liveFrames(http: HttpClient, guid: string, options: LiveOptions = {}): AsyncGenerator<LiveFrame, void, undefined> {
  const query: Query = { ...options.extras, guid, description: true };
  const streamOptions: PersistentMultipartOptions = {
    open: (signal) => http.open('/api/stream', query, signal),
    silenceMs: options.silenceMs,
    requestTimeoutMs: options.requestTimeoutMs,
    reconnectWaitMs: options.reconnectWaitMs,
    signal: options.signal,
    onReconnect: options.onReconnect,
  };
  return pairFrames(readPersistentMultipart(streamOptions));
}
