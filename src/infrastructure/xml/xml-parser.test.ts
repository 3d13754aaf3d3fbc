import { describe, expect, it } from 'vitest';
import { XmlDocumentError } from './codec-error';
import { parseXml } from './xml-parser';

describe('parseXml', () => {
  it('sets a BOM aside and notes the line ending', () => {
    const parsed = parseXml('\uFEFF<a>\r\n\t<b/>\r\n</a>');
    expect(parsed.bom).toBe('\uFEFF');
    expect(parsed.eol).toBe('\r\n');
    expect(parsed.root.children[0]!.name).toBe('b');
    expect(parseXml('<a/>')).toMatchObject({ bom: '', eol: '\n' });
  });

  it('refuses a DOCTYPE so that no entity can ever expand', () => {
    const laughs = '<!DOCTYPE a [<!ENTITY x "xxxxxxxx"><!ENTITY y "&x;&x;&x;&x;">]><a>&y;</a>';
    expect(() => parseXml(laughs)).toThrow(expect.objectContaining({ code: 'CONFIG.DOCTYPE' }));
  });

  it('reads elements nested 10,000 deep and refuses one level more, saying where, before reading on', () => {
    const nested = (depth: number): string => `<?xml version="1.0"?>\n<r>${'<d>'.repeat(depth - 1)}${'</d>'.repeat(depth - 1)}</r>`;
    expect(parseXml(nested(10_000)).root.name).toBe('r');
    // A million levels: refused as soon as the limit is passed, the rest never scanned.
    for (const depth of [10_001, 1_000_000]) {
      let error: XmlDocumentError | undefined;
      try {
        parseXml(nested(depth));
      } catch (caught) {
        error = caught as XmlDocumentError;
      }
      expect(error!.code).toBe('CONFIG.TOO_DEEP');
      expect(error!.message).toBe('document too deep: elements nested more than 10000 levels (line 2, column 30001)');
      expect(error!.metadata).toMatchObject({ line: 2, column: 30_001, limit: 10_000 });
    }
  });

  it('reports malformed XML with its line and column, never a crash', () => {
    for (const bad of ['<a><b></a>', '<a>', '<a>&nope;</a>', '']) {
      let error: unknown;
      try {
        parseXml(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(XmlDocumentError);
      expect((error as XmlDocumentError).code).toBe('CONFIG.MALFORMED_XML');
      expect((error as Error).message).toMatch(/^malformed XML: line \d+, column \d+: /);
    }
  });

  it('adds xmldom’s own words for a small malformed document, as a second opinion', () => {
    let error: XmlDocumentError | undefined;
    try {
      parseXml('<a><b></a>');
    } catch (caught) {
      error = caught as XmlDocumentError;
    }
    expect(error!.metadata).toMatchObject({ line: 1, column: 7, offset: 6, reason: 'unexpected end tag </a>', parser: expect.stringContaining('mismatch') });
  });

  it('takes the line ending of the first line', () => {
    expect(parseXml('<a>\n<b/>\r\n</a>').eol).toBe('\n');
    expect(parseXml('<?xml version="1.0"?>\r\n<a>\n</a>').eol).toBe('\r\n');
  });

  it('refuses a document above the limit before parsing it', () => {
    expect(() => parseXml(`<a>${'x'.repeat(100)}</a>`, 50)).toThrow(expect.objectContaining({ code: 'CONFIG.TOO_LARGE' }));
  });
});
