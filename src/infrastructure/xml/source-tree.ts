/**
 * The span tree: every element of a document with its exact offsets in the
 * source text. It is what makes byte fidelity possible: an untouched element is
 * copied from the text between `start` and `end`, a changed leaf replaces only
 * the text between `contentStart` and `contentEnd`. xmldom checks
 * well-formedness (see xml-parser.ts); this scanner only records where things are.
 */
export interface SourceElement {
  readonly name: string;
  /** Offset of `<`. */
  readonly start: number;
  /** Offset just past the end tag (or past `/>`). */
  end: number;
  /** Offset just past the start tag's `>`; equals `end` for `<x/>`. */
  readonly contentStart: number;
  /** Offset of the end tag's `<`; equals `end` for `<x/>`. */
  contentEnd: number;
  /** Offsets of the start tag's raw attribute text (between the name and `>` or `/>`). */
  readonly attributesStart: number;
  readonly attributesEnd: number;
  readonly selfClosing: boolean;
  readonly children: SourceElement[];
  readonly parent: SourceElement | undefined;
}

export interface SourceDocument {
  readonly text: string;
  readonly root: SourceElement;
}

export class SourceScanError extends Error {}

const NAME = /[^\s/>=]+/y;
const ATTRIBUTE = /\s*([^\s/>=]+)\s*=\s*("[^"]*"|'[^']*')/y;
const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function skipUntil(text: string, from: number, marker: string): number {
  const index = text.indexOf(marker, from);
  if (index < 0) {
    throw new SourceScanError(`unterminated markup at offset ${from}`);
  }
  return index + marker.length;
}

/** Scans the elements of a well-formed document, recording their spans. */
export function scanSource(text: string): SourceDocument {
  const stack: SourceElement[] = [];
  let root: SourceElement | undefined;
  let index = text.indexOf('<');
  while (index >= 0) {
    const next = text.charCodeAt(index + 1);
    if (next === 0x3f /* ? */) {
      index = skipUntil(text, index, '?>');
    } else if (next === 0x21 /* ! */) {
      if (text.startsWith('<!--', index)) {
        index = skipUntil(text, index, '-->');
      } else if (text.startsWith('<![CDATA[', index)) {
        index = skipUntil(text, index, ']]>');
      } else {
        throw new SourceScanError(`unexpected declaration at offset ${index}`);
      }
    } else if (next === 0x2f /* / */) {
      const close = skipUntil(text, index, '>');
      const element = stack.pop();
      const name = text.slice(index + 2, close - 1).trim();
      if (!element || element.name !== name) {
        throw new SourceScanError(`unexpected end tag </${name}> at offset ${index}`);
      }
      element.contentEnd = index;
      element.end = close;
      index = close;
    } else {
      NAME.lastIndex = index + 1;
      const name = NAME.exec(text)?.[0];
      if (!name) {
        throw new SourceScanError(`invalid tag at offset ${index}`);
      }
      const attributesStart = index + 1 + name.length;
      let cursor = attributesStart;
      for (;;) {
        ATTRIBUTE.lastIndex = cursor;
        const match = ATTRIBUTE.exec(text);
        if (!match) break;
        cursor = ATTRIBUTE.lastIndex;
      }
      while (cursor < text.length && /\s/.test(text[cursor]!)) cursor++;
      const selfClosing = text.startsWith('/>', cursor);
      if (!selfClosing && text[cursor] !== '>') {
        throw new SourceScanError(`invalid start tag <${name}> at offset ${index}`);
      }
      const tagEnd = cursor + (selfClosing ? 2 : 1);
      const parent = stack[stack.length - 1];
      const element: SourceElement = {
        name, start: index, end: tagEnd, contentStart: tagEnd, contentEnd: tagEnd,
        attributesStart, attributesEnd: cursor, selfClosing, children: [], parent,
      };
      if (parent) {
        parent.children.push(element);
      } else if (root) {
        throw new SourceScanError('more than one root element');
      } else {
        root = element;
      }
      if (!selfClosing) stack.push(element);
      index = tagEnd;
    }
    index = text.indexOf('<', index);
  }
  if (!root || stack.length > 0) {
    throw new SourceScanError(root ? `unclosed element <${stack[stack.length - 1]!.name}>` : 'no root element');
  }
  return { text, root };
}

/** Decodes the predefined entities and character references of raw XML text. */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(Number.parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number.parseInt(body.slice(1), 10));
    return PREDEFINED[body] ?? whole;
  });
}

/** The decoded text of a leaf element: comments dropped, CDATA sections unwrapped. */
export function textOf(source: SourceDocument, element: SourceElement): string {
  const raw = source.text.slice(element.contentStart, element.contentEnd);
  if (!raw.includes('<')) return decodeXmlText(raw);
  let result = '';
  const pattern = /<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<\?[\s\S]*?\?>|([^<]+)/g;
  for (const match of raw.matchAll(pattern)) {
    if (match[1] !== undefined) result += match[1];
    else if (match[2] !== undefined) result += decodeXmlText(match[2]);
  }
  return result;
}

/** The decoded attributes of an element's start tag. */
export function attributesOf(source: SourceDocument, element: SourceElement): Record<string, string> {
  const result: Record<string, string> = {};
  const raw = source.text.slice(element.attributesStart, element.attributesEnd);
  for (const match of raw.matchAll(/([^\s/>=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    result[match[1]!] = decodeXmlText(match[2] ?? match[3] ?? '');
  }
  return result;
}
