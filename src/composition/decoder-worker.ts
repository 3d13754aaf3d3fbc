import type { ConfigurationCodecPort } from '../application/configuration/configuration-codec.port';
import type { HashPort } from '../application/ports/hash.port';
import type { Configuration } from '../domain/configuration/configuration';
import { CryptoJsMd5Adapter } from '../infrastructure/crypto/crypto-js-md5.adapter';
import { WasmMd5Adapter } from '../infrastructure/crypto/wasm-md5.adapter';
import type { DecoderRequest, DecoderResponse } from '../infrastructure/worker/decoder-protocol';
import { DecoderWorkerHost } from '../infrastructure/worker/decoder-worker-host';
import { XmlConfigurationCodecAdapter } from '../infrastructure/xml/xml-configuration-codec.adapter';
import { token, provide, Wiring } from './typed-container';

/** The worker's side of a message channel (`self` in the worker). */
export interface DecoderWorkerScope {
  postMessage(response: DecoderResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<DecoderRequest>) => void): void;
}

/** What the decoder worker is made of. */
export const DECODER_WORKER = {
  /** The chunked WebAssembly MD5; crypto-js only where WebAssembly is refused. */
  md5: token<WasmMd5Adapter>('WasmMd5Adapter'),
  codec: token<(salt: string) => ConfigurationCodecPort<Configuration>>('ConfigurationCodecFactory'),
  host: token<DecoderWorkerHost>('DecoderWorkerHost'),
} as const;

/**
 * The decoder worker's composition root: the codec signs with the chunked
 * WebAssembly MD5 (5 to 15 times crypto-js on a large site,
 * docs/performance.md). Requests wait until its module is compiled, so
 * crypto-js answers only where WebAssembly is refused (a CSP without
 * 'wasm-unsafe-eval'), with the same digests. `hashers` is for tests.
 */
export function composeDecoderWorker(scope: DecoderWorkerScope, hashers?: { readonly fallback?: HashPort; readonly createWasm?: ConstructorParameters<typeof WasmMd5Adapter>[1] }): Wiring {
  const wiring = new Wiring()
    .bind(DECODER_WORKER.md5, provide([], () => new WasmMd5Adapter(hashers?.fallback ?? new CryptoJsMd5Adapter(), hashers?.createWasm)))
    .bind(DECODER_WORKER.codec, provide([DECODER_WORKER.md5], (md5) => (salt: string) => new XmlConfigurationCodecAdapter(md5, salt)))
    .bind(DECODER_WORKER.host, provide([DECODER_WORKER.codec], (codec) => new DecoderWorkerHost(codec, (response) => scope.postMessage(response))));
  const ready = wiring.get(DECODER_WORKER.md5).ready;
  const host = wiring.get(DECODER_WORKER.host);
  // Handled in arrival order, once the MD5 is known: WebAssembly, or crypto-js where it is refused.
  scope.addEventListener('message', (event) => void ready.then(() => host.handle(event.data)));
  return wiring;
}
