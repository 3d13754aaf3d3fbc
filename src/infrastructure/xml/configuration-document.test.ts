import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applySignature } from '../../domain/configuration/signature';
import { changedLines } from '../../../test/fixtures/configuration/codec-harness';
import { miniConfigurationCodec as codec, type MiniConfiguration } from '../../../test/fixtures/configuration/mini-model';
import { NodeMd5Adapter } from '../crypto/node-md5.adapter';
import { readDocument, renderDocument, writeDocument } from './configuration-document';
import { DEFAULT_MAX_DOCUMENT_BYTES } from './xml-parser';

const md5 = (value: string): string => new NodeMd5Adapter().md5(value);
const options = { salt: 'test-salt', md5 };
const now = new Date(2027, 0, 2, 3, 4, 5, 6);
const raw = readFileSync(new URL('../../../test/fixtures/configuration/mini.xml', import.meta.url), 'utf8');
const signed = applySignature(raw, options.salt, md5);

function roundTrip(text: string, edit: (value: MiniConfiguration) => MiniConfiguration = (value) => value): string {
  const document = readDocument(text, codec, options);
  return writeDocument(document.source, edit(document.configuration), codec, { ...options, now });
}

describe('configuration document', () => {
  it('writes an untouched document back byte-identical, unknown elements, comments and the corrupted entity included', () => {
    const document = readDocument(signed, codec, options);
    expect(document.corrupted).toEqual([
      { path: 'configuration/contacts/contact[3]', at: ['contacts', 2], code: 'CONFIG.FROM_XML', reason: "failed to convert from XML: guid at configuration/contacts/contact[3]/identifier: not a guid: 'broken'", field: 'configuration/contacts/contact[3]/identifier', xml: expect.stringMatching(/^<contact>\n\t+<identifier type="guid">broken<\/identifier>\n\t+<\/contact>$/) },
    ]);
    expect(document.configuration.contacts.map((contact) => contact.name)).toEqual(['Martin', 'Okafor']);
    expect(roundTrip(signed)).toBe(signed);
  });

  it('changes only the edited element, the date and the signature', () => {
    const written = roundTrip(signed, (value) => ({ ...value, contacts: value.contacts.map((contact, index) => (index === 1 ? { ...contact, name: 'Okafor-Diallo' } : contact)) }));
    const { removed, added } = changedLines(signed, written);
    expect(removed.map((line) => line.trim())).toEqual(['<date>21/11/2026 18:42:07.315</date>', expect.stringMatching(/^<signature>/), '<name>Okafor</name>']);
    expect(added.map((line) => line.trim())).toEqual(['<date>02/01/2027 03:04:05.006</date>', expect.stringMatching(/^<signature>[0-9a-f]{32}<\/signature>$/), '<name>Okafor-Diallo</name>']);
    expect(readDocument(written, codec, options).configuration.contacts[1]!.name).toBe('Okafor-Diallo');
  });

  it('signs an edit exactly as the signature rules would sign the edited text, an empty <signature/> included', () => {
    const rename = (value: MiniConfiguration): MiniConfiguration => ({ ...value, contacts: value.contacts.map((contact) => ({ ...contact, name: `${contact.name}!` })) });
    const written = roundTrip(signed, rename);
    expect(applySignature(written, options.salt, md5)).toBe(written);
    const unsigned = signed.replace(/<signature>.*<\/signature>/, '<signature/>');
    const document = readDocument(unsigned, codec, { ...options, verifySignature: false });
    const resigned = writeDocument(document.source, rename(document.configuration), codec, { ...options, now });
    expect(resigned).toMatch(/<signature>[0-9a-f]{32}<\/signature>/);
    expect(applySignature(resigned, options.salt, md5)).toBe(resigned);
  });

  it('removes a list item with its line and adds one with its siblings indentation', () => {
    const written = roundTrip(signed, (value) => ({
      ...value,
      contacts: [value.contacts[1]!, { id: '7-8', name: 'Nouveau', phone: '', password: { value: 'pw', crypted: false } }],
    }));
    expect(written).not.toContain('Martin');
    expect(written).toContain('\t\t\t<contact>\n\t\t\t\t<identifier type="guid">7-8</identifier>\n\t\t\t\t<name>Nouveau</name>\n\t\t\t\t<phone/>\n\t\t\t\t<password>pw</password>\n\t\t\t</contact>\n');
    expect(written).toContain('<identifier type="guid">broken</identifier>');
    const again = readDocument(written, codec, options);
    expect(again.configuration.contacts.map((contact) => contact.id)).toEqual(['1-3', '7-8']);
    expect(again.corrupted.map((entity) => entity.path)).toEqual(['configuration/contacts/contact[3]']);
  });

  it('keeps CRLF, a BOM and single quotes for what nobody edited', () => {
    const crlf = `\uFEFF${applySignature(raw.replace(/\n/g, '\r\n'), options.salt, md5)}`;
    expect(roundTrip(crlf)).toBe(crlf);
    const written = roundTrip(crlf, (value) => ({ ...value, contacts: [...value.contacts, { id: '9-9', name: 'N', phone: '', password: { value: '', crypted: false } }] }));
    expect(written.startsWith('\uFEFF')).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toContain('\n');
    expect(written).toContain("<extra a='b'>unknown</extra>");
    expect(readDocument(written, codec, options).configuration.contacts).toHaveLength(3);
  });

  it('writes a new document that reads back to the same model', () => {
    const model = readDocument(signed, codec, options).configuration;
    const text = renderDocument(model, codec, { ...options, now });
    const back = readDocument(text, codec, options);
    expect(codec.equals(back.configuration, model)).toBe(true);
    expect(renderDocument(back.configuration, codec, { ...options, now })).toBe(text);
  });
});

