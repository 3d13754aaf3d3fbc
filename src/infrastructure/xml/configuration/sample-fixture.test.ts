import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedLines } from '../../../../test/fixtures/configuration/codec-harness';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { readDocument, renderDocument, writeDocument } from '../configuration-document';
import { configurationCodec as codec } from './configuration.codec';
import type { Configuration } from '../../../domain/configuration/configuration';
import type { Contact } from '../../../domain/configuration/contact';

const md5 = (value: string): string => new NodeMd5Adapter().md5(value);
const options = { salt: DEFAULT_CONFIGURATION_SALT, md5 };
const now = new Date(2027, 5, 1, 12, 0, 0, 0);
const sample = readFileSync(new URL('../../../../test/fixtures/configuration/sample.xml', import.meta.url), 'utf8');

function edit(change: (value: Configuration) => Configuration): { before: string; after: string } {
  const document = readDocument(sample, codec, options);
  return { before: sample, after: writeDocument(document.source, change(document.configuration), codec, { ...options, now }) };
}

const HEADER = ['<date>', '<signature>'];
function bodyChanges(before: string, after: string): { removed: string[]; added: string[] } {
  const { removed, added } = changedLines(before, after);
  const body = (lines: string[]): string[] => lines.map((line) => line.trim()).filter((line) => !HEADER.some((start) => line.startsWith(start)));
  return { removed: body(removed), added: body(added) };
}

describe('the sample configuration', () => {
  it('reads with its corrupted contact listed and writes back byte-identical', () => {
    const document = readDocument(sample, codec, options);
    expect(document.signatureValid).toBe(true);
    expect(document.corrupted).toEqual([
      { path: 'configuration/contacts/contact[4]', at: ['contacts', 3], code: 'CONFIG.FROM_XML', reason: "failed to convert from XML: guid at configuration/contacts/contact[4]/identifier: not a guid: 'not-a-guid'", field: 'configuration/contacts/contact[4]/identifier', name: 'Imported from the old console', xml: expect.stringContaining('<identifier type="guid">not-a-guid</identifier>') },
    ]);
    expect(document.configuration.groups.map((group) => group.name)).toEqual(['Administrators', 'Operators', 'Équipe de nuit', 'Maintenance']);
    expect(document.configuration.calendars[1]!.ranges.map((range) => range.type)).toEqual([1, 2, 3, 7]);
    expect(writeDocument(document.source, document.configuration, codec, { ...options, now })).toBe(sample);
  });

  it('changes one contact phone: that line, the date and the signature only', () => {
    const { before, after } = edit((value) => ({ ...value, contacts: value.contacts.map((contact, index) => (index === 2 ? { ...contact, phone: '+41 79 000 00 00' } : contact)) }));
    expect(bodyChanges(before, after)).toEqual({ removed: ['<phone>+41791234567</phone>'], added: ['<phone>+41 79 000 00 00</phone>'] });
    expect(after).toContain('<firstname>Fran&#231;ois</firstname>');
    expect(after).toContain('<vendor-note lang="de">Bereitschaft</vendor-note>');
    expect(readDocument(after, codec, options).signatureValid).toBe(true);
  });

  it('sets a crypted password: the attribute goes, the rest of the group stays', () => {
    const { before, after } = edit((value) => ({
      ...value,
      groups: value.groups.map((group, g) => (g !== 2 ? group : { ...group, users: group.users.map((user, u) => (u === 0 ? { ...user, password: { value: 'Nuit-2027', crypted: false } } : user)) })),
    }));
    expect(bodyChanges(before, after)).toEqual({ removed: ["<password crypted='1'>WmHDqy1OdWl0</password>"], added: ['<password>Nuit-2027</password>'] });
  });

  it('removes a contact and adds one with the document indentation', () => {
    const added: Contact = { id: '12-34', name: 'Nguyễn', firstname: 'An', mail: 'an@example.vn', phone: '', description: 'Gardien' };
    const { before, after } = edit((value) => ({ ...value, contacts: [...value.contacts.filter((contact) => contact.name !== 'Okafor'), added] }));
    const changes = bodyChanges(before, after);
    expect(changes.removed).toEqual(expect.arrayContaining(['<name>Okafor</name>', '<firstname>Daniel</firstname>']));
    expect(after).toContain('\t\t\t<contact>\n\t\t\t\t<identifier type="guid">12-34</identifier>\n\t\t\t\t<name>Nguyễn</name>');
    const again = readDocument(after, codec, options);
    expect(again.configuration.contacts.map((contact) => contact.name)).toEqual(['Martin', 'Müller', 'Nguyễn']);
    expect(again.corrupted.map((entity) => entity.path)).toEqual(['configuration/contacts/contact[4]']);
  });

  it('does not write a rights entry that grants nothing', () => {
    const { before, after } = edit((value) => ({
      ...value,
      groups: value.groups.map((group, g) => (g !== 2 ? group : { ...group, rights: group.rights.map((entry) => ({ ...entry, liveRead: false })) })),
    }));
    expect(before).toContain('5764607523034234883-3011</identifier>\n\t\t\t\t\t<live-read>1');
    expect(readDocument(after, codec, options).configuration.groups[2]!.rights).toEqual([]);
  });
});

// Characters XML 1.0 cannot carry (and CR, which parsers normalise) are left out of generated text.
function xmlSafe(value: string): string {
  return [...value].filter((char) => {
    const code = char.codePointAt(0)!;
    return (code >= 0x20 || code === 0x09 || code === 0x0a) && !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
  }).join('');
}

describe('properties', () => {
  const base = readDocument(sample, codec, options);
  const contact = fc.record({
    id: fc.tuple(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), fc.bigInt({ min: 0n, max: 2n ** 64n - 1n })).map(([a, b]) => `${a}-${b}`),
    name: fc.string(), firstname: fc.string(), mail: fc.string(), phone: fc.string(), description: fc.string(),
  }).map((value) => ({ ...value, name: xmlSafe(value.name) }));
  const safeContact = contact.map((value) => ({ ...value, firstname: xmlSafe(value.firstname), mail: xmlSafe(value.mail), phone: xmlSafe(value.phone), description: xmlSafe(value.description) }));
  const editArbitrary = fc.record({
    keep: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    added: fc.array(safeContact, { maxLength: 3 }),
    title: fc.option(fc.string().map(xmlSafe)),
    httpPort: fc.option(fc.integer({ min: 1, max: 65535 })),
  });
  const apply = (value: Configuration, change: typeof editArbitrary extends fc.Arbitrary<infer E> ? E : never): Configuration => ({
    ...value,
    contacts: [...value.contacts.filter((_, index) => change.keep[index]), ...change.added],
    parameters: {
      ...value.parameters,
      title: change.title ?? value.parameters.title,
      network: { ...value.parameters.network, httpPort: change.httpPort ?? value.parameters.network.httpPort },
    },
  });

  it('read-write-read is the identity on the model, write-read-write on the text', () => {
    fc.assert(fc.property(editArbitrary, (change) => {
      const model = apply(base.configuration, change);
      const written = writeDocument(base.source, model, codec, { ...options, now });
      const reread = readDocument(written, codec, options);
      expect(codec.equals(reread.configuration, model)).toBe(true);
      expect(writeDocument(reread.source, reread.configuration, codec, { ...options, now })).toBe(written);
      const fresh = renderDocument(model, codec, { ...options, now });
      expect(renderDocument(readDocument(fresh, codec, options).configuration, codec, { ...options, now })).toBe(fresh);
    }), { numRuns: 60 });
  }, 60_000);
});
