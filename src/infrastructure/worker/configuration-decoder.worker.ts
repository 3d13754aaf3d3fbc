/// <reference lib="webworker" />
import { CryptoJsMd5Adapter } from '../crypto/crypto-js-md5.adapter';
import { XmlConfigurationCodecAdapter } from '../xml/xml-configuration-codec.adapter';
import { DecoderWorkerHost } from './decoder-worker-host';
import type { DecoderRequest, DecoderResponse } from './decoder-protocol';

// The worker's entry; everything it does is in DecoderWorkerHost. The page
// sends the salt first ('init'), then reads and writes.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const host = new DecoderWorkerHost(
  (salt) => new XmlConfigurationCodecAdapter(new CryptoJsMd5Adapter(), salt),
  (response: DecoderResponse) => scope.postMessage(response),
);
scope.addEventListener('message', (event: MessageEvent<DecoderRequest>) => host.handle(event.data));
