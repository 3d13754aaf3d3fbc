import { ClientError } from './client-errors';
import { fileTimeToUnixMs } from './filetime';

/**
 * Graph records as the appliance sends them (base64 in the `graph` field of
 * /api/graphevent and /api/graph/io), all little-endian:
 *
 * - graph event, 16 bytes: FILETIME u64 | value f64
 * - graph I/O, 17 bytes:   FILETIME u64 | value f64 | defined u8 (0 = undefined)
 *
 * The specification fixes the sizes and the leading timestamp; the value as an
 * IEEE-754 double and the trailing `defined` byte (the I/O value entity is
 * "defined, value") are our reading of the remaining bytes, documented in
 * docs/client.md. Decoding is column-wise into typed arrays: one pass, no
 * per-record allocation, no BigInt.
 */
export const GRAPH_EVENT_RECORD_SIZE = 16;
export const GRAPH_IO_RECORD_SIZE = 17;

/** Decoded graph events: `times[i]` is Unix milliseconds, `values[i]` the sample. */
export interface GraphEventColumns {
  readonly times: Float64Array;
  readonly values: Float64Array;
}

/** Decoded graph I/O records: as events plus `defined[i]` (1 or 0). */
export interface GraphIoColumns extends GraphEventColumns {
  readonly defined: Uint8Array;
}

export interface GraphPoint {
  readonly date: Date;
  readonly value: number;
}

export interface GraphIoPoint extends GraphPoint {
  readonly defined: boolean;
}

function viewOf(bytes: Uint8Array, recordSize: number): DataView {
  if (bytes.byteLength % recordSize !== 0) {
    throw ClientError.invalidGraphLength(bytes.byteLength, recordSize);
  }
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function decodeGraphEvents(bytes: Uint8Array): GraphEventColumns {
  const view = viewOf(bytes, GRAPH_EVENT_RECORD_SIZE);
  const count = bytes.byteLength / GRAPH_EVENT_RECORD_SIZE;
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  for (let i = 0, offset = 0; i < count; i += 1, offset += GRAPH_EVENT_RECORD_SIZE) {
    times[i] = fileTimeToUnixMs(view.getUint32(offset, true), view.getUint32(offset + 4, true));
    values[i] = view.getFloat64(offset + 8, true);
  }
  return { times, values };
}

export function decodeGraphIo(bytes: Uint8Array): GraphIoColumns {
  const view = viewOf(bytes, GRAPH_IO_RECORD_SIZE);
  const count = bytes.byteLength / GRAPH_IO_RECORD_SIZE;
  const times = new Float64Array(count);
  const values = new Float64Array(count);
  const defined = new Uint8Array(count);
  for (let i = 0, offset = 0; i < count; i += 1, offset += GRAPH_IO_RECORD_SIZE) {
    times[i] = fileTimeToUnixMs(view.getUint32(offset, true), view.getUint32(offset + 4, true));
    values[i] = view.getFloat64(offset + 8, true);
    defined[i] = view.getUint8(offset + 16) === 0 ? 0 : 1;
  }
  return { times, values, defined };
}

/** Objects with JavaScript dates, for callers that prefer them to columns. */
export function graphEventPoints(columns: GraphEventColumns): GraphPoint[] {
  return Array.from(columns.times, (time, i) => ({ date: new Date(time), value: columns.values[i] ?? Number.NaN }));
}

export function graphIoPoints(columns: GraphIoColumns): GraphIoPoint[] {
  return Array.from(columns.times, (time, i) => ({
    date: new Date(time),
    value: columns.values[i] ?? Number.NaN,
    defined: columns.defined[i] === 1,
  }));
}
