/**
 * JSON that keeps the configuration model's dates and bytes: a `Date` is
 * written `{ "$date": iso }` and a `Uint8Array` `{ "$bytes": base64 }`, and
 * read back as such. (An XML name cannot begin with `$`, so no model object
 * has these keys.)
 */

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

export function taggedReplacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Date) return { $date: raw.toISOString() };
  if (raw instanceof Uint8Array) return { $bytes: toBase64(raw) };
  return value;
}

export function taggedReviver(_key: string, value: unknown): unknown {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.$date === 'string') return new Date(record.$date);
    if (keys.length === 1 && typeof record.$bytes === 'string') return fromBase64(record.$bytes);
  }
  return value;
}
