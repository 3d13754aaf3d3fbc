import type { KyInstance } from 'ky';
import { DEBUG_LEVELS, type DebugLevel, type DebugMessage, type DebugStreamPort } from '../../application/ports/debug-stream.port';
import { jsonParts, num, objectOf, str } from './json-part-stream';

function debugMessageOf(value: unknown): DebugMessage | null {
  const body = objectOf(value);
  if (!body) return null;
  const level = DEBUG_LEVELS.find((candidate) => candidate === body['level']);
  if (!level) return null;
  return { thread: num(body['thread']), type: str(body['type']), level, message: str(body['message']) };
}

/** `/api/debug?level=…`, a persistent multipart stream of JSON messages. */
export class HttpDebugStreamAdapter implements DebugStreamPort {
  constructor(private readonly http: KyInstance) {}

  async *watch(level: DebugLevel, signal: AbortSignal): AsyncGenerator<DebugMessage, void, undefined> {
    // Debug output can stay quiet for a while: 15 s without a byte before reconnecting.
    for await (const value of jsonParts(this.http, 'debug', { searchParams: { level }, signal, reconnect: true, silenceMs: 15_000 })) {
      const message = debugMessageOf(value);
      if (message) yield message;
    }
  }
}
