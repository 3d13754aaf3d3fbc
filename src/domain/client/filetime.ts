/**
 * Windows FILETIME: 100-nanosecond ticks since 1601-01-01 UTC, as the appliance
 * stamps graph records. Values near 1.3e17 exceed 2^53, so `hi * 2^32 + lo`
 * rounds away up to a millisecond; both directions below split the arithmetic
 * so that every intermediate stays an exact double, with no BigInt (this runs
 * once per record in the graph decoders).
 */

/** Milliseconds between 1601-01-01 and 1970-01-01. */
export const FILETIME_EPOCH_OFFSET_MS = 11_644_473_600_000;

/**
 * Unix milliseconds (floored to the millisecond) of a FILETIME given as its two
 * unsigned 32-bit halves. 2^32 = 429496 * 10000 + 7296.
 */
export function fileTimeToUnixMs(lo: number, hi: number): number {
  return hi * 429_496 + Math.floor((hi * 7_296 + lo) / 10_000) - FILETIME_EPOCH_OFFSET_MS;
}

/** The two unsigned 32-bit halves of the FILETIME of an integral Unix millisecond (plus optional sub-millisecond ticks). */
export function unixMsToFileTime(ms: number, extraTicks = 0): { lo: number; hi: number } {
  if (!Number.isInteger(ms) || !Number.isInteger(extraTicks) || extraTicks < 0 || extraTicks >= 10_000) {
    throw new RangeError('FILETIME needs an integral millisecond and 0..9999 extra ticks');
  }
  const total = ms + FILETIME_EPOCH_OFFSET_MS;
  if (total < 0) {
    throw new RangeError('date before 1601');
  }
  // ticks = (totalHigh * 2^16 + totalLow) * 10000 + extra; each product below 2^53.
  const totalHigh = Math.floor(total / 65_536);
  const totalLow = total % 65_536;
  const a = totalHigh * 10_000;
  const aHigh = Math.floor(a / 65_536);
  const aLow = a % 65_536;
  const rest = aLow * 65_536 + totalLow * 10_000 + extraTicks;
  const carry = Math.floor(rest / 4_294_967_296);
  return { lo: rest - carry * 4_294_967_296, hi: aHigh + carry };
}
