import { GRAPH_EVENT_RECORD_SIZE, GRAPH_IO_RECORD_SIZE } from './graph-record';
import { unixMsToFileTime } from './filetime';

/**
 * The inverse of the graph decoders (layouts in graph-record.ts): the simulated
 * appliance answers with it, and tests and benchmarks build their inputs with it.
 */
export interface GraphSample {
  /** Unix milliseconds (integral). */
  readonly time: number;
  readonly value: number;
  /** Only written for graph I/O records; true when omitted. */
  readonly defined?: boolean;
}

export function encodeGraphEvents(samples: readonly GraphSample[]): Uint8Array {
  const bytes = new Uint8Array(samples.length * GRAPH_EVENT_RECORD_SIZE);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, i) => writeHead(view, i * GRAPH_EVENT_RECORD_SIZE, sample));
  return bytes;
}

export function encodeGraphIo(samples: readonly GraphSample[]): Uint8Array {
  const bytes = new Uint8Array(samples.length * GRAPH_IO_RECORD_SIZE);
  const view = new DataView(bytes.buffer);
  samples.forEach((sample, i) => {
    const offset = i * GRAPH_IO_RECORD_SIZE;
    writeHead(view, offset, sample);
    view.setUint8(offset + 16, sample.defined === false ? 0 : 1);
  });
  return bytes;
}

function writeHead(view: DataView, offset: number, sample: GraphSample): void {
  const { lo, hi } = unixMsToFileTime(sample.time);
  view.setUint32(offset, lo, true);
  view.setUint32(offset + 4, hi, true);
  view.setFloat64(offset + 8, sample.value, true);
}
