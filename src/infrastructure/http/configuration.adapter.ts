import type { KyInstance } from 'ky';
import type { ConfigurationPort, TransferProgress } from '../../application/ports/configuration.port';
import { yieldToPage } from '../stream/yield-to-page';
import { callAppliance } from './appliance-http-client';

/** Milliseconds of reading between two yields to the page: a chunk's decoding is short, many queued chunks in a row are not. */
const SLICE_MS = 10;

/**
 * The body as text, read chunk by chunk: each chunk decoded as it arrives (a
 * streaming decoder, so a character split between chunks comes out whole),
 * the progress reported, and the page given back every SLICE_MS. On a large
 * site `Response.text()` decoded the whole document in one task at sign-in,
 * and ky's progress stream ran every chunk queued while the page was busy in
 * one more (docs/performance.md, "Sign-in without a long task").
 */
async function readText(response: Response, onProgress?: (progress: TransferProgress) => void): Promise<string> {
  if (!response.body) return response.text();
  const total = Number(response.headers.get('content-length')) || 0;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  let since = performance.now();
  onProgress?.({ bytes, ...(total > 0 ? { total } : {}) });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    text += decoder.decode(value, { stream: true });
    onProgress?.({ bytes, ...(total > 0 ? { total } : {}) });
    if (performance.now() - since > SLICE_MS) {
      await yieldToPage();
      since = performance.now();
    }
  }
  return text + decoder.decode();
}

/** `GET /api/configuration[?uncrypted]` and `POST /api/configuration` (text/xml): the document as text, nothing decoded. */
export class HttpConfigurationAdapter implements ConfigurationPort {
  constructor(private readonly http: KyInstance) {}

  fetchText(options: { readonly encrypted?: boolean; readonly onProgress?: (progress: TransferProgress) => void } = {}): Promise<string> {
    // `uncrypted` is a bare flag on the wire, hence the literal query string.
    const path = options.encrypted ? 'configuration' : 'configuration?uncrypted';
    return callAppliance(async () => readText(await this.http.get(path), options.onProgress));
  }

  async postText(text: string): Promise<void> {
    await callAppliance(() => this.http.post('configuration', { body: text, headers: { 'Content-Type': 'text/xml; charset=utf-8' } }).text());
  }
}
