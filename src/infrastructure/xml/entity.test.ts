import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../test/fixtures/configuration/codec-harness';
import { ConversionError } from './codec-error';
import { entity, field } from './entity';
import { optional } from './leaf';
import { boolean, integer, text } from './values';

interface Door {
  readonly name: string;
  readonly openTime: number;
  readonly alarm: boolean;
  readonly note?: string;
}

const door = entity<Door>('Door', { name: text(), openTime: integer(), alarm: field(boolean(), 'alarm-on'), note: optional(text()) });

describe('entity', () => {
  const xml = '<door>\n\t<name>Front</name>\n\t<!-- keep me -->\n\t<vendor x="1">opaque</vendor>\n\t<open-time>5</open-time>\n\t<alarm-on>1</alarm-on>\n</door>';

  it('reads its fields by kebab-case name or the name given', () => {
    expect(readWith(door, xml)).toEqual({ name: 'Front', openTime: 5, alarm: true, note: undefined });
  });

  it('writes back only the changed field, keeping unknown elements and comments in place', () => {
    expect(editWith(door, xml, (value) => value)).toBe(xml);
    expect(editWith(door, xml, (value) => ({ ...value, openTime: 12 }))).toBe(xml.replace('<open-time>5<', '<open-time>12<'));
  });

  it('inserts a new optional field after its predecessor and removes it with its line', () => {
    const added = editWith(door, xml, (value) => ({ ...value, note: 'side' }));
    expect(added).toBe(xml.replace('<alarm-on>1</alarm-on>\n', '<alarm-on>1</alarm-on>\n\t<note>side</note>\n'));
    expect(editWith(door, added, (value) => ({ ...value, note: undefined }))).toBe(xml);
  });

  it('renders fresh in table order with tabs', () => {
    expect(renderWith(door, { name: 'A & B', openTime: 1, alarm: false }, 'door')).toBe('<door>\n\t<name>A &amp; B</name>\n\t<open-time>1</open-time>\n\t<alarm-on>0</alarm-on>\n</door>');
  });

  it('names the model, the property and the path when a field fails', () => {
    const error = (() => {
      try {
        readWith(door, '<door><name>x</name><open-time>soon</open-time><alarm-on>1</alarm-on></door>');
      } catch (caught) {
        return caught as ConversionError;
      }
    })();
    expect(error).toBeInstanceOf(ConversionError);
    expect(error!.message).toBe("failed to convert from XML: integer at door/open-time: not an integer: 'soon'");
    expect(() => readWith(door, '<door><name>x</name></door>')).toThrow('failed to convert from XML: integer at door/open-time: missing element');
    expect(() => renderWith(door, { name: 'x', openTime: 1.5, alarm: true }, 'door')).toThrow('failed to convert to XML: integer at door/open-time: not an integer: 1.5');
  });

  it('converts to and from JSON, refusing what is not an object', () => {
    const value = readWith(door, xml);
    expect(door.fromJson(door.toJson(value), undefined)).toEqual(value);
    expect(() => door.fromJson([], undefined)).toThrow('The JSON structure is invalid');
    expect(door.equals(value, { ...value })).toBe(true);
    expect(door.equals(value, { ...value, alarm: false })).toBe(false);
  });
});
