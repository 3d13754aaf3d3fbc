import type { ConfigurationCodecPort } from '../../src/application/configuration/configuration-codec.port';
import type { Configuration } from '../../src/domain/configuration/configuration';
import type { DecoderRequest, DecoderResponse } from '../../src/infrastructure/worker/decoder-protocol';
import { DecoderWorkerHost } from '../../src/infrastructure/worker/decoder-worker-host';
import { WorkerConfigurationDecoder, type DecoderChannel } from '../../src/infrastructure/worker/worker-configuration-decoder.adapter';

/**
 * The worker decoder and its host without a thread: every message is
 * structured-cloned with its transfer list (a transferred buffer is emptied on
 * the sender's side, as postMessage does) and delivered later. `sent` records
 * the worker's answers, `received` the page's requests as the worker got them.
 */
export function decoderWorkerPair(createCodec: (salt: string) => ConfigurationCodecPort<Configuration>, salt: string) {
  const listeners: ((event: { data: DecoderResponse }) => void)[] = [];
  const sent: DecoderResponse[] = [];
  const received: DecoderRequest[] = [];
  const host = new DecoderWorkerHost(createCodec, (response) => {
    sent.push(response);
    const data = structuredClone(response);
    setTimeout(() => listeners.forEach((listener) => listener({ data })));
  });
  const channel: DecoderChannel = {
    postMessage: (message: DecoderRequest, transfer: ArrayBuffer[]) => {
      const data = structuredClone(message, { transfer });
      received.push(data);
      setTimeout(() => host.handle(data));
    },
    addEventListener: ((type: string, listener: (event: { data: DecoderResponse }) => void) => {
      if (type === 'message') listeners.push(listener);
    }) as DecoderChannel['addEventListener'],
  };
  channel.postMessage({ type: 'init', salt }, []);
  return { host, decoder: new WorkerConfigurationDecoder(channel), sent, received };
}
