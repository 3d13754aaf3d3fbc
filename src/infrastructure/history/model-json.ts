/**
 * JSON for the model's values on the wire and in the database: bytes and
 * dates kept as tagged values (`{"$bytes": base64}`, `{"$date": iso}`), as
 * the drafts in the browser keep them.
 */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

function replacer(this: unknown, key: string, value: unknown): unknown {
  const raw = (this as Record<string, unknown>)[key];
  if (raw instanceof Date) return { $date: raw.toISOString() };
  if (raw instanceof Uint8Array) return { $bytes: toBase64(raw) };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 1 && typeof record.$date === 'string') return new Date(record.$date);
    if (keys.length === 1 && typeof record.$bytes === 'string') return fromBase64(record.$bytes);
  }
  return value;
}

export function encodeModelJson(value: unknown): string {
  return JSON.stringify(value, replacer);
}

export function decodeModelJson(text: string): unknown {
  return JSON.parse(text, reviver);
}
