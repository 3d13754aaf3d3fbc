import { readFileSync } from 'node:fs';

/** A file that is not UTF-8 text: named with the first byte that cannot be decoded, never echoed. */
class NotUtf8Error extends Error {
  constructor(
    readonly path: string,
    readonly offset: number,
    readonly byte: number,
  ) {
    super(`${path} is not UTF-8 text: byte 0x${byte.toString(16).padStart(2, '0').toUpperCase()} at offset ${offset} cannot be decoded`);
  }
}

/** Length of the UTF-8 sequence `lead` starts, 0 when it cannot start one. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The offset of the first byte that is not part of a valid UTF-8 sequence (overlong forms, surrogates and code points past U+10FFFF included), or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let at = 0; at < bytes.length; ) {
    const lead = bytes[at]!;
    const length = sequenceLength(lead);
    if (length === 0) return at;
    for (let next = 1; next < length; next++) {
      const byte = bytes[at + next];
      if (byte === undefined || (byte & 0xc0) !== 0x80) return at;
    }
    const second = bytes[at + 1]!;
    if ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second > 0x9f) || (lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second > 0x8f)) return at;
    at += length;
  }
  return -1;
}

/**
 * Reads a text file as UTF-8. Decoded at once, in C++ (one flat string, no
 * Buffer kept: docs/performance.md, "Memory of a read"); only a text holding
 * U+FFFD, what undecodable bytes become, is read again as bytes to tell a
 * real U+FFFD from bytes that are not UTF-8 (a binary file), which are
 * refused with the file's name and the first such byte, never echoed.
 */
export function readUtf8File(path: string): string {
  const text = readFileSync(path, 'utf8');
  if (!text.includes('\uFFFD')) return text;
  const bytes = readFileSync(path);
  const offset = firstInvalidUtf8(bytes);
  if (offset >= 0) throw new NotUtf8Error(path, offset, bytes[offset]!);
  return text;
}

/** Control characters (but newline and tab) written as `\xNN`, so that no message can echo raw bytes to a terminal. */
export function printable(message: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return message.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}
