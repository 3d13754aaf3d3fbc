import { PREDEFINED_ENTITIES } from './xml-syntax';

const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[^\s&;<]+);/g;

/** Decodes the predefined entities and character references of raw XML text (the scanner has checked them). */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(REFERENCE, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body.startsWith('#x') ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(PREDEFINED_ENTITIES, body) ? PREDEFINED_ENTITIES[body]! : whole;
  });
}

/** CRLF and a lone CR become LF, as an XML parser delivers text (a CR written &#13; stays). */
export function normaliseLineEnds(raw: string): string {
  return raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
}
