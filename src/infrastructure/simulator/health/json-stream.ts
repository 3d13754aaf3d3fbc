import { MULTIPART_CONTENT_TYPE, multipartClose, multipartPart } from '../client-api/multipart-writer';

export { MULTIPART_CONTENT_TYPE };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface JsonStreamSource {
  /** The next part, or null to end the stream; called when the previous part was sent and `delayMs` has passed. */
  next(): unknown;
  /** Wait before each part after the first. */
  delayMs(): number;
  /** Called once when the stream ends or the client goes away. */
  done?(): void;
}

/**
 * A multipart body of JSON parts as the appliance writes its monitor, debug
 * and progress streams: the first part at once, then one part per delay, until
 * the source ends or the client goes away (nothing keeps running then).
 */
export function jsonStreamBody(source: JsonStreamSource): ReadableStream<Uint8Array> {
  let first = true;
  let open = true;
  const finish = (): void => {
    if (open) {
      open = false;
      source.done?.();
    }
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!first) await sleep(source.delayMs());
        first = false;
        if (!open) return;
        const value = source.next();
        if (value === null) {
          controller.enqueue(multipartClose());
          controller.close();
          finish();
          return;
        }
        controller.enqueue(multipartPart('application/json', JSON.stringify(value)));
      },
      cancel() {
        finish();
      },
    },
    { highWaterMark: 0 },
  );
}

export const STREAM_HEADERS = { 'content-type': MULTIPART_CONTENT_TYPE, 'cache-control': 'no-store' } as const;
