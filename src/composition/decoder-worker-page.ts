import { WorkerConfigurationDecoder } from '../infrastructure/worker/worker-configuration-decoder.adapter';

/**
 * The browser's decoder: a module worker bundled by Vite (the literal
 * `new Worker(new URL(…, import.meta.url))` is what Vite recognises), given
 * this appliance's salt before anything else.
 */
export function createWorkerDecoder(salt: string): WorkerConfigurationDecoder {
  const worker = new Worker(new URL('./configuration-decoder.worker.ts', import.meta.url), { type: 'module', name: 'configuration-decoder' });
  worker.postMessage({ type: 'init', salt });
  return new WorkerConfigurationDecoder(worker);
}
