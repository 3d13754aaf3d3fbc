import { DomainError } from '../shared/domain-error';

/**
 * Hashes the UTF-8 bytes of a string to lower-case hex MD5 (injected: the domain holds
 * no hashing library). `parts`, when present, hashes strings as if concatenated
 * without concatenating them (no part ends inside a surrogate pair).
 */
export type Md5 = ((text: string) => string) & { readonly parts?: (parts: readonly string[]) => string };

/** The MD5 of the parts' concatenation, through `md5.parts` when it has it. */
export function md5OfParts(md5: Md5, parts: readonly string[]): string {
  return md5.parts ? md5.parts(parts) : md5(parts.join(''));
}

export class SignatureError extends DomainError {}

/** The only version of the configuration document this product reads and writes. */
export const CONFIGURATION_FILE_VERSION = 3;

/** INVALID_CONFIG_FILE_VERSION: the document's version is not 3. */
export class ConfigurationVersionError extends DomainError {
  constructor(found: string) {
    super('CONFIG.INVALID_CONFIG_FILE_VERSION', `Expected config file version ${CONFIGURATION_FILE_VERSION} but got ${found}`, { metadata: { found } });
  }
}

/** Where the signed block and the single `<signature>` element stand in a document's text. */
export interface SignatureLayout {
  /** Offset of the tab that indents `<configuration>` (the tag itself when no tab precedes it). */
  readonly blockStart: number;
  /** Offset just past the matching `</configuration>`. */
  readonly blockEnd: number;
  /** Offsets of the signature's text content. */
  readonly valueStart: number;
  readonly valueEnd: number;
}

const SIGNATURE_PATTERN = /<signature\s*(?:\/>|>([^<]*)<\/signature\s*>)/g;

/**
 * Finds the signed block and the signature element without parsing the XML:
 * 'can't find signature' unless exactly one `<signature>` exists, 'can't
 * determine signature' when the configuration block cannot be located.
 */
export function locateSignature(text: string): SignatureLayout {
  const matches = [...text.matchAll(SIGNATURE_PATTERN)];
  if (matches.length !== 1) {
    throw new SignatureError('CONFIG.SIGNATURE_NOT_FOUND', "can't find signature", { metadata: { count: matches.length } });
  }
  const match = matches[0]!;
  const open = /<configuration[\s>]/.exec(text);
  const close = text.lastIndexOf('</configuration>');
  if (!open || close < open.index) {
    throw new SignatureError('CONFIG.SIGNATURE_UNDETERMINED', "can't determine signature");
  }
  const blockStart = text[open.index - 1] === '\t' ? open.index - 1 : open.index;
  const valueStart = match[1] === undefined ? match.index : match.index + match[0].indexOf('>') + 1;
  const valueEnd = match[1] === undefined ? match.index : valueStart + match[1].length;
  return { blockStart, blockEnd: close + '</configuration>'.length, valueStart, valueEnd };
}

/** The signature the document should carry: MD5 of the configuration block followed by the salt. */
export function computeSignature(text: string, salt: string, md5: Md5, layout: SignatureLayout = locateSignature(text)): string {
  // Two parts, not `block + salt`: hashing that would flatten a copy of the whole block.
  return md5OfParts(md5, [text.slice(layout.blockStart, layout.blockEnd), salt]);
}

/** The signature the document carries, trimmed ('' for `<signature/>`). */
export function readSignature(text: string, layout: SignatureLayout = locateSignature(text)): string {
  return text.slice(layout.valueStart, layout.valueEnd).trim();
}

/** True when the carried signature matches the computed one (case-insensitive hex). */
export function hasValidSignature(text: string, salt: string, md5: Md5): boolean {
  const layout = locateSignature(text);
  return readSignature(text, layout).toLowerCase() === computeSignature(text, salt, md5, layout);
}

/** The document with its signature recomputed; nothing else changes. */
export function applySignature(text: string, salt: string, md5: Md5): string {
  const layout = locateSignature(text);
  const signature = computeSignature(text, salt, md5, layout);
  if (layout.valueStart === layout.valueEnd && text.slice(layout.valueStart).startsWith('<signature')) {
    // `<signature/>`: expand the empty element in place.
    const empty = /^<signature\s*\/>/.exec(text.slice(layout.valueStart))![0];
    return `${text.slice(0, layout.valueStart)}<signature>${signature}</signature>${text.slice(layout.valueStart + empty.length)}`;
  }
  return text.slice(0, layout.valueStart) + signature + text.slice(layout.valueEnd);
}
