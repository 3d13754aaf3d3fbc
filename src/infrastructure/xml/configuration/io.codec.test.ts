import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../../test/fixtures/configuration/codec-harness';
import { createIo, createVirtualIo, ioVariant, withIoLink, withMonostable, withNormallyClosed } from '../../../domain/configuration/io';
import { ioCodec } from './io.codec';

const io = '\t<identifier type="guid">1-2</identifier>\n\t<name>Door</name>\n\t<type-name>input</type-name>\n\t<owner-name>Cam</owner-name>\n\t<logic>1</logic>\n\t<direction>0</direction>\n\t<flags>1</flags>\n';
const base = { id: '1-2', name: 'Door', typeName: 'input', ownerName: 'Cam', logic: true, direction: 0, flags: 1 };
const variants = {
  io: '',
  'with-is-input': '\t<is-input>1</is-input>\n',
  'with-link-id': '\t<link-id>3-4</link-id>\n',
  'with-link': '\t<link>5-6</link>\n',
  virtual: '\t<is-no>0</is-no>\n\t<bistable>1</bistable>\n\t<link>5-6</link>\n',
} as const;

describe('io and its variants (section 3)', () => {
  it('reads an io, direction and flags as numbers, with no variant field', () => {
    const read = readWith(ioCodec, `<io>\n${io}</io>`);
    expect(read).toEqual(base);
    expect(ioVariant(read)).toBe('io');
  });

  it('reads each variant with its own fields after the io’s', () => {
    expect(readWith(ioCodec, `<io>\n${io}${variants['with-is-input']}</io>`)).toEqual({ ...base, isInput: true });
    expect(readWith(ioCodec, `<input>\n${io}${variants['with-link-id']}</input>`)).toEqual({ ...base, linkId: '3-4' });
    expect(readWith(ioCodec, `<io>\n${io}${variants['with-link']}</io>`)).toEqual({ ...base, link: '5-6' });
    expect(readWith(ioCodec, `<io>\n${io}${variants.virtual}</io>`)).toEqual({ ...base, isNo: false, bistable: true, link: '5-6' });
    for (const [variant, fields] of Object.entries(variants)) expect(ioVariant(readWith(ioCodec, `<io>\n${io}${fields}</io>`))).toBe(variant);
  });

  it('writes each variant back unchanged, and into the same JSON and back', () => {
    for (const fields of Object.values(variants)) {
      const text = `<io>\n${io}${fields}</io>`;
      expect(editWith(ioCodec, text, (value) => ({ ...value }))).toBe(text);
      const read = readWith(ioCodec, text);
      expect(ioCodec.fromJson(JSON.parse(JSON.stringify(ioCodec.toJson(read))), undefined)).toEqual(read);
    }
  });

  it('keeps an empty link as written', () => {
    const text = `<io>\n${io}\t<is-no>1</is-no>\n\t<link/>\n</io>`;
    expect(readWith(ioCodec, text)).toEqual({ ...base, isNo: true });
    expect(editWith(ioCodec, text, (value) => ({ ...value, name: 'Gate' }))).toBe(text.replace('Door', 'Gate'));
  });

  it('writes a new virtual io normally open and monostable, and changes one field in place', () => {
    const written = renderWith(ioCodec, createVirtualIo({ id: '7-8', name: 'Virtual' }), 'io')!;
    expect(written).toContain('\t<flags>1</flags>\n\t<is-no>1</is-no>\n\t<bistable>0</bistable>\n\t<link/>\n');
    expect(editWith(ioCodec, written, (value) => ({ ...value, bistable: true }))).toBe(written.replace('<bistable>0<', '<bistable>1<'));
  });

  it('adds a virtual io’s is-no after its flags when made normally closed, and only that line', () => {
    const text = `<io>\n${io}</io>`;
    const edited = editWith(ioCodec, text, (value) => withNormallyClosed(value, true));
    expect(edited).toBe(`<io>\n${io}\t<is-no>0</is-no>\n</io>`);
    expect(editWith(ioCodec, edited, (value) => withNormallyClosed(value, false))).toBe(`<io>\n${io}\t<is-no>1</is-no>\n</io>`);
    expect(editWith(ioCodec, text, (value) => withMonostable(value, true))).toBe(`<io>\n${io}\t<bistable>0</bistable>\n</io>`);
    expect(editWith(ioCodec, text, (value) => withIoLink(value, '9-9'))).toBe(`<io>\n${io}\t<link>9-9</link>\n</io>`);
  });

  it('writes a non-virtual io’s contact as flag 16', () => {
    const physical = createIo({ id: '1-1', flags: 0 });
    expect(withNormallyClosed(physical, true)).toEqual({ ...physical, flags: 16 });
    expect(withMonostable(physical, true)).toEqual({ ...physical, flags: 32 });
  });

  it('refuses a link id that is not a guid', () => {
    expect(() => readWith(ioCodec, `<input>\n${io}\t<link-id>door</link-id>\n</input>`)).toThrow("failed to convert from XML: guid reference at input/link-id: not a guid: 'door'");
  });
});
