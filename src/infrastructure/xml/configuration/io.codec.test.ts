import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../../test/fixtures/configuration/codec-harness';
import { createVirtualIo } from '../../../domain/configuration/io';
import { inputFlagIoCodec, ioCodec, linkedIoCodec, linkIoCodec, virtualIoCodec } from './io.codec';

const io = '\t<identifier type="guid">1-2</identifier>\n\t<name>Door</name>\n\t<type-name>input</type-name>\n\t<owner-name>Cam</owner-name>\n\t<logic>1</logic>\n\t<direction>0</direction>\n\t<flags>1</flags>\n';
const base = { id: '1-2', name: 'Door', typeName: 'input', ownerName: 'Cam', logic: true, direction: 0, flags: 1 };

describe('io and its variants', () => {
  it('reads an io, direction and flags as numbers', () => {
    expect(readWith(ioCodec, `<io>\n${io}</io>`)).toEqual(base);
  });

  it('reads each variant with its own fields after the io’s', () => {
    expect(readWith(inputFlagIoCodec, `<io>\n${io}\t<is-input>1</is-input>\n</io>`)).toEqual({ ...base, isInput: true });
    expect(readWith(linkedIoCodec, `<input>\n${io}\t<link-id>3-4</link-id>\n</input>`)).toEqual({ ...base, linkId: '3-4' });
    expect(readWith(linkIoCodec, `<io>\n${io}\t<link/>\n</io>`)).toEqual({ ...base, link: '' });
    expect(readWith(virtualIoCodec, `<io>\n${io}\t<is-no>0</is-no>\n\t<bistable>1</bistable>\n\t<link>5-6</link>\n</io>`)).toEqual({ ...base, isNo: false, bistable: true, link: '5-6' });
  });

  it('writes a new virtual io normally open and monostable, and changes one flag in place', () => {
    const written = renderWith(virtualIoCodec, createVirtualIo({ id: '7-8', name: 'Virtual' }), 'io')!;
    expect(written).toContain('\t<flags>1</flags>\n\t<is-no>1</is-no>\n\t<bistable>0</bistable>\n\t<link/>\n');
    expect(editWith(virtualIoCodec, written, (value) => ({ ...value, bistable: true }))).toBe(written.replace('<bistable>0<', '<bistable>1<'));
  });

  it('refuses a link id that is not a guid', () => {
    expect(() => readWith(linkedIoCodec, `<input>\n${io}\t<link-id>door</link-id>\n</input>`)).toThrow("failed to convert from XML: guid reference at input/link-id: not a guid: 'door'");
  });
});
