import { createHash } from 'node:crypto';
import type { HashPort } from '../../application/ports/hash.port';

/** UTF-16 units encoded per update: node:crypto encodes each string whole, into a buffer of 3 bytes per unit. */
const CHUNK = 1024 * 1024;

/**
 * Node only: about 30× faster than crypto-js on large documents (docs/performance.md).
 * A large text is fed a megabyte of characters at a time (slices of it, not copies),
 * so hashing a 35 MB document never holds its whole UTF-8 encoding.
 */
export class NodeMd5Adapter implements HashPort {
  md5(text: string): string {
    return this.md5Parts([text]);
  }

  md5Parts(parts: readonly string[]): string {
    const hash = createHash('md5');
    for (const part of parts) {
      for (let start = 0; start < part.length;) {
        let end = Math.min(part.length, start + CHUNK);
        // Never split a surrogate pair between two updates: each half alone would encode as U+FFFD.
        const last = part.charCodeAt(end - 1);
        if (last >= 0xd800 && last <= 0xdbff && end < part.length) end++;
        hash.update(start === 0 && end === part.length ? part : part.slice(start, end), 'utf8');
        start = end;
      }
    }
    return hash.digest('hex');
  }
}
