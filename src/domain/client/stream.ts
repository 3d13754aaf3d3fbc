import { ClientError } from './client-errors';
import { CanonicalJsonHash } from './canonical-json-hash';

/** Stream kinds the library knows; the appliance may send others, kept as they are. */
export type StreamType = 'input' | 'output' | 'video' | 'preset' | (string & {});

/**
 * The right that gates writing I/O and moving cameras, the only one the
 * library acts on, spelled as the specification names it for the client
 * library (sections 3, 5 and 6).
 */
export const PTZ_WRITE_RIGHT = 'ptz-write';

/**
 * Every spelling of that right the library accepts: the client library's
 * `ptz-write` and the group-rights spelling `ptz/write` (section 6), which an
 * appliance may also send in the rights list.
 */
export const PTZ_WRITE_RIGHTS: readonly string[] = [PTZ_WRITE_RIGHT, 'ptz/write'];

/**
 * One entry of the rights list (`GET /api/rights`): everything the signed-in
 * user may see, keyed by guid. See docs/client.md for the wire shape.
 */
export interface Stream {
  readonly type: StreamType;
  readonly guid: string;
  readonly parent: string | null;
  readonly name: string;
  readonly rights: readonly string[];
  /** Video only: the camera accepts PTZ moves. */
  readonly camera: boolean;
  /** Inputs and outputs: the logic flag. */
  readonly properties: { readonly logic?: boolean };
  /** Inputs are writable; outputs (and everything else) are read-only. */
  readonly writable: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function rightsOf(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.filter((right): right is string => typeof right === 'string');
  }
  if (isRecord(value)) {
    return Object.keys(value).filter((right) => value[right] === true);
  }
  return [];
}

/** One rights entry to a stream; a malformed entry is an error naming its guid. */
export function streamFromRights(guid: string, entry: unknown): Stream {
  if (!isRecord(entry) || typeof entry['type'] !== 'string') {
    throw ClientError.invalidRights();
  }
  const type = entry['type'];
  const properties = isRecord(entry['properties']) ? entry['properties'] : {};
  const logic = properties['logic'];
  return {
    type,
    guid,
    parent: typeof entry['parent'] === 'string' && entry['parent'] !== '' ? entry['parent'] : null,
    name: typeof entry['name'] === 'string' ? entry['name'] : guid,
    rights: rightsOf(entry['rights']),
    camera: type === 'video' && entry['camera'] === true,
    properties: typeof logic === 'boolean' ? { logic } : {},
    writable: type === 'input',
  };
}

/** The rights answer must be an object keyed by guid ('invalid rights' otherwise). */
export function parseRights(body: unknown): ReadonlyMap<string, Stream> {
  if (!isRecord(body)) {
    throw ClientError.invalidRights();
  }
  const streams = new Map<string, Stream>();
  for (const [guid, entry] of Object.entries(body)) {
    streams.set(guid, streamFromRights(guid, entry));
  }
  return streams;
}

export function canWrite(stream: Pick<Stream, 'rights'>): boolean {
  return stream.rights.some((right) => PTZ_WRITE_RIGHTS.includes(right));
}

/**
 * A stable hash of the rights answer (FNV-1a over JSON with sorted keys,
 * suffixed to that JSON's length), so that a later fetch with the same
 * content, whatever its key order, compares equal and a real change is seen
 * (RIGHTS_CHANGED). The JSON is hashed as it is walked, never built: on a
 * site of 2,000 devices building it took most of a long task on the page.
 * `readRights` (rights-reading.ts) gives the same hash a slice at a time.
 */
export function hashRights(body: unknown): string {
  return new CanonicalJsonHash().value(body).digest();
}
