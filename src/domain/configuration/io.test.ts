import { describe, expect, it } from 'vitest';
import { sequentialGuids } from './guid';
import { createIo, createVirtualIo, hasIoFlag, IoDirection, IoFlag, ioFlagNames, ioFlags, isInput, withIoFlag } from './io';

describe('io flags', () => {
  it('uses the bits of the specification', () => {
    expect(IoFlag).toEqual({ virtual: 1, optional: 2, logicConfigurable: 4, directionConfigurable: 8, normallyClosed: 16, monostable: 32 });
    expect(ioFlags('virtual', 'normallyClosed', 'monostable')).toBe(49);
    expect(ioFlagNames(49)).toEqual(['virtual', 'normallyClosed', 'monostable']);
    expect(ioFlagNames(64 | 2)).toEqual(['optional']);
  });

  it('reads, sets and clears one flag without touching the others', () => {
    const io = createIo({ flags: ioFlags('optional', 'directionConfigurable') }, sequentialGuids(1));
    expect(hasIoFlag(io, 'optional')).toBe(true);
    expect(hasIoFlag(io, 'virtual')).toBe(false);
    const set = withIoFlag(io, 'monostable', true);
    expect(set.flags).toBe(2 | 8 | 32);
    expect(withIoFlag(set, 'optional', false).flags).toBe(8 | 32);
    expect(withIoFlag(io, 'optional', true)).toBe(io);
    expect(withIoFlag(io, 'virtual', false)).toBe(io);
  });

  it('keeps unknown bits when a known flag changes', () => {
    const io = createIo({ flags: 128 }, sequentialGuids(1));
    expect(withIoFlag(io, 'virtual', true).flags).toBe(129);
  });
});

describe('io variants', () => {
  it('creates a logical input with no flag by default', () => {
    expect(createIo({ name: 'Porte' }, sequentialGuids(2))).toEqual({
      id: '2-1', name: 'Porte', typeName: '', ownerName: '', logic: true, direction: IoDirection.input, flags: 0,
    });
    expect(isInput(createIo({ direction: IoDirection.output }))).toBe(false);
  });

  it('creates a virtual io: virtual flag, normally open (isNo true), not bistable, unlinked', () => {
    const io = createVirtualIo({}, sequentialGuids(3));
    expect(hasIoFlag(io, 'virtual')).toBe(true);
    expect(io).toMatchObject({ isNo: true, bistable: false, link: '' });
    expect(withIoFlag(io, 'monostable', true).isNo).toBe(true);
  });
});
