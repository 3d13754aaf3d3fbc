/**
 * Content-defined chunking (the gear hash of FastCDC): a boundary falls
 * where the hash of the last bytes has its high bits zero, so it depends on
 * the bytes around it, not on their offset. An edit changes the chunks it
 * touches and leaves the others as they were, wherever they now sit in the
 * document: stored by hash, they are stored once (docs/history.md).
 */
const MIN = 4 * 1024;
const MAX = 64 * 1024;
/** Where the chunk size aims: past it, a boundary is looked for more eagerly. */
const NORMAL = 16 * 1024;
/**
 * Normalised chunking (FastCDC): before NORMAL bytes a boundary needs the
 * hash's 15 highest bits zero, after it 11, so sizes gather around NORMAL.
 * The high bits, not the low ones: bit k of the gear hash depends on the last
 * k + 1 bytes only, so low bits see a window of a few bytes, which repeats
 * throughout a generated XML document; the high bits see the last 32 bytes.
 * The eager mask also finds boundaries in documents of little variety (ids
 * that differ by a digit), where a strict one finds almost none and chunks
 * would be cut at MAX, by position, so that an edit would change every chunk
 * up to the next boundary.
 */
const MASK_STRICT = ((1 << 15) - 1) << 17;
const MASK_EAGER = ((1 << 11) - 1) << 21;

/** 256 fixed pseudo-random 32-bit values (xorshift32 from a fixed seed): the same boundaries on every server, forever. */
const GEAR = (() => {
  const table = new Uint32Array(256);
  let state = 0x9e3779b9;
  for (let index = 0; index < 256; index += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    table[index] = state;
  }
  return table;
})();

/** The end offsets of the chunks of `bytes` (the last one is `bytes.length`; none for no bytes). */
export function chunkEnds(bytes: Uint8Array): number[] {
  const ends: number[] = [];
  let start = 0;
  while (start < bytes.length) {
    const limit = Math.min(bytes.length, start + MAX);
    let end = limit;
    let hash = 0;
    const normal = Math.min(limit, start + NORMAL);
    for (let index = start + Math.min(MIN, limit - start); index < limit; index += 1) {
      hash = ((hash << 1) + GEAR[bytes[index]!]!) >>> 0;
      if ((hash & (index < normal ? MASK_STRICT : MASK_EAGER)) === 0) {
        end = index + 1;
        break;
      }
    }
    ends.push(end);
    start = end;
  }
  return ends;
}

/**
 * Where to cut a version's list of chunk hashes into lists stored once:
 * after a hash whose first byte is below 4 (one in 64, decided by the hash
 * itself), so that an edit changes one list, not every list after it.
 * Returns the end indexes.
 */
export function listEnds(hashes: readonly Uint8Array[]): number[] {
  const ends: number[] = [];
  hashes.forEach((hash, index) => {
    if (hash[0]! < 4 || index === hashes.length - 1) ends.push(index + 1);
  });
  return ends;
}
