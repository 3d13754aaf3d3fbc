import { describe, expect, it } from 'vitest';
import { normaliseProductCode } from './product-code';

describe('normaliseProductCode', () => {
  it('ignores spaces and dashes and stores upper-case', () => {
    expect(normaliseProductCode('abcd-efgh ijkl-mnop qrst-uvwx-1234')).toBe('ABCDEFGHIJKLMNOPQRSTUVWX1234');
  });

  it.each(['', 'ABCDEFGHIJKLMNOPQRSTUVWX123', 'ABCDEFGHIJKLMNOPQRSTUVWX12345', 'ABCDEFGHIJKLMNOPQRSTUVWX12_4', 'ÀBCDEFGHIJKLMNOPQRSTUVWX1234'])('refuses %j', (code) => {
    expect(normaliseProductCode(code)).toBeNull();
  });
});
