import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeGraphEvents, decodeGraphIo, graphEventPoints, graphIoPoints } from './graph-record';
import { encodeGraphEvents, encodeGraphIo } from './graph-record-encoder';
import { ClientError } from './client-errors';
import { propertyParameters } from '../../../test/support/property-seed';

describe('graph records', () => {
  it('decodes a hand-written 16-byte event record', () => {
    const bytes = new Uint8Array(16);
    const view = new DataView(bytes.buffer);
    // 2020-01-01T00:00:00.000Z = 132223104000000000 ticks = 0x01D5C03669D2C000 (little-endian halves)
    view.setUint32(0, 0x669d_c000 + 0x0, true);
    view.setUint32(4, 0x01d5_c036, true);
    view.setFloat64(8, 42.5, true);
    const hi = 0x01d5_c036;
    const lo = 0x669d_c000;
    const expected = Number(((BigInt(hi) << 32n) | BigInt(lo)) / 10_000n) - 11_644_473_600_000;
    const { times, values } = decodeGraphEvents(bytes);
    expect(times[0]).toBe(expected);
    expect(values[0]).toBe(42.5);
    expect(graphEventPoints({ times, values })[0]?.date).toBeInstanceOf(Date);
  });

  it('round-trips events and I/O records', () => {
    const sample = fc.record({
      time: fc.integer({ min: 0, max: 4_000_000_000_000 }),
      value: fc.double({ noNaN: true }),
      defined: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(sample, { maxLength: 40 }), (samples) => {
        const events = decodeGraphEvents(encodeGraphEvents(samples));
        expect(Array.from(events.times)).toEqual(samples.map((s) => s.time));
        expect(Array.from(events.values)).toEqual(samples.map((s) => s.value));
        const io = graphIoPoints(decodeGraphIo(encodeGraphIo(samples)));
        expect(io.map((p) => [p.date.getTime(), p.value, p.defined])).toEqual(samples.map((s) => [s.time, s.value, s.defined]));
      }),
      propertyParameters(),
    );
  });

  it('decodes from an offset inside a larger buffer', () => {
    const encoded = encodeGraphIo([{ time: 1_700_000_000_123, value: 1, defined: false }]);
    const padded = new Uint8Array(encoded.length + 3);
    padded.set(encoded, 3);
    const io = decodeGraphIo(padded.subarray(3));
    expect([io.times[0], io.values[0], io.defined[0]]).toEqual([1_700_000_000_123, 1, 0]);
  });

  it('rejects lengths that are not a multiple of the record size', () => {
    expect(() => decodeGraphEvents(new Uint8Array(17))).toThrow(ClientError);
    expect(() => decodeGraphEvents(new Uint8Array(17))).toThrow('graph data length 17 is not a multiple of 16');
    expect(() => decodeGraphIo(new Uint8Array(16))).toThrow('is not a multiple of 17');
    expect(decodeGraphIo(new Uint8Array(0)).times.length).toBe(0);
  });
});
