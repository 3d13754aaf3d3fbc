import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HashPort } from '../application/ports/hash.port';
import { setAt } from '../domain/configuration/model-path';
import { CryptoJsMd5Adapter } from '../infrastructure/crypto/crypto-js-md5.adapter';
import { NodeMd5Adapter } from '../infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../infrastructure/settings/configuration-salt';
import type { DecoderRequest, DecoderResponse } from '../infrastructure/worker/decoder-protocol';
import { WorkerConfigurationDecoder, type DecoderChannel } from '../infrastructure/worker/worker-configuration-decoder.adapter';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import { composeDecoderWorker, DECODER_WORKER, type DecoderWorkerScope } from './decoder-worker';

const SALT = DEFAULT_CONFIGURATION_SALT;
const sample = readFileSync(fileURLToPath(new URL('../../test/fixtures/configuration/sample.xml', import.meta.url)), 'utf8');
const NOW = new Date(2027, 4, 6, 7, 8, 9, 10);

/** crypto-js, counting the digests it is asked for. */
class CountingFallback implements HashPort {
  calls = 0;
  readonly #md5 = new CryptoJsMd5Adapter();
  md5(text: string): string {
    this.calls++;
    return this.#md5.md5(text);
  }
}

/** The worker's composition root behind a channel that clones every message and delivers it later, as postMessage does. */
function startWorker() {
  const fallback = new CountingFallback();
  const toPage: ((event: { data: DecoderResponse }) => void)[] = [];
  let toWorker: ((event: MessageEvent<DecoderRequest>) => void) | undefined;
  const scope: DecoderWorkerScope = {
    postMessage: (response) => {
      const data = structuredClone(response);
      setTimeout(() => toPage.forEach((listener) => listener({ data })));
    },
    addEventListener: (_type, listener) => {
      toWorker = listener;
    },
  };
  const wiring = composeDecoderWorker(scope, { fallback });
  const channel: DecoderChannel = {
    postMessage: (message: DecoderRequest, transfer: ArrayBuffer[]) => {
      const data = structuredClone(message, { transfer });
      setTimeout(() => toWorker?.({ data } as MessageEvent<DecoderRequest>));
    },
    addEventListener: ((type: string, listener: (event: { data: DecoderResponse }) => void) => {
      if (type === 'message') toPage.push(listener);
    }) as DecoderChannel['addEventListener'],
  };
  channel.postMessage({ type: 'init', salt: SALT }, []);
  return { wiring, fallback, decoder: new WorkerConfigurationDecoder(channel) };
}

/** Reads, edits and writes through the worker; the written document's signature checked with node:crypto. */
async function saveThroughWorker(decoder: WorkerConfigurationDecoder) {
  const read = await decoder.read(new TextEncoder().encode(sample), { verifySignature: true });
  if (!read.valid) throw new Error('the sample must read');
  expect(read.signatureValid).toBe(true);
  const edited = setAt(read.configuration, ['contacts', { id: read.configuration.contacts[0]!.id }, 'phone'], '+33 9 99 99 99 99');
  const written = await decoder.write(read.handle, edited, NOW);
  const check = new XmlConfigurationCodecAdapter(new NodeMd5Adapter(), SALT).read(written, { verifySignature: true });
  expect(check).toMatchObject({ valid: true, signatureValid: true });
  expect(written).toContain('+33 9 99 99 99 99');
}

afterEach(() => vi.restoreAllMocks());

describe('the decoder worker', () => {
  it('signs with the chunked WebAssembly MD5: crypto-js is never asked, not even for the first request', async () => {
    const { wiring, fallback, decoder } = startWorker();
    await saveThroughWorker(decoder);
    expect(wiring.get(DECODER_WORKER.md5).usesWebAssembly).toBe(true);
    expect(fallback.calls).toBe(0);
  });

  it('falls back to crypto-js, with the same digests, where WebAssembly is refused (a CSP without wasm-unsafe-eval)', async () => {
    const refusal = () => Promise.reject(new WebAssembly.CompileError("WebAssembly.compile(): Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is not an allowed source of script"));
    vi.spyOn(WebAssembly, 'compile').mockImplementation(refusal);
    vi.spyOn(WebAssembly, 'instantiate').mockImplementation(refusal);
    const { wiring, fallback, decoder } = startWorker();
    await saveThroughWorker(decoder);
    expect(await wiring.get(DECODER_WORKER.md5).ready).toBe(false);
    expect(wiring.get(DECODER_WORKER.md5).usesWebAssembly).toBe(false);
    expect(fallback.calls).toBeGreaterThan(0);
  });
});
