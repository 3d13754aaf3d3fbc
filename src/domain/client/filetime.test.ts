import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FILETIME_EPOCH_OFFSET_MS, fileTimeToUnixMs, unixMsToFileTime } from './filetime';
import { propertyParameters } from '../../../test/support/property-seed';

function ticksOf(lo: number, hi: number): bigint {
  return (BigInt(hi) << 32n) | BigInt(lo);
}

describe('FILETIME', () => {
  it('maps the Unix epoch and a known date', () => {
    const epoch = unixMsToFileTime(0);
    expect(ticksOf(epoch.lo, epoch.hi)).toBe(116_444_736_000_000_000n);
    expect(fileTimeToUnixMs(epoch.lo, epoch.hi)).toBe(0);
    const date = Date.UTC(2026, 10, 3, 12, 34, 56, 789);
    const { lo, hi } = unixMsToFileTime(date);
    expect(new Date(fileTimeToUnixMs(lo, hi)).toISOString()).toBe('2026-11-03T12:34:56.789Z');
  });

  it('is exact where hi * 2^32 + lo is not', () => {
    // 2026-11-03T12:34:56.789Z plus 9999 ticks: the naive sum rounds to the next millisecond.
    const { lo, hi } = unixMsToFileTime(Date.UTC(2026, 10, 3, 12, 34, 56, 789), 9999);
    const naive = Math.floor((hi * 2 ** 32 + lo) / 10_000) - FILETIME_EPOCH_OFFSET_MS;
    expect(fileTimeToUnixMs(lo, hi)).toBe(Date.UTC(2026, 10, 3, 12, 34, 56, 789));
    expect(naive).not.toBe(fileTimeToUnixMs(lo, hi));
  });

  it('agrees with BigInt arithmetic on any tick count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x7fff_ffff }), fc.integer({ min: 0, max: 0xffff_ffff }), (hi, lo) => {
        const exact = Number(ticksOf(lo, hi) / 10_000n) - FILETIME_EPOCH_OFFSET_MS;
        expect(fileTimeToUnixMs(lo, hi)).toBe(exact);
      }),
      propertyParameters(),
    );
  });

  it('round-trips any millisecond and tick remainder', () => {
    fc.assert(
      fc.property(fc.integer({ min: -FILETIME_EPOCH_OFFSET_MS, max: 8_000_000_000_000 }), fc.integer({ min: 0, max: 9999 }), (ms, extra) => {
        const { lo, hi } = unixMsToFileTime(ms, extra);
        expect(ticksOf(lo, hi)).toBe(BigInt(ms + FILETIME_EPOCH_OFFSET_MS) * 10_000n + BigInt(extra));
        expect(fileTimeToUnixMs(lo, hi)).toBe(ms);
      }),
      propertyParameters(),
    );
  });

  it('refuses what it cannot encode', () => {
    expect(() => unixMsToFileTime(0.5)).toThrow(RangeError);
    expect(() => unixMsToFileTime(-FILETIME_EPOCH_OFFSET_MS - 1)).toThrow('date before 1601');
  });
});
