import type { KyInstance } from 'ky';
import type { ConfigurationPort, TransferProgress } from '../../application/ports/configuration.port';
import { yieldToPage } from '../stream/yield-to-page';
import { callAppliance } from './appliance-http-client';

/** Milliseconds of reading between two yields to the page: a chunk's copy is short, many queued chunks in a row are not. */
const SLICE_MS = 10;

/** Room for a body sent without a length (or longer than it said): doubled as needed. */
const FIRST_CAPACITY = 64 * 1024;

/** A stated length is taken as the first capacity up to the largest document the codec reads (256 MiB), not beyond. */
const MAX_STATED_CAPACITY = 256 * 1024 * 1024;

/**
 * The body's bytes, read chunk by chunk into one array: its length (when
 * sent) is the first capacity, so a body that keeps its word is copied once
 * and returned without a copy of the whole. Each chunk reports progress, and
 * the page is given back every SLICE_MS. Nothing is decoded here: the bytes go
 * to the decoder, transferred to its worker in the browser, and the text is
 * built there (docs/performance.md, "Sign-in without a long task").
 */
async function readBytes(response: Response, onProgress?: (progress: TransferProgress) => void): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  let buffer = new Uint8Array(total > 0 && total <= MAX_STATED_CAPACITY ? total : FIRST_CAPACITY);
  let bytes = 0;
  let since = performance.now();
  onProgress?.({ bytes, ...(total > 0 ? { total } : {}) });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes + value.byteLength > buffer.byteLength) {
      const grown = new Uint8Array(Math.max(buffer.byteLength * 2, bytes + value.byteLength));
      grown.set(buffer.subarray(0, bytes));
      buffer = grown;
    }
    buffer.set(value, bytes);
    bytes += value.byteLength;
    onProgress?.({ bytes, ...(total > 0 ? { total } : {}) });
    if (performance.now() - since > SLICE_MS) {
      await yieldToPage();
      since = performance.now();
    }
  }
  return bytes === buffer.byteLength ? buffer : buffer.slice(0, bytes);
}

/** `GET /api/configuration[?uncrypted]` and `POST /api/configuration` (text/xml): the document as bytes, nothing decoded. */
export class HttpConfigurationAdapter implements ConfigurationPort {
  constructor(private readonly http: KyInstance) {}

  fetchBytes(options: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void } = {}): Promise<Uint8Array> {
    // `uncrypted` is a bare flag on the wire, hence the literal query string.
    const path = options.encrypted ? 'configuration' : 'configuration?uncrypted';
    return callAppliance(async () => readBytes(await this.http.get(path), options.onProgress));
  }

  async postText(text: string): Promise<void> {
    await callAppliance(() => this.http.post('configuration', { body: text, headers: { 'Content-Type': 'text/xml; charset=utf-8' } }).text());
  }
}
