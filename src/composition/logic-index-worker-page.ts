import { WorkerLogicIndex } from '../infrastructure/worker/worker-logic-index.adapter';

/**
 * The browser's logic index: a module worker bundled by Vite (the literal
 * `new Worker(new URL(…, import.meta.url))` is what Vite recognises), started
 * on the first request, when the logic editor first paints.
 */
export function createWorkerLogicIndex(): WorkerLogicIndex {
  return new WorkerLogicIndex(() => new Worker(new URL('./logic-index.worker.ts', import.meta.url), { type: 'module', name: 'logic-index' }));
}
