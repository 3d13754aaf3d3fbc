/** One part of a multipart body: its headers (lower-case names) and its exact bytes. */
export interface MultipartPart {
  readonly headers: Readonly<Record<string, string>>;
  readonly contentType: string;
  /** A copy owned by the caller. */
  readonly bytes: Uint8Array;
  /** The bytes as UTF-8 text (JSON descriptions, progress messages). */
  text(): string;
}

/** Largest single part accepted (a frame, a firmware chunk); the stream itself is unbounded. */
export const DEFAULT_MAX_PART_SIZE = 64 * 1024 * 1024;
export const DEFAULT_MAX_HEADER_SIZE = 16 * 1024;
