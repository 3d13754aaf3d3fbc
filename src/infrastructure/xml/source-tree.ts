import { attributesEnd, attributesStart, type SourceDocument, type SourceElement } from './source-element';
import { Scanner } from './source-scanner';
import { decodeXmlText, normaliseLineEnds } from './xml-text';
import { AMP, DOUBLE_QUOTE, GT, LT, SINGLE_QUOTE, describeCharacter, findInvalidCharacter, scanName, skipSpace, SourceScanError } from './xml-syntax';

export { SourceScanError } from './xml-syntax';
export { decodeXmlText } from './xml-text';

export type { SourceDocument } from './source-element';
export { attributesEnd, attributesStart, isSelfClosing, SourceElement, SpanTable } from './source-element';

/** The spans of a document, checking as it goes that it is well-formed XML 1.0 (with namespaces). */
export function scanSource(text: string): SourceDocument {
  const invalid = findInvalidCharacter(text);
  if (invalid >= 0) throw new SourceScanError(`character ${describeCharacter(text, invalid)} is not allowed in XML`, invalid);
  return new Scanner(text).run();
}

/** The decoded text of an element, as an XML parser reports it: line ends normalised, references decoded, CDATA unwrapped, comments dropped. */
export function textOf(source: SourceDocument, element: SourceElement): string {
  const text = source.text;
  const end = element.contentEnd;
  let plain = true;
  for (let index = element.contentStart; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code === LT || code === AMP || code === CR) {
      plain = false;
      break;
    }
  }
  const raw = text.slice(element.contentStart, end);
  if (plain) return raw;
  if (!raw.includes('<')) return decodeXmlText(normaliseLineEnds(raw));
  let result = '';
  let index = 0;
  while (index < raw.length) {
    const lt = raw.indexOf('<', index);
    const to = lt < 0 ? raw.length : lt;
    if (to > index) result += decodeXmlText(normaliseLineEnds(raw.slice(index, to)));
    if (lt < 0) break;
    if (raw.startsWith('<![CDATA[', lt)) {
      const close = raw.indexOf(']]>', lt + 9);
      result += normaliseLineEnds(raw.slice(lt + 9, close));
      index = close + 3;
    } else if (raw.startsWith('<!--', lt)) {
      index = raw.indexOf('-->', lt + 4) + 3;
    } else if (raw.startsWith('<?', lt)) {
      index = raw.indexOf('?>', lt + 2) + 2;
    } else {
      index = tagEnd(raw, lt); // a child element's tags: its text still counts, as in textContent
    }
  }
  return result;
}

const CR = 0x0d;

function tagEnd(raw: string, lt: number): number {
  let quote = 0;
  for (let index = lt + 1; index < raw.length; index++) {
    const code = raw.charCodeAt(index);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      quote = code;
    } else if (code === GT) {
      return index + 1;
    }
  }
  return raw.length;
}

/** The decoded attributes of an element's start tag (values normalised as XML says: each tab or line end is a space). */
export function attributesOf(source: SourceDocument, element: SourceElement): Record<string, string> {
  const result: Record<string, string> = {};
  const text = source.text;
  const end = attributesEnd(element);
  let index = skipSpace(text, attributesStart(element));
  while (index < end) {
    const nameEnd = scanName(text, index);
    const open = skipSpace(text, skipSpace(text, nameEnd) + 1);
    const close = text.indexOf(text[open]!, open + 1);
    const raw = text.slice(open + 1, close);
    result[text.slice(index, nameEnd)] = decodeXmlText(ATTRIBUTE_SPACE.test(raw) ? raw.replace(/\r\n|[\t\n\r]/g, ' ') : raw);
    index = skipSpace(text, close + 1);
  }
  return result;
}

const ATTRIBUTE_SPACE = /[\t\n\r]/;
