/// <reference lib="webworker" />
import { WasmMd5Adapter } from '../crypto/wasm-md5.adapter';
import { XmlConfigurationCodecAdapter } from '../xml/xml-configuration-codec.adapter';
import { DecoderWorkerHost } from './decoder-worker-host';
import type { DecoderRequest, DecoderResponse } from './decoder-protocol';

// The worker's entry; everything it does is in DecoderWorkerHost. The page
// sends the salt first ('init'), then reads and writes. The signature's MD5 is
// the chunked WebAssembly one (5 to 15 times crypto-js on a large site,
// docs/performance.md); it answers with crypto-js until its module is compiled
// or where WebAssembly is refused, with the same digests.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const md5 = new WasmMd5Adapter();
const host = new DecoderWorkerHost(
  (salt) => new XmlConfigurationCodecAdapter(md5, salt),
  (response: DecoderResponse) => scope.postMessage(response),
);
scope.addEventListener('message', (event: MessageEvent<DecoderRequest>) => host.handle(event.data));
