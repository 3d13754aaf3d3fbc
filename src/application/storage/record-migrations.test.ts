import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyParameters } from '../../../test/support/property-seed';
import { decodeRecord, defineMigrations, encodeRecord } from './record-migrations';

interface Contact {
  readonly name: string;
  readonly phones: readonly string[];
}

/** A record with three versions: v0 "name;phone" text, v1 { name, phone }, v2 { name, phones: [] }, v3 with the name trimmed. */
const contact = defineMigrations<Contact>({
  name: 'contact',
  steps: {
    1: (text) => {
      const [name, phone] = String(text).split(';');
      if (phone === undefined) throw new Error('no phone');
      return { name, phone };
    },
    2: (v1) => {
      const { name, phone } = v1 as { name: string; phone: string };
      return { name, phones: phone === '' ? [] : [phone] };
    },
    3: (v2) => ({ ...(v2 as Contact), name: (v2 as Contact).name.trim() }),
  },
  validate: (value): value is Contact => typeof (value as Contact).name === 'string' && Array.isArray((value as Contact).phones),
});

describe('defineMigrations', () => {
  it('makes the highest step the current version', () => {
    expect(contact.version).toBe(3);
  });

  it('refuses steps that skip a number', () => {
    expect(() => defineMigrations({ name: 'gap', steps: { 1: (x) => x, 3: (x) => x }, validate: (_x): _x is unknown => true })).toThrow(/step 2 is missing/);
  });
});

describe('decodeRecord', () => {
  it('runs every step from a text stored before versions', () => {
    expect(decodeRecord(contact, ' Dubois ;+33 1')).toEqual({ status: 'read', from: 0, data: { name: 'Dubois', phones: ['+33 1'] } });
  });

  it('runs only the steps after the stored version', () => {
    const v1 = JSON.stringify({ record: 'contact', version: 1, data: { name: ' Lee', phone: '' } });
    expect(decodeRecord(contact, v1)).toEqual({ status: 'read', from: 1, data: { name: 'Lee', phones: [] } });
    const v2 = JSON.stringify({ record: 'contact', version: 2, data: { name: ' Lee ', phones: ['1'] } });
    expect(decodeRecord(contact, v2)).toEqual({ status: 'read', from: 2, data: { name: 'Lee', phones: ['1'] } });
  });

  it('reads back what it writes, in the current version', () => {
    const text = encodeRecord(contact, { name: 'Ana', phones: ['2'] });
    expect(JSON.parse(text)).toEqual({ record: 'contact', version: 3, data: { name: 'Ana', phones: ['2'] } });
    expect(decodeRecord(contact, text)).toEqual({ status: 'read', from: 3, data: { name: 'Ana', phones: ['2'] } });
  });

  it('refuses a record of a newer version, saying which', () => {
    const v4 = JSON.stringify({ record: 'contact', version: 4, data: { anything: true } });
    expect(decodeRecord(contact, v4)).toEqual({ status: 'newer', version: 4, supported: 3 });
  });

  it.each([
    ['a failing migration', 'no phone here', /migration from version 0 failed: no phone/],
    ['another kind of record', JSON.stringify({ record: 'theme', version: 1, data: 'dark' }), /a 'theme' record/],
    ['a version that is not one', JSON.stringify({ record: 'contact', version: '2', data: {} }), /version "2" is not a version/],
    ['a version 0 envelope', JSON.stringify({ record: 'contact', version: 0, data: {} }), /version 0 is not a version/],
    ['data that does not validate', JSON.stringify({ record: 'contact', version: 3, data: { name: 7 } }), /not a 'contact' record of version 3/],
  ])('reports %s as damaged', (_what, text, reason) => {
    const read = decodeRecord(contact, text);
    expect(read.status).toBe('damaged');
    expect(read.status === 'damaged' && read.reason).toMatch(reason);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((data) => JSON.stringify({ record: 'contact', version: 3, data }))), (text) => {
        expect(['read', 'newer', 'damaged']).toContain(decodeRecord(contact, text).status);
      }),
      propertyParameters({ numRuns: 300 }),
    );
  });
});
