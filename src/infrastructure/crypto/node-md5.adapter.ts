import { createHash } from 'node:crypto';
import type { HashPort } from '../../application/ports/hash.port';
import { textChunks } from './text-chunks';

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
    for (const part of parts) for (const chunk of textChunks(part, CHUNK)) hash.update(chunk, 'utf8');
    return hash.digest('hex');
  }
}
