import { describe, expect, it } from 'vitest';
import { attributesEnd, attributesOf, attributesStart, decodeXmlText, isSelfClosing, scanSource, SourceScanError, textOf } from './source-tree';

describe('the span tree', () => {
  it('records the start tag, content and end tag of every element', () => {
    const text = '<?xml version="1.0"?>\n<a x="1">\n\t<b>hi</b>\n\t<c/>\n</a>\n';
    const { root } = scanSource(text);
    expect(root.name).toBe('a');
    expect(text.slice(root.start, root.end)).toBe('<a x="1">\n\t<b>hi</b>\n\t<c/>\n</a>');
    const [b, c] = root.children;
    expect(text.slice(b!.contentStart, b!.contentEnd)).toBe('hi');
    expect(isSelfClosing(c!)).toBe(true);
    expect(isSelfClosing(b!)).toBe(false);
    expect(c!.contentStart).toBe(c!.end);
    expect(text.slice(attributesStart(root), attributesEnd(root))).toBe(' x="1"');
    expect(text.slice(attributesStart(c!), attributesEnd(c!))).toBe('');
  });

  it('skips comments, CDATA and processing instructions, and a > inside an attribute value', () => {
    const text = "<a><!-- <b> --><![CDATA[<c>]]><?pi <d>?><e k='x>y'/></a>";
    const { root } = scanSource(text);
    expect(root.children.map((child) => child.name)).toEqual(['e']);
    expect(attributesOf({ text, root }, root.children[0]!)).toEqual({ k: 'x>y' });
  });

  it('decodes the text of a leaf: references, CDATA, comments dropped', () => {
    const text = '<a>Fran&#231;ois &amp; &#x4E2D;<!-- note --><![CDATA[ <raw> ]]></a>';
    const source = scanSource(text);
    expect(textOf(source, source.root)).toBe('François & 中 <raw> ');
    expect(decodeXmlText('&lt;&gt;&quot;&apos;&unknown;')).toBe('<>"\'&unknown;');
  });

  it('refuses mismatched, unclosed and doubled roots with the offset', () => {
    expect(() => scanSource('<a><b></a>')).toThrow(expect.objectContaining({ message: 'unexpected end tag </a> at offset 6', offset: 6, related: { what: '<b>', offset: 3 } }));
    expect(() => scanSource('<a><b>')).toThrow('unclosed element <b>');
    expect(() => scanSource('<a/><b/>')).toThrow('more than one root element');
    expect(() => scanSource('just text')).toThrow('no root element');
    expect(() => scanSource('<a><!-- open</a>')).toThrow(SourceScanError);
  });
});
