import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { chunkEnds, listEnds } from '../../domain/history/content-chunks';

const HASH_BYTES = 32;

export interface StoredChunk {
  readonly hash: Buffer;
  readonly size: number;
  /** Deflated (`encoding` 'deflate-raw'). */
  readonly content: () => Buffer;
}

export interface ChunkList {
  readonly hash: Buffer;
  /** The chunks' hashes, 32 bytes each, in order. */
  readonly chunkHashes: Buffer;
  readonly members: readonly Buffer[];
}

export interface CutDocument {
  readonly documentHash: Buffer;
  readonly size: number;
  readonly chunks: readonly StoredChunk[];
  readonly lists: readonly ChunkList[];
}

export const CHUNK_ENCODING = 'deflate-raw';

function sha256(bytes: Uint8Array): Buffer {
  return createHash('sha256').update(bytes).digest();
}

/** A document's text cut into content-defined chunks and lists of their hashes, hashed (docs/history.md). */
export function cutDocument(text: string): CutDocument {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: StoredChunk[] = [];
  let start = 0;
  for (const end of chunkEnds(bytes)) {
    const piece = bytes.subarray(start, end);
    chunks.push({ hash: sha256(piece), size: piece.length, content: () => deflateRawSync(piece) });
    start = end;
  }
  const lists: ChunkList[] = [];
  let from = 0;
  for (const end of listEnds(chunks.map((chunk) => chunk.hash))) {
    const members = chunks.slice(from, end).map((chunk) => chunk.hash);
    const chunkHashes = Buffer.concat(members);
    lists.push({ hash: sha256(chunkHashes), chunkHashes, members });
    from = end;
  }
  return { documentHash: sha256(bytes), size: bytes.length, chunks, lists };
}

/** The hashes held in a list's bytes. */
export function hashesOf(list: Uint8Array): Buffer[] {
  const hashes: Buffer[] = [];
  for (let start = 0; start < list.length; start += HASH_BYTES) hashes.push(Buffer.from(list.subarray(start, start + HASH_BYTES)));
  return hashes;
}

/** A stored chunk's text bytes back. */
export function inflateChunk(content: Uint8Array, encoding: string): Buffer {
  if (encoding !== CHUNK_ENCODING) throw new Error(`a stored chunk has an unknown encoding "${encoding}"`);
  return inflateRawSync(content);
}

/** The document back from its chunks, checked against the hash it was stored with. */
export function joinChunks(pieces: readonly Buffer[], documentHash: Uint8Array, versionId: number): string {
  const bytes = Buffer.concat(pieces);
  if (!sha256(bytes).equals(Buffer.from(documentHash))) {
    throw new Error(`version ${versionId} is damaged in the database: its chunks do not give back the document it was stored with`);
  }
  return bytes.toString('utf8');
}
