import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../test/fixtures/configuration/codec-harness';
import { entity } from './entity';
import { implied, leaf, notInDocument, nullable, optional } from './leaf';
import { enumerated, integer, text, textOrNumber } from './values';

const level = leaf<number>({
  label: 'level',
  parse(value, attributes) {
    if (attributes.unit !== undefined && attributes.unit !== 'db') throw new Error(`unknown unit ${attributes.unit}`);
    return Number(value);
  },
  format: (value) => String(value),
  ownedAttributes: ['unit'],
  attributes: (value): Readonly<Record<string, string>> => (value < 0 ? { unit: 'db' } : {}),
});

describe('leaf', () => {
  it('changes only its text, keeping the source spelling of the rest of the element', () => {
    expect(editWith(text(), "<n a='1'>x</n>", () => 'y')).toBe("<n a='1'>y</n>");
    expect(editWith(text(), '<n></n>', (value) => value)).toBe('<n></n>');
    expect(editWith(text(), '<n/>', () => 'a<b')).toBe('<n>a&lt;b</n>');
    expect(editWith(text(), '<n>Fran&#231;ois</n>', (value) => value)).toBe('<n>Fran&#231;ois</n>');
  });

  it('rewrites the attributes it owns and keeps the others', () => {
    expect(editWith(level, "<l note='x'>3</l>", () => -3)).toBe('<l note="x" unit="db">-3</l>');
    expect(renderWith(level, -1, 'l')).toBe('<l unit="db">-1</l>');
    expect(() => readWith(level, '<l unit="v">1</l>')).toThrow('failed to convert from XML: level at l: unknown unit v');
  });

  it('refuses child elements where text is expected', () => {
    expect(() => readWith(integer(), '<n><x/></n>')).toThrow('expected text, found child elements');
  });

  it('optional: absent is undefined, undefined is not written', () => {
    expect(readWith(optional(integer()), '<n>4</n>')).toBe(4);
    expect(renderWith(optional(integer()), undefined)).toBeUndefined();
    expect(optional(integer()).equals(undefined, 1)).toBe(false);
  });

  it('notInDocument is never read nor written', () => {
    expect(readWith(notInDocument<string>(), '<n>4</n>')).toBeUndefined();
    expect(renderWith(notInDocument<string>(), 'x')).toBeUndefined();
  });

  it('nullable: <x/> or absent is null, written <x/>; a value replaces it in full', () => {
    const pair = nullable(entity<{ readonly a: number }>('Pair', { a: integer() }));
    expect(readWith(pair, '<p/>')).toBeNull();
    expect(readWith(pair, '<p>\n</p>')).toBeNull();
    expect(readWith(pair, '<p><a>1</a></p>')).toEqual({ a: 1 });
    expect(renderWith(pair, null, 'p')).toBe('<p/>');
    expect(editWith(pair, '<p/>', () => ({ a: 2 }))).toBe('<p>\n\t<a>2</a>\n</p>');
    expect(editWith(pair, '<p><a>1</a></p>', () => null)).toBe('<p/>');
  });

  it('implied: a fixed value, never in the document', () => {
    expect(readWith(implied(true), '<x><y/></x>')).toBe(true);
    expect(renderWith(implied(true), true)).toBeUndefined();
  });

  it('enumerated and text-or-number values', () => {
    expect(readWith(enumerated([1, 2] as const), '<n>2</n>')).toBe(2);
    expect(() => readWith(enumerated([1, 2] as const), '<n>3</n>')).toThrow('expected one of 1, 2, got 3');
    expect(readWith(textOrNumber(), '<v>2000</v>')).toBe(2000);
    expect(readWith(textOrNumber(), '<v>-1.5</v>')).toBe(-1.5);
    expect(readWith(textOrNumber(), '<v>blink</v>')).toBe('blink');
    expect(renderWith(textOrNumber(), 'a&b', 'v')).toBe('<v>a&amp;b</v>');
  });
});
