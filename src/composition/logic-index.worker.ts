/// <reference lib="webworker" />
import type { LogicIndexRequest } from '../infrastructure/worker/logic-index-protocol';
import { answerLogicIndex } from '../infrastructure/worker/logic-index-worker-host';

// The logic index worker's entry: each outline the page sends is indexed by the domain's code (logic-parts.ts).
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.addEventListener('message', (event: MessageEvent<LogicIndexRequest>) => scope.postMessage(answerLogicIndex(event.data)));
