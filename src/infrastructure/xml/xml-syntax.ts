/**
 * The lexical rules of XML 1.0 (fifth edition) the span scanner checks as it
 * goes: which characters a document may hold, which may form a name, and what
 * a reference looks like. Written over char codes, without regular expressions
 * in the hot paths, because the scanner runs them over every byte of documents
 * of hundreds of megabytes.
 */

/** A well-formedness fault: what is wrong and the offset (UTF-16 units) where it is. */
export class SourceScanError extends Error {
  constructor(
    readonly reason: string,
    readonly offset?: number,
    /** Where something related stands (the start tag an end tag fails to match). */
    readonly related?: { readonly what: string; readonly offset: number },
    /** A DOCTYPE: refused for what it could declare, not for its syntax. */
    readonly doctype = false,
    /** Elements nested past the limit: refused for what walking them costs, not for their syntax. */
    readonly tooDeep = false,
  ) {
    super(offset === undefined ? reason : `${reason} at offset ${offset}`);
  }
}

export const LT = 0x3c;
export const GT = 0x3e;
export const AMP = 0x26;
export const SLASH = 0x2f;
export const BANG = 0x21;
export const QUESTION = 0x3f;
export const EQUALS = 0x3d;
export const DOUBLE_QUOTE = 0x22;
export const SINGLE_QUOTE = 0x27;
const SEMICOLON = 0x3b;
const HASH = 0x23;

/** S: space, tab, line feed, carriage return. */
export function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
}

export function skipSpace(text: string, from: number): number {
  let index = from;
  while (isSpace(text.charCodeAt(index))) index++;
  return index;
}

const NAME_START = 1;
const NAME_PART = 2;
const ASCII_NAME = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a) || code === 0x5f || code === 0x3a;
  const digitOrMark = (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e;
  ASCII_NAME[code] = letter ? NAME_START | NAME_PART : digitOrMark ? NAME_PART : 0;
}

/** NameStartChar of the BMP beyond ASCII; a high surrogate stands for the planes 1–14 its pair reaches. */
function isWideNameStart(code: number): boolean {
  return (code >= 0xc0 && code <= 0xd6) || (code >= 0xd8 && code <= 0xf6) || (code >= 0xf8 && code <= 0x2ff)
    || (code >= 0x370 && code <= 0x37d) || (code >= 0x37f && code <= 0x1fff) || code === 0x200c || code === 0x200d
    || (code >= 0x2070 && code <= 0x218f) || (code >= 0x2c00 && code <= 0x2fef) || (code >= 0x3001 && code <= 0xd7ff)
    || (code >= 0xf900 && code <= 0xfdcf) || (code >= 0xfdf0 && code <= 0xfffd);
}

function isWideNamePart(code: number): boolean {
  return isWideNameStart(code) || code === 0xb7 || (code >= 0x300 && code <= 0x36f) || code === 0x203f || code === 0x2040;
}

function isHighNameSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdb7f;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** True when `code` may continue a name (used to tell `</ab>` from `</a>`). */
export function isNamePart(code: number): boolean {
  return code < 128 ? (ASCII_NAME[code]! & NAME_PART) !== 0 : isWideNamePart(code) || isHighNameSurrogate(code);
}

/** Offset just past the Name that starts at `from`; `from` itself when none starts there. */
export function scanName(text: string, from: number): number {
  let index = from;
  let code = text.charCodeAt(index);
  if (code < 128) {
    if ((ASCII_NAME[code]! & NAME_START) === 0) return from;
    index++;
  } else if (isWideNameStart(code)) {
    index++;
  } else if (isHighNameSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
    index += 2;
  } else {
    return from;
  }
  for (;;) {
    code = text.charCodeAt(index);
    if (code < 128) {
      if ((ASCII_NAME[code]! & NAME_PART) === 0) return index;
      index++;
    } else if (isWideNamePart(code)) {
      index++;
    } else if (isHighNameSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 2;
    } else {
      return index; // NaN past the end lands here too
    }
  }
}

/** Char: what an XML 1.0 document may hold, as a code point. */
function isXmlCharacter(code: number): boolean {
  return code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

// Candidates only: surrogates are fine in pairs, which the loop below checks.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const SUSPECT_CHARACTER = /[\x00-\x08\x0B\x0C\x0E-\x1F\uD800-\uDFFF\uFFFE\uFFFF]/g;

/** Offset of the first character XML does not allow (a control character, a lone surrogate, U+FFFE/F), or -1. */
export function findInvalidCharacter(text: string): number {
  SUSPECT_CHARACTER.lastIndex = 0;
  for (;;) {
    const match = SUSPECT_CHARACTER.exec(text);
    if (!match) return -1;
    const index = match.index;
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      SUSPECT_CHARACTER.lastIndex = index + 2;
      continue;
    }
    return index;
  }
}

/** How a character is named in messages: U+0001. */
export function describeCharacter(text: string, offset: number): string {
  return `U+${text.charCodeAt(offset).toString(16).toUpperCase().padStart(4, '0')}`;
}

export const PREDEFINED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function isDigit(code: number, hex: boolean): boolean {
  return (code >= 0x30 && code <= 0x39) || (hex && ((code >= 0x41 && code <= 0x46) || (code >= 0x61 && code <= 0x66)));
}

/**
 * Checks the reference that starts with the `&` at `amp` and returns the
 * offset just past its `;`. Without a DTD only the five predefined entities
 * exist; a character reference must name a character XML allows.
 */
export function referenceEnd(text: string, amp: number): number {
  if (text.charCodeAt(amp + 1) === HASH) {
    const hex = text.charCodeAt(amp + 2) === 0x78; /* x */
    const digits = amp + (hex ? 3 : 2);
    let index = digits;
    while (isDigit(text.charCodeAt(index), hex)) index++;
    if (index === digits || text.charCodeAt(index) !== SEMICOLON) {
      throw new SourceScanError(`malformed character reference (expected ${hex ? '&#xHEX;' : '&#DIGITS;'})`, amp);
    }
    // Leading zeros aside, more than seven digits is out of range whatever they say.
    const body = text.slice(digits, index).replace(/^0+(?=.)/, '');
    const code = body.length > 7 ? -1 : Number.parseInt(body, hex ? 16 : 10);
    if (!isXmlCharacter(code)) {
      throw new SourceScanError(`character reference ${text.slice(amp, index + 1)} names a character XML does not allow`, amp);
    }
    return index + 1;
  }
  const nameEnd = scanName(text, amp + 1);
  if (nameEnd === amp + 1 || text.charCodeAt(nameEnd) !== SEMICOLON) {
    throw new SourceScanError("'&' must start a reference such as &amp; (write &amp; for a literal '&')", amp);
  }
  const name = text.slice(amp + 1, nameEnd);
  if (!Object.hasOwn(PREDEFINED_ENTITIES, name)) {
    throw new SourceScanError(`undefined entity &${name}; (only &amp; &lt; &gt; &quot; &apos; and character references exist without a DTD)`, amp);
  }
  return nameEnd + 1;
}

/** Line and column (both from 1, the column in code points) of an offset; CRLF and a lone CR end a line, as XML says. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let index = 0; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: [...text.slice(lineStart, end)].length + 1 };
}
