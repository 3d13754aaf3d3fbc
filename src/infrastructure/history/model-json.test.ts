import { describe, expect, it } from 'vitest';
import { decodeModelJson, encodeModelJson } from './model-json';

describe('the model JSON', () => {
  it('gives back dates and bytes wherever they are, and everything else as it was', () => {
    const value = {
      at: new Date('2026-11-28T10:00:00.000Z'),
      list: [{ key: new Uint8Array([0, 1, 254, 255]), name: 'Porte é' }, [new Date(0)], null, 3, 'text'],
      nested: { deeper: { bytes: new Uint8Array([]) }, notTagged: { $date: '2026-01-01', other: 1 } },
    };
    const decoded = decodeModelJson(encodeModelJson(value)) as typeof value;
    expect(decoded).toEqual(value);
    expect(decoded.at).toBeInstanceOf(Date);
    expect(decoded.list[0]).toMatchObject({ key: new Uint8Array([0, 1, 254, 255]) });
    expect(decoded.nested.notTagged).toEqual({ $date: '2026-01-01', other: 1 });
    expect(decodeModelJson('[{"$bytes":"AAE="}]')).toEqual([new Uint8Array([0, 1])]);
    expect(decodeModelJson('"plain"')).toBe('plain');
  });

  it('keeps a key named __proto__ as a property, never as the prototype', () => {
    const decoded = decodeModelJson('{"__proto__":{"$date":"2026-11-28T10:00:00.000Z"},"a":{"__proto__":{"polluted":true}}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(decoded, '__proto__')?.value).toEqual(new Date('2026-11-28T10:00:00.000Z'));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
