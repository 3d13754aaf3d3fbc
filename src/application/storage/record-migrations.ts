/**
 * Versioned records kept in the browser, in the manner of tldraw's record
 * migrations: each kind of record has a current version and numbered steps,
 * up only; step `n` takes what version `n - 1` stored to version `n`.
 *
 * A record is stored as `{ "record": name, "version": n, "data": … }`. A text
 * without that envelope was stored before records had versions: it is version
 * 0, and step 1 receives it as the raw text.
 */

/** One step up: the data as the previous version stored it (the raw text for step 1) → as this version stores it. */
export type MigrationStep = (previous: unknown) => unknown;

export interface RecordFormatSpec<T> {
  /** What the record is, stored in its envelope ('draft', 'theme', …). */
  readonly name: string;
  /** Steps 1…n, every number from 1 to the current version; the current version is the highest. */
  readonly steps: Readonly<Record<number, MigrationStep>>;
  /** Whether the migrated data is a record of the current version; anything else is damaged. */
  readonly validate: (data: unknown) => data is T;
  /** How the data is turned into JSON and back (e.g. to keep dates and bytes). */
  readonly replacer?: (this: unknown, key: string, value: unknown) => unknown;
  readonly reviver?: (this: unknown, key: string, value: unknown) => unknown;
}

export interface RecordFormat<T> extends RecordFormatSpec<T> {
  /** The version this console writes and reads without migration. */
  readonly version: number;
}

/** A stored text as read: a record of this version (maybe migrated), or one this console must not use. */
export type RecordRead<T> =
  | { readonly status: 'read'; readonly data: T; readonly from: number }
  | { readonly status: 'newer'; readonly version: number; readonly supported: number }
  | { readonly status: 'damaged'; readonly reason: string };

/** Declares a kind of record and its migrations; throws at start-up when a step number is missing. */
export function defineMigrations<T>(spec: RecordFormatSpec<T>): RecordFormat<T> {
  const numbers = Object.keys(spec.steps).map(Number).sort((a, b) => a - b);
  numbers.forEach((number, index) => {
    if (number !== index + 1) throw new Error(`record '${spec.name}': migration steps must be numbered 1, 2, 3…; step ${index + 1} is missing`);
  });
  return { ...spec, version: numbers.length };
}

interface Envelope {
  readonly record: unknown;
  readonly version: unknown;
  readonly data: unknown;
}

function envelopeOf(text: string, reviver: RecordFormatSpec<unknown>['reviver']): Envelope | undefined {
  if (!text.startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, reviver);
  } catch {
    return undefined;
  }
  const value = parsed as Partial<Envelope> | null;
  return value !== null && typeof value === 'object' && 'record' in value && 'version' in value && 'data' in value ? (value as Envelope) : undefined;
}

/** Reads a stored text: migrates an older record up to the current version, refuses a newer one, reports a damaged one. Never throws. */
export function decodeRecord<T>(format: RecordFormat<T>, text: string): RecordRead<T> {
  const envelope = envelopeOf(text, format.reviver);
  let from = 0;
  let data: unknown = text;
  if (envelope) {
    const { record, version } = envelope;
    if (record !== format.name) return { status: 'damaged', reason: `a '${String(record)}' record where a '${format.name}' was expected` };
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return { status: 'damaged', reason: `version ${JSON.stringify(version)} is not a version` };
    if (version > format.version) return { status: 'newer', version, supported: format.version };
    from = version;
    data = envelope.data;
  }
  try {
    for (let step = from + 1; step <= format.version; step += 1) data = format.steps[step]!(data);
  } catch (error) {
    return { status: 'damaged', reason: `its migration from version ${from} failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  let valid = false;
  try {
    valid = format.validate(data);
  } catch {
    // A check that trips over the data (null where an object was expected) finds it damaged.
  }
  return valid ? { status: 'read', data: data as T, from } : { status: 'damaged', reason: `it is not a '${format.name}' record of version ${format.version}` };
}

/** The stored text of a record of the current version. */
export function encodeRecord<T>(format: RecordFormat<T>, data: T): string {
  return JSON.stringify({ record: format.name, version: format.version, data }, format.replacer);
}
