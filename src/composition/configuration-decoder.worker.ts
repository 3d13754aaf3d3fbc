/// <reference lib="webworker" />
import { composeDecoderWorker, type DecoderWorkerScope } from './decoder-worker';

// The worker's entry: everything it does is composed in decoder-worker.ts
// (the codec, the WebAssembly MD5, DecoderWorkerHost). The page sends the salt
// first ('init'), then reads and writes.
composeDecoderWorker(self as unknown as DedicatedWorkerGlobalScope & DecoderWorkerScope);
