import type { Configuration } from '../../domain/configuration/configuration';
import type { ValidConfigurationReading } from '../configuration/configuration-codec.port';
import type { WorkspaceBase } from './configuration-workspace';

const OPEN = new TextEncoder().encode('<signature>');
const CLOSE = new TextEncoder().encode('</signature>');
const LESS_THAN = 0x3c;

function startsAt(bytes: Uint8Array, at: number, word: Uint8Array): boolean {
  if (at + word.length > bytes.length) return false;
  for (let index = 0; index < word.length; index++) if (bytes[at + index] !== word[index]) return false;
  return true;
}

/**
 * The `<signature>` of a document's bytes ('' when it has none), found
 * without decoding the document: what the save compares to see whether the
 * appliance's document changed. The first `<signature>` whose content (no
 * markup) is followed by `</signature>`, trimmed; the tags are ASCII, so
 * their bytes cannot be part of a multi-byte character.
 */
export function signatureOf(document: Uint8Array): string {
  for (let open = document.indexOf(OPEN[0]!); open >= 0; open = document.indexOf(OPEN[0]!, open + 1)) {
    if (!startsAt(document, open, OPEN)) continue;
    const start = open + OPEN.length;
    const end = document.indexOf(LESS_THAN, start);
    if (end >= 0 && startsAt(document, end, CLOSE)) return new TextDecoder().decode(document.subarray(start, end)).trim();
  }
  return '';
}

/** A decoded document as the workspace's base. */
export function toWorkspaceBase(decoded: ValidConfigurationReading<Configuration>): WorkspaceBase {
  const { version, date, signature, configuration, corrupted, handle, problems } = decoded;
  return { version, date, signature, configuration, corrupted, handle, ...(problems ? { problems } : {}) };
}
