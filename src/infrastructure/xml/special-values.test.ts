import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../test/fixtures/configuration/codec-harness';
import { binary, cryptedString, date, formatConfigurationDate, generateGuid, parseConfigurationDate, guidIdentifier, guidReference } from './special-values';

describe('date', () => {
  it('reads and writes dd/MM/yyyy HH:mm:ss.SSS in local time', () => {
    const value = readWith(date(), '<expiration>01/02/2027 13:04:05.006</expiration>');
    expect([value.getDate(), value.getMonth(), value.getFullYear(), value.getHours(), value.getMinutes(), value.getSeconds(), value.getMilliseconds()]).toEqual([1, 1, 2027, 13, 4, 5, 6]);
    expect(formatConfigurationDate(value)).toBe('01/02/2027 13:04:05.006');
  });

  it("rejects an empty or impossible date with 'invalid date'", () => {
    expect(() => readWith(date(), '<d/>')).toThrow(/invalid date/);
    expect(() => readWith(date(), '<d>31/02/2027 00:00:00.000</d>')).toThrow(/invalid date/);
    expect(() => renderWith(date(), new Date(Number.NaN))).toThrow(/invalid date/);
    // Coded, so the console can show it in the user's language.
    expect(() => parseConfigurationDate('')).toThrow(expect.objectContaining({ code: 'CONFIG.INVALID_DATE', message: 'invalid date' }));
  });
});

describe('guid identifier', () => {
  it('is written with type="guid" and generated as two unsigned 64-bit numbers', () => {
    expect(readWith(guidIdentifier(), '<identifier type="guid">12-34</identifier>')).toBe('12-34');
    expect(renderWith(guidIdentifier(), '5-6', 'identifier')).toBe('<identifier type="guid">5-6</identifier>');
    const generated = generateGuid();
    expect(generated).toMatch(/^\d+-\d+$/);
    for (const part of generated.split('-')) expect(BigInt(part) < 2n ** 64n).toBe(true);
    expect(generateGuid()).not.toBe(generated);
  });

  it('rejects what is not a guid; a reference may be empty', () => {
    expect(() => readWith(guidIdentifier(), '<identifier>abc</identifier>')).toThrow(/not a guid/);
    expect(readWith(guidReference(), '<link-id/>')).toBe('');
  });
});

describe('crypted string', () => {
  it('keeps crypted="1" while untouched and drops it when the value is set', () => {
    const xml = '<password crypted="1">Q2lwaGVy</password>';
    expect(readWith(cryptedString(), xml)).toEqual({ value: 'Q2lwaGVy', crypted: true });
    expect(editWith(cryptedString(), xml, (value) => value)).toBe(xml);
    expect(editWith(cryptedString(), xml, () => ({ value: 's3cret', crypted: false }))).toBe('<password>s3cret</password>');
    expect(editWith(cryptedString(), "<password crypted='1' other='x'>Q2</password>", () => ({ value: 'p', crypted: false }))).toBe('<password other="x">p</password>');
  });
});

describe('binary', () => {
  it('reads base64 and <name/> as null', () => {
    expect(readWith(binary(), '<c/>')).toBeNull();
    expect(Array.from(readWith(binary(), '<c>AQID</c>')!)).toEqual([1, 2, 3]);
    expect(renderWith(binary(), new Uint8Array([1, 2, 3]))).toBe('<x>AQID</x>');
    expect(() => readWith(binary(), '<c>**</c>')).toThrow(/not base64/);
  });
});
