import { DomainError } from '../../domain/shared/domain-error';
import type { Codec } from './codec';
import { leaf } from './leaf';

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})\.(\d{3})$/;

function invalidDate(): DomainError {
  return new DomainError('CONFIG.INVALID_DATE', 'invalid date');
}

/** Parses `dd/MM/yyyy HH:mm:ss.SSS` in local time; 'invalid date' for anything else, '' included. */
export function parseConfigurationDate(value: string): Date {
  const match = DATE_PATTERN.exec(value.trim());
  if (!match) throw invalidDate();
  const [day, month, year, hour, minute, second, millisecond] = match.slice(1).map(Number) as [number, number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second, millisecond);
  if (date.getDate() !== day || date.getMonth() !== month - 1 || date.getHours() !== hour || date.getMinutes() !== minute || date.getSeconds() !== second) {
    throw invalidDate();
  }
  return date;
}

/** `dd/MM/yyyy HH:mm:ss.SSS` in local time. */
export function formatConfigurationDate(date: Date): string {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) throw invalidDate();
  const pad = (value: number, size = 2): string => String(value).padStart(size, '0');
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/** A date written `dd/MM/yyyy HH:mm:ss.SSS`. */
export function date(): Codec<Date> {
  return leaf<Date>({ label: 'date', parse: parseConfigurationDate, format: formatConfigurationDate, toJson: formatConfigurationDate });
}

const GUID_PATTERN = /^\d{1,20}-\d{1,20}$/;

/** A new guid: two unsigned 64-bit decimal numbers joined by a dash, from crypto.getRandomValues. */
export function generateGuid(): string {
  const words = crypto.getRandomValues(new BigUint64Array(2));
  return `${words[0]!.toString()}-${words[1]!.toString()}`;
}

const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

function fnv1a64(text: string, basis: bigint): bigint {
  let hash = basis;
  for (const byte of new TextEncoder().encode(text)) hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  return hash;
}

/**
 * A guid derived from `seed` (two 64-bit FNV-1a hashes): the same seed gives
 * the same guid, so an identifier the document leaves out (a gate's) reads the
 * same on every read of that document and raises no false conflict.
 */
export function derivedGuid(seed: string): string {
  return `${fnv1a64(seed, 0xcbf29ce484222325n).toString()}-${fnv1a64(`guid:${seed}`, 0x84222325cbf29ce4n).toString()}`;
}

/** `<identifier type="guid">A-B</identifier>`. */
export function guidIdentifier(): Codec<string> {
  return leaf<string>({
    label: 'guid',
    parse(value) {
      const trimmed = value.trim();
      if (!GUID_PATTERN.test(trimmed)) throw new Error(`not a guid: '${value}'`);
      return trimmed;
    },
    format(value) {
      if (typeof value !== 'string' || !GUID_PATTERN.test(value)) throw new Error(`not a guid: ${String(value)}`);
      return value;
    },
    ownedAttributes: ['type'],
    attributes: () => ({ type: 'guid' }),
  });
}

/** A reference to another entity: its guid as plain text; '' (`<x/>`, or the element left out) when none. */
export function guidReference(): Codec<string> {
  return leaf<string>({
    label: 'guid reference',
    absent: () => '',
    parse(value) {
      const trimmed = value.trim();
      if (trimmed !== '' && !GUID_PATTERN.test(trimmed)) throw new Error(`not a guid: '${value}'`);
      return trimmed;
    },
    format(value) {
      if (typeof value !== 'string' || (value !== '' && !GUID_PATTERN.test(value))) throw new Error(`not a guid: ${String(value)}`);
      return value;
    },
  });
}

/** A sensitive string: `crypted` is true while the value is the server's ciphertext. */
export interface CryptedString {
  readonly value: string;
  readonly crypted: boolean;
}

/**
 * A sensitive string, `<password crypted="1">…</password>` while the server's
 * ciphertext is held. Setting a value (crypted false) drops the attribute.
 */
export function cryptedString(): Codec<CryptedString> {
  return leaf<CryptedString>({
    label: 'crypted string',
    parse: (value, attributes) => ({ value, crypted: attributes.crypted === '1' }),
    format(value) {
      if (typeof value?.value !== 'string') throw new Error('expected { value, crypted }');
      return value.value;
    },
    ownedAttributes: ['crypted'],
    attributes: (value): Readonly<Record<string, string>> => (value.crypted ? { crypted: '1' } : {}),
    fromJson(json) {
      if (typeof json === 'string') return { value: json, crypted: false };
      const candidate = json as Partial<CryptedString> | null;
      if (typeof candidate?.value !== 'string' || typeof candidate.crypted !== 'boolean') throw new Error('expected a string or { value, crypted }');
      return { value: candidate.value, crypted: candidate.crypted };
    },
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

function fromBase64(value: string): Uint8Array {
  const compact = value.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) throw new Error('not base64');
  return Uint8Array.from(atob(compact), (char) => char.charCodeAt(0));
}

/** Binary data in base64; `<name/>`, or the element left out, is null. */
export function binary(): Codec<Uint8Array | null> {
  const parse = (value: string): Uint8Array | null => (value.trim() === '' ? null : fromBase64(value));
  return leaf<Uint8Array | null>({
    label: 'binary',
    absent: () => null,
    parse,
    format(value) {
      if (value !== null && !(value instanceof Uint8Array)) throw new Error('expected bytes or null');
      return value === null ? '' : toBase64(value);
    },
    toJson: (value) => (value === null ? null : toBase64(value)),
    fromJson: (json) => (json === null ? null : parse(String(json))),
  });
}

/** Binary data in base64 that is present whenever its element is (`reference-image`); wrap in `optional`. */
export function bytes(): Codec<Uint8Array> {
  const parse = (value: string): Uint8Array => fromBase64(value);
  return leaf<Uint8Array>({
    label: 'binary',
    parse,
    format(value) {
      if (!(value instanceof Uint8Array)) throw new Error('expected bytes');
      return toBase64(value);
    },
    toJson: (value) => toBase64(value),
    fromJson: (json) => parse(String(json)),
  });
}
