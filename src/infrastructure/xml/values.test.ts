import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../test/fixtures/configuration/codec-harness';
import { ConversionError } from './codec-error';
import { boolean, decimal, integer, numberList, stringList, text, typeTag } from './values';

describe('text', () => {
  it('decodes references and writes them escaped', () => {
    expect(readWith(text(), '<n>Entr&#233;e &amp; quai</n>')).toBe('Entrée & quai');
    expect(readWith(text(), '<n/>')).toBe('');
    expect(readWith(text(), '<n><![CDATA[a<b]]></n>')).toBe('a<b');
    expect(renderWith(text(), 'a<b & c>')).toBe('<x>a&lt;b &amp; c&gt;</x>');
    expect(renderWith(text(), '')).toBe('<x/>');
  });

  it('keeps the source bytes when the value did not change and replaces only the text otherwise', () => {
    expect(editWith(text(), "<n>caf&#233;</n>", (value) => value)).toBe('<n>caf&#233;</n>');
    expect(editWith(text(), '<n a="1">old</n>', () => 'new')).toBe('<n a="1">new</n>');
    expect(editWith(text(), '<n/>', () => 'new')).toBe('<n>new</n>');
  });

  it('fails to read an element that holds elements', () => {
    expect(() => readWith(text(), '<n><m/></n>')).toThrow(/failed to convert from XML/);
  });
});

describe('integer', () => {
  it('reads digits and rejects anything else with the path', () => {
    expect(readWith(integer(), '<port> 554 </port>')).toBe(554);
    expect(() => readWith(integer(), '<port>5.5</port>')).toThrow(ConversionError);
    try {
      readWith(integer(), '<port>abc</port>');
    } catch (error) {
      expect((error as ConversionError).message).toMatch(/^failed to convert from XML: integer at port: not an integer/);
      expect((error as ConversionError).code).toBe('CONFIG.FROM_XML');
    }
  });

  it('refuses to write a non-integer', () => {
    expect(() => renderWith(integer(), 1.5)).toThrow(/failed to convert to XML/);
  });
});

describe('decimal', () => {
  it('writes the fixed count of places', () => {
    expect(renderWith(decimal(3), 0.3)).toBe('<x>0.300</x>');
    expect(readWith(decimal(3), '<x>0.700</x>')).toBe(0.7);
    expect(editWith(decimal(3), '<x>0.3</x>', (value) => value)).toBe('<x>0.3</x>');
    expect(editWith(decimal(3), '<x>0.3</x>', () => 0.25)).toBe('<x>0.250</x>');
  });
});

describe('boolean', () => {
  it('reads and writes 1 and 0 only', () => {
    expect(readWith(boolean(), '<b>1</b>')).toBe(true);
    expect(readWith(boolean(), '<b>0</b>')).toBe(false);
    expect(() => readWith(boolean(), '<b>true</b>')).toThrow(/not a boolean/);
    expect(renderWith(boolean(), false)).toBe('<x>0</x>');
  });
});

describe('comma lists', () => {
  it('reads numbers and strings separated by commas', () => {
    expect(readWith(numberList(), '<r>0,90,180,270</r>')).toEqual([0, 90, 180, 270]);
    expect(readWith(numberList(), '<r/>')).toEqual([]);
    expect(readWith(stringList(), '<r>h264,h265</r>')).toEqual(['h264', 'h265']);
    expect(renderWith(numberList(), [1, 2])).toBe('<x>1,2</x>');
  });

  it("refuses other item types with 'prop type must be number[] or string[]'", () => {
    expect(() => renderWith(numberList(), ['a'] as unknown as number[])).toThrow(/prop type must be number\[\] or string\[\]/);
    expect(() => renderWith(stringList(), [{}] as unknown as string[])).toThrow(/prop type must be number\[\] or string\[\]/);
    expect(() => stringList().fromJson([1], undefined)).toThrow(expect.objectContaining({ code: 'CONFIG.INVALID_JSON', cause: expect.objectContaining({ code: 'CONFIG.LIST_TYPE' }) }));
    expect(() => readWith(numberList(), '<r>1,x</r>')).toThrow(/not a number/);
  });
});

describe('typeTag', () => {
  it('accepts only its own type', () => {
    expect(readWith(typeTag(17235970), '<type>17235970</type>')).toBe(17235970);
    expect(() => readWith(typeTag('and'), '<type>or</type>')).toThrow(/expected type and/);
  });
});
