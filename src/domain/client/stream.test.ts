import { describe, expect, it } from 'vitest';
import { canWrite, hashRights, parseRights, PTZ_WRITE_RIGHT } from './stream';

const rights = {
  cam: { type: 'video', name: 'Camera 1', parent: 'dev', rights: ['live/read', 'ptz/write'], camera: true },
  in1: { type: 'input', name: 'Door', parent: 'dev', rights: ['ptz/write'], properties: { logic: true } },
  out1: { type: 'output', name: 'Siren', rights: { 'live/read': true, 'ptz/write': false }, properties: { logic: false } },
  pre: { type: 'preset', name: 'Gate', parent: 'cam', rights: [] },
  odd: { type: 'audio', camera: true },
};

describe('rights and streams', () => {
  it('registers every stream by guid with its rules', () => {
    const streams = parseRights(rights);
    expect([...streams.keys()]).toEqual(['cam', 'in1', 'out1', 'pre', 'odd']);
    expect(streams.get('cam')).toMatchObject({ type: 'video', camera: true, parent: 'dev', writable: false });
    expect(streams.get('in1')).toMatchObject({ writable: true, properties: { logic: true } });
    expect(streams.get('out1')).toMatchObject({ writable: false, parent: null, rights: ['live/read'], properties: { logic: false } });
    expect(streams.get('odd')).toMatchObject({ type: 'audio', name: 'odd', camera: false });
    expect(canWrite(streams.get('cam')!)).toBe(true);
    expect(canWrite(streams.get('out1')!)).toBe(false);
  });

  it('knows the write right as the specification spells it for the client library, ptz-write, and as group rights spell it, ptz/write', () => {
    expect(PTZ_WRITE_RIGHT).toBe('ptz-write');
    const streams = parseRights({
      spec: { type: 'input', rights: ['live/read', 'ptz-write'] },
      group: { type: 'input', rights: ['ptz/write'] },
      flags: { type: 'video', rights: { 'ptz-write': true } },
      off: { type: 'input', rights: { 'ptz-write': false, 'ptz/write': false } },
      other: { type: 'input', rights: ['live/read', 'ptz', 'write', 'PTZ-WRITE '] },
    });
    expect(['spec', 'group', 'flags', 'off', 'other'].map((guid) => canWrite(streams.get(guid)!))).toEqual([true, true, true, false, false]);
  });

  it("says 'invalid rights' for anything but an object of entries", () => {
    for (const body of [null, [], 'x', 3, { g: 'x' }, { g: { name: 'no type' } }]) {
      expect(() => parseRights(body)).toThrow('invalid rights');
    }
  });

  it('hashes content, not key order', () => {
    const reordered = Object.fromEntries(Object.entries(rights).reverse());
    expect(hashRights(reordered)).toBe(hashRights(rights));
    expect(hashRights({ ...rights, pre: { ...rights.pre, rights: ['ptz/write'] } })).not.toBe(hashRights(rights));
  });

  it('is FNV-1a over the JSON with sorted keys, with that JSON\'s length, without building it (the same hashes as before)', () => {
    const canonical = (value: unknown): string =>
      Array.isArray(value)
        ? `[${value.map(canonical).join(',')}]`
        : value !== null && typeof value === 'object'
          ? `{${Object.keys(value)
              .sort()
              .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
              .join(',')}}`
          : (JSON.stringify(value) ?? 'null');
    const reference = (value: unknown) => {
      const text = canonical(value);
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
      return `${text.length.toString(16)}-${hash.toString(16).padStart(8, '0')}`;
    };
    const bodies = [rights, {}, { 'é"\\': { type: 'camera', rights: ['live/read', null, 3.5, true], nested: { z: [], a: {} } } }];
    for (const body of bodies) expect(hashRights(body)).toBe(reference(body));
  });
});
