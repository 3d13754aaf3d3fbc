import { ClientError } from './client-errors';
import { CanonicalJsonHash, isRecord, quote, sortedKeys } from './canonical-json-hash';
import { streamFromRights, type Stream } from './stream';

/** Entries of the rights answer read between two pauses: about 10 ms of work on a quiet machine. */
const RIGHTS_SLICE = 1000;

/**
 * The rights answer read (streams by guid, and its hash) a slice of entries
 * at a time, awaiting `pause` between slices: on a site of 2,000 devices the
 * answer has about 20,000 entries, and reading them at once held the page
 * for one long task at sign-in (docs/performance.md). Same streams and hash
 * as `parseRights` and `hashRights`; a malformed entry is the same error.
 */
export async function readRights(
  body: unknown,
  pause: () => Promise<void> = () => Promise.resolve(),
  slice = RIGHTS_SLICE,
): Promise<{ readonly streams: ReadonlyMap<string, Stream>; readonly hash: string }> {
  if (!isRecord(body)) throw ClientError.invalidRights();
  const streams = new Map<string, Stream>();
  const guids = Object.keys(body);
  for (let index = 0; index < guids.length; index += 1) {
    if (index > 0 && index % slice === 0) await pause();
    streams.set(guids[index]!, streamFromRights(guids[index]!, body[guids[index]!]));
  }
  const hash = new CanonicalJsonHash().text('{');
  const sorted = sortedKeys(body);
  for (let index = 0; index < sorted.length; index += 1) {
    if (index > 0 && index % slice === 0) await pause();
    hash.text(`${index > 0 ? ',' : ''}${quote(sorted[index]!)}:`).value(body[sorted[index]!]);
  }
  return { streams, hash: hash.text('}').digest() };
}
