// Graph decoding speed: records per second through the library's decoders
// against a plain copy of the same bytes into a preallocated buffer (the floor any decoder must pay) and
// a BigInt decoder (what the exact FILETIME arithmetic avoids).
// Run: node --import tsx bench/client-graph.ts [records]
import { decodeGraphEvents, decodeGraphIo } from '../src/domain/client/graph-record';
import { encodeGraphEvents, encodeGraphIo } from '../src/domain/client/graph-record-encoder';

const records = Number(process.argv[2] ?? 1_000_000);
const start = Date.UTC(2026, 0, 1);
const samples = Array.from({ length: records }, (_, i) => ({ time: start + i * 1000 + (i % 997), value: i * 0.5, defined: i % 3 !== 0 }));
const events = encodeGraphEvents(samples);
const io = encodeGraphIo(samples);

function measure(name: string, bytes: number, run: () => unknown): number {
  run(); // warm-up
  const rounds = 5;
  const begin = performance.now();
  for (let i = 0; i < rounds; i += 1) {
    run();
  }
  const seconds = (performance.now() - begin) / 1000 / rounds;
  const perSecond = records / seconds;
  console.log(`${name.padEnd(28)} ${(perSecond / 1e6).toFixed(1).padStart(7)} M records/s  ${(bytes / seconds / 1e6).toFixed(0).padStart(6)} MB/s`);
  return perSecond;
}

function bigIntEvents(bytes: Uint8Array): Float64Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const times = new Float64Array(bytes.byteLength / 16);
  for (let i = 0; i < times.length; i += 1) {
    times[i] = Number(view.getBigUint64(i * 16, true) / 10_000n) - 11_644_473_600_000;
  }
  return times;
}

console.log(`graph decoding, ${records} records, Node ${process.version}`);
const target = new Uint8Array(io.byteLength);
const copy = measure('copy of the 16-byte records', events.byteLength, () => target.set(events));
measure('slice (allocating copy)', events.byteLength, () => events.slice());
const decoded = measure('decodeGraphEvents', events.byteLength, () => decodeGraphEvents(events));
const bigint = measure('BigInt decoder (reference)', events.byteLength, () => bigIntEvents(events));
const copyIo = measure('copy of the 17-byte records', io.byteLength, () => target.set(io));
const decodedIo = measure('decodeGraphIo', io.byteLength, () => decodeGraphIo(io));
console.log(`ratio events/copy ${(decoded / copy).toFixed(2)}, io/copy ${(decodedIo / copyIo).toFixed(2)}, events/BigInt ${(decoded / bigint).toFixed(2)}`);
