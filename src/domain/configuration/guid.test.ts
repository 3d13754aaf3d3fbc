import { describe, expect, it } from 'vitest';
import { generateGuid, sequentialGuids } from './guid';

describe('guid', () => {
  it('joins two unsigned 64-bit decimal numbers with a dash', () => {
    const guid = generateGuid();
    expect(guid).toMatch(/^\d{1,20}-\d{1,20}$/);
    expect(guid.split('-').every((part) => BigInt(part) < 2n ** 64n)).toBe(true);
  });

  it('composes each number from two 32-bit words, high word first', () => {
    const words = [0xffffffff, 0xffffffff, 0, 7];
    const guid = generateGuid((array) => {
      array.set(words);
      return array;
    });
    expect(guid).toBe('18446744073709551615-7');
  });

  it('gives different guids on successive calls', () => {
    const guids = new Set(Array.from({ length: 50 }, () => generateGuid()));
    expect(guids.size).toBe(50);
  });

  it('counts from a prefix for deterministic ids', () => {
    const next = sequentialGuids(5);
    expect([next(), next(), next()]).toEqual(['5-1', '5-2', '5-3']);
  });
});
