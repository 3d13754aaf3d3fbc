import { describe, expect, it } from 'vitest';
import { applySignature, hasValidSignature } from '../../../domain/configuration/signature';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { cryptPlainValues, decryptValue, encryptValue, uncryptDocument, uncryptValues } from './crypted-values';

const hash = new NodeMd5Adapter();
const md5 = (text: string): string => hash.md5(text);
const document = (body: string): string =>
  applySignature(`<configuration-file>\n\t<version>3</version>\n\t<signature/>\n\t<configuration>\n${body}\t</configuration>\n</configuration-file>\n`, 'salt', md5);

describe('simulated cipher', () => {
  it('round-trips UTF-8 text and rejects what is not a ciphertext', () => {
    expect(decryptValue(encryptValue('Entrée & quai <1>'))).toBe('Entrée & quai <1>');
    expect(decryptValue('%%%')).toBeNull();
  });

  it('serves crypted values in plain text, escaped, and signs the document again', () => {
    const stored = document(`\t\t<password crypted="1">${encryptValue('a&b<c')}</password>\n\t\t<user>x</user>\n`);
    const plain = uncryptDocument(stored, 'salt', md5);
    expect(plain).toContain('<password>a&amp;b&lt;c</password>');
    expect(plain).not.toContain('crypted');
    expect(hasValidSignature(plain, 'salt', md5)).toBe(true);
  });

  it('leaves a document without crypted values byte for byte', () => {
    const stored = document('\t\t<password>plain</password>\n');
    expect(uncryptDocument(stored, 'salt', md5)).toBe(stored);
  });

  it('crypts the plain values of the named elements, as the appliance stores what it is sent in clear', () => {
    const element = '<device>\n\t<user>admin</user>\n\t<password>a&amp;b</password>\n\t<password/>\n\t<password crypted="1">eA==</password>\n</device>';
    const stored = cryptPlainValues(element, ['password']);
    expect(stored).toBe(`<device>\n\t<user>admin</user>\n\t<password crypted="1">${encryptValue('a&b')}</password>\n\t<password/>\n\t<password crypted="1">eA==</password>\n</device>`);
    expect(uncryptValues(stored)).toBe('<device>\n\t<user>admin</user>\n\t<password>a&amp;b</password>\n\t<password/>\n\t<password>x</password>\n</device>');
  });

  it('leaves crypted a value that is not its own cipher and would decode to characters XML cannot hold', () => {
    const foreign = btoa('\u0010\u0001ab');
    expect(decryptValue(foreign)).toBeNull();
    expect(uncryptValues(`<password crypted="1">${foreign}</password>`)).toBe(`<password crypted="1">${foreign}</password>`);
    expect(decryptValue(encryptValue('tab\tand line\nkept'))).toBe('tab\tand line\nkept');
  });
});
