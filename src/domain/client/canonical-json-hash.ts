// The hash of a JSON value with sorted keys, fed as the value is walked: the
// rights' hash (stream.ts, rights-reading.ts).

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The keys in the order `Array.prototype.sort` gives strings (UTF-16 code units), without its cost on the many small objects of a rights answer. */
export function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  if (keys.length > 16) return keys.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (let index = 1; index < keys.length; index += 1) {
    const key = keys[index]!;
    let before = index - 1;
    while (before >= 0 && keys[before]! > key) {
      keys[before + 1] = keys[before]!;
      before -= 1;
    }
    keys[before + 1] = key;
  }
  return keys;
}

/** Printable ASCII without a quote or a backslash: JSON.stringify would only add the quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
export const quote = (text: string): string => (PLAIN.test(text) ? `"${text}"` : JSON.stringify(text));

/**
 * FNV-1a over the JSON of a value with sorted keys, fed as the value is
 * walked (the JSON is never built whole), with that JSON's length: the
 * rights' hash (stream.ts, `hashRights`).
 */
export class CanonicalJsonHash {
  #hash = 0x811c9dc5 | 0;
  #length = 0;
  #pending = '';

  text(text: string): this {
    this.#pending += text;
    if (this.#pending.length > 4096) this.#flush();
    return this;
  }

  value(value: unknown): this {
    if (Array.isArray(value)) {
      this.text('[');
      for (let index = 0; index < value.length; index += 1) {
        if (index > 0) this.text(',');
        this.value(value[index]);
      }
      this.text(']');
    } else if (isRecord(value)) {
      this.text('{');
      const keys = sortedKeys(value);
      for (let index = 0; index < keys.length; index += 1) {
        this.text(`${index > 0 ? ',' : ''}${quote(keys[index]!)}:`);
        this.value(value[keys[index]!]);
      }
      this.text('}');
    } else this.text(typeof value === 'string' ? quote(value) : (JSON.stringify(value) ?? 'null'));
    return this;
  }

  digest(): string {
    this.#flush();
    return `${this.#length.toString(16)}-${(this.#hash >>> 0).toString(16).padStart(8, '0')}`;
  }

  #flush(): void {
    const text = this.#pending;
    let hash = this.#hash;
    for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
    this.#hash = hash;
    this.#length += text.length;
    this.#pending = '';
  }
}
