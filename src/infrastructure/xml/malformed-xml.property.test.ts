import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAD_CONTENT, malformedDocument, nested } from '../../../test/fixtures/configuration/xml-arbitraries';
import { XmlDocumentError } from './codec-error';
import { parseXml } from './xml-parser';
import { lineAndColumn } from './xml-syntax';
import { propertyParameters } from '../../../test/support/property-seed';

/** The error parseXml throws for a document, or undefined when it reads it. */
function refusal(text: string): XmlDocumentError | undefined {
  try {
    parseXml(text);
    return undefined;
  } catch (error) {
    // Never a crash: anything but a document error (a TypeError, a RangeError) fails here.
    expect(error).toBeInstanceOf(XmlDocumentError);
    return error as XmlDocumentError;
  }
}

function expectRefusedWithPosition(text: string): { line: number; column: number } {
  const error = refusal(text);
  expect(error, `accepted: ${JSON.stringify(text)}`).toBeDefined();
  expect(['CONFIG.MALFORMED_XML', 'CONFIG.DOCTYPE']).toContain(error!.code);
  const { line, column } = error!.metadata as { line: number; column: number };
  expect(error!.message).toContain(`line ${line}, column ${column}`);
  expect(line).toBeGreaterThanOrEqual(1);
  expect(line).toBeLessThanOrEqual(text.split(/\r\n|\r|\n/).length);
  expect(column).toBeGreaterThanOrEqual(1);
  return { line, column };
}

describe('malformed documents', () => {
  it('are each refused with a line and a column, never accepted and never crashing', () => {
    fc.assert(fc.property(malformedDocument, ({ text, badCharacterAt }) => {
      const position = expectRefusedWithPosition(text);
      if (badCharacterAt !== undefined) expect(position).toEqual(lineAndColumn(text, badCharacterAt));
    }), propertyParameters({ numRuns: 1000 }));
  }, 60_000);

  it('point at the fault: the line and column of each planted fault', () => {
    for (const bad of BAD_CONTENT) {
      const text = `<?xml version="1.0"?>\n<configuration-file>\n\t<name>ok</name>\n\t<x>${bad}</x>\n</configuration-file>\n`;
      const { line, column } = expectRefusedWithPosition(text);
      // The fault is on line 4, at the planted text or at the tag it leaves unmatched on line 5.
      expect(line === 4 ? column >= 5 : line === 5).toBe(true);
    }
  });

  it('name what is wrong', () => {
    const message = (text: string): string => refusal(text)!.message;
    expect(message('<a>\n  <b>\n</a>')).toBe('malformed XML: line 3, column 1: unexpected end tag </a> (<b> opened at line 2, column 3)');
    expect(message('<a>x\u0001</a>')).toBe('malformed XML: line 1, column 5: character U+0001 is not allowed in XML');
    expect(message('<a>&nope;</a>')).toMatch(/^malformed XML: line 1, column 4: undefined entity &nope;/);
    expect(message('<a>a & b</a>')).toMatch(/^malformed XML: line 1, column 6: '&' must start a reference/);
    expect(message('<a>&#0;</a>')).toMatch(/^malformed XML: line 1, column 4: character reference &#0; names a character XML does not allow/);
    expect(message('<a>\r\n<b>')).toBe('malformed XML: line 2, column 1: unclosed element <b>');
    expect(message('<a x=1/>')).toMatch(/line 1, column 6: the value of attribute x must be in quotes/);
    expect(message('')).toBe('malformed XML: line 1, column 1: no root element');
  });

  it('refuse a DOCTYPE, entities and all, without expanding anything', () => {
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>\n<lolz>&lol2;</lolz>`;
    const error = refusal(laughs)!;
    expect(error.code).toBe('CONFIG.DOCTYPE');
    expect(error.message).toBe('a configuration document must not contain a DOCTYPE (entity declarations are refused) (line 2, column 1)');
  });

  it('hold 5,000 levels of nesting without a stack overflow, and report a fault at the bottom', () => {
    const deep = nested(5000);
    expect(parseXml(deep).root.name).toBe('n');
    const broken = `${'<n>\n'.repeat(5000)}<m>${'</n>'.repeat(5000)}`;
    expect(refusal(broken)!.message).toBe('malformed XML: line 5001, column 4: unexpected end tag </n> (<m> opened at line 5001, column 1)');
  });
});
