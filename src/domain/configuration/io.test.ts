import { describe, expect, it } from 'vitest';
import { sequentialGuids } from './guid';
import {
  createIo, createVirtualIo, hasIoFlag, IoDirection, IoFlag, ioFlagNames, ioFlags, ioVariant, isInput, isMonostable, isNormallyClosed, withIoFlag, withIoLink, withMonostable, withNormallyClosed,
} from './io';

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

describe('the contact and the behaviour of each variant', () => {
  const physical = createIo({ id: '1-1' });
  const virtual = createIo({ id: '1-2', flags: IoFlag.virtual });

  it('reads normally closed from flag 16 or is-no off, monostable from flag 32 or bistable off', () => {
    expect(isNormallyClosed(physical)).toBe(false);
    expect(isNormallyClosed({ ...physical, flags: 16 })).toBe(true);
    expect(isNormallyClosed(virtual)).toBe(false);
    expect(isNormallyClosed({ ...virtual, isNo: true })).toBe(false);
    expect(isNormallyClosed({ ...virtual, isNo: false })).toBe(true);
    expect(isMonostable(virtual)).toBe(false);
    expect(isMonostable({ ...virtual, bistable: false })).toBe(true);
    expect(isMonostable({ ...virtual, bistable: true })).toBe(false);
    expect(isMonostable({ ...physical, flags: 32 })).toBe(true);
    expect(isMonostable(createVirtualIo({}, sequentialGuids(1)))).toBe(true);
  });

  it('says a virtual io’s contact with is-no and behaviour with bistable, a physical one’s with flags', () => {
    expect(withNormallyClosed(virtual, true)).toEqual({ ...virtual, isNo: false });
    expect(withNormallyClosed({ ...virtual, flags: 17 }, false)).toEqual({ ...virtual, flags: 1, isNo: true });
    expect(withMonostable(virtual, true)).toEqual({ ...virtual, bistable: false });
    expect(withMonostable({ ...virtual, flags: 33, bistable: false }, false)).toEqual({ ...virtual, flags: 1, bistable: true });
    expect(withNormallyClosed(physical, true)).toEqual({ ...physical, flags: 16 });
    expect(withMonostable(physical, true)).toEqual({ ...physical, flags: 32 });
    // An io that has is-no says it there, virtual or not.
    expect(withNormallyClosed({ ...physical, isNo: true }, true)).toEqual({ ...physical, isNo: false });
    expect(withNormallyClosed(virtual, false)).toBe(virtual);
    expect(withMonostable(physical, false)).toBe(physical);
  });

  it('attaches an io to a link, and names each variant by its fields', () => {
    expect(withIoLink(virtual, '')).toBe(virtual);
    expect(withIoLink(virtual, '5-5')).toEqual({ ...virtual, link: '5-5' });
    expect(ioVariant(physical)).toBe('io');
    expect(ioVariant({ ...physical, isInput: false })).toBe('with-is-input');
    expect(ioVariant({ ...physical, linkId: '' })).toBe('with-link-id');
    expect(ioVariant({ ...physical, link: '5-5' })).toBe('with-link');
    expect(ioVariant(createVirtualIo({}, sequentialGuids(1)))).toBe('virtual');
  });
});