describe('bad documents', () => {
  const read = (text: string) => () => readDocument(text, codec, options);

  it('reports malformed XML', () => {
    expect(read('<configuration-file><version>3</configuration-file>')).toThrow(/malformed XML/);
  });

  it("reports a version other than 3 as INVALID_CONFIG_FILE_VERSION", () => {
    expect(read(signed.replace('<version>3</version>', '<version>2</version>'))).toThrow('Expected config file version 3 but got 2');
  });

  it("reports a missing or duplicated signature and a wrong one", () => {
    expect(read(signed.replace(/<signature>.*<\/signature>/, ''))).toThrow("can't find signature");
    expect(read(signed.replace(/(<signature>.*<\/signature>)/, '$1$1'))).toThrow("can't find signature");
    expect(read(signed.replace(/<signature>.*<\/signature>/, '<signature>00000000000000000000000000000000</signature>'))).toThrow(/signature does not match/);
    expect(readDocument(signed, codec, { ...options, salt: 'other', verifySignature: false }).signatureValid).toBe(false);
  });

  it('refuses a DOCTYPE so that entities never expand', () => {
    const attack = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><configuration-file>&lol2;</configuration-file>`;
    expect(read(attack)).toThrow(/must not contain a DOCTYPE/);
  });

  it('reads a 50 MB document, and refuses one above the limit (256 MB by default) before parsing it', () => {
    const huge = signed.replace('</configuration-file>', `<!--${'x'.repeat(50 * 1024 * 1024)}--></configuration-file>`);
    expect(readDocument(huge, codec, options).configuration.contacts).toHaveLength(2);
    expect(() => readDocument(huge, codec, { ...options, maxBytes: 32 * 1024 * 1024 })).toThrow(/document too large/);
    expect(DEFAULT_MAX_DOCUMENT_BYTES).toBeGreaterThanOrEqual(256 * 1024 * 1024);
  });

  it('reads a document holding elements nested 5,000 deep and writes it back byte-identical', () => {
    const deep = signed.replace('</configuration>', `${'<deep>'.repeat(5000)}${'</deep>'.repeat(5000)}</configuration>`);
    const text = applySignature(deep, options.salt, md5);
    expect(roundTrip(text)).toBe(text);
  });

  it('marks a range without <type> corrupted (MISSING_TAG_TYPE) and keeps it', () => {
    const text = applySignature(signed.replace('<type>7</type>', ''), options.salt, md5);
    const document = readDocument(text, codec, options);
    expect(document.corrupted).toContainEqual({ path: 'configuration/ranges/range[2]', at: ['ranges', 1], code: 'CONFIG.MISSING_TAG_TYPE', reason: expect.stringContaining('a range needs a <type>'), name: 'Odd', xml: expect.stringMatching(/^<range>[\s\S]*<\/range>$/) });
    expect(roundTrip(text)).toBe(text);
  });
});
