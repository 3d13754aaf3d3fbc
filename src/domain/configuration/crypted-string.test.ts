import { describe, expect, it } from 'vitest';
import { cryptedString, plainString, setCryptedValue } from './crypted-string';

describe('crypted string', () => {
  it('clears the encrypted flag when a value is set', () => {
    const read = cryptedString('Q2lwaGVy', true);
    const set = setCryptedValue(read, 's3cret');
    expect(set).toEqual({ value: 's3cret', crypted: false });
    expect(read.crypted).toBe(true);
  });

  it('clears the flag even when the new value equals the ciphertext', () => {
    expect(setCryptedValue(cryptedString('Q2lwaGVy', true), 'Q2lwaGVy')).toEqual({ value: 'Q2lwaGVy', crypted: false });
  });

  it('keeps the same object when a plain value is set to itself, so the codec sees no edit', () => {
    const plain = plainString('same');
    expect(setCryptedValue(plain, 'same')).toBe(plain);
    expect(setCryptedValue(plain, 'other')).not.toBe(plain);
  });

  it('starts empty and plain', () => {
    expect(plainString()).toEqual({ value: '', crypted: false });
  });
});
