/** An entity identifier: two unsigned 64-bit decimal numbers joined by a dash, e.g. `1844674407370955161-42`. */
export type Guid = string;

/** Produces new guids; injected where tests need predictable identifiers. */
export type GuidGenerator = () => Guid;

/** Fills the array with random words; defaults to the global Web Crypto, present in browsers and Node 20+. */
export type RandomWords = (words: Uint32Array) => Uint32Array;

const defaultRandom: RandomWords = (words) => crypto.getRandomValues(words);

const TWO_POW_32 = 2n ** 32n;

function unsigned64(high: number, low: number): string {
  return (BigInt(high) * TWO_POW_32 + BigInt(low)).toString(10);
}

/** A new random guid: two unsigned 64-bit decimal numbers joined by a dash. */
export function generateGuid(random: RandomWords = defaultRandom): Guid {
  const words = random(new Uint32Array(4));
  return `${unsigned64(words[0]!, words[1]!)}-${unsigned64(words[2]!, words[3]!)}`;
}

/** A generator counting from a start value (`1-1`, `1-2`, …): deterministic ids for tests and seeds. */
export function sequentialGuids(prefix = 1, start = 1): GuidGenerator {
  let next = start;
  return () => `${prefix}-${next++}`;
}
