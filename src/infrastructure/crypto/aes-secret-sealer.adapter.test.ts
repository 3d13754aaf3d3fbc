import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AesSecretSealerAdapter } from './aes-secret-sealer.adapter';

describe('AesSecretSealerAdapter', () => {
  const sealer = new AesSecretSealerAdapter(randomBytes(32));

  it('gives every secret back, sealed either way, as printable text that does not hold it', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'grapheme' }), fc.constantFrom('deterministic' as const, 'random' as const), (secret, mode) => {
        const sealed = sealer.seal(secret, mode);
        expect(sealed).toMatch(/^vigil-sealed:v1:[A-Za-z0-9_-]+$/);
        expect(sealer.isSealed(sealed)).toBe(true);
        expect(sealer.unseal(sealed)).toBe(secret);
      }),
    );
    expect(sealer.seal('Door-alarm-2026', 'random')).not.toContain('Door-alarm');
  });

  it('seals a secret to the same text deterministically, to a new text at random, and two secrets apart', () => {
    expect(sealer.seal('s3cret', 'deterministic')).toBe(sealer.seal('s3cret', 'deterministic'));
    expect(sealer.seal('s3cret', 'deterministic')).not.toBe(sealer.seal('s3cres', 'deterministic'));
    expect(sealer.seal('s3cret', 'random')).not.toBe(sealer.seal('s3cret', 'random'));
  });

  it('refuses a sealed text that was altered, or that another key sealed', () => {
    const sealed = sealer.seal('s3cret', 'random');
    const altered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BA' : 'AA');
    expect(() => sealer.unseal(altered)).toThrow(/altered, or sealed with another key/);
    expect(() => new AesSecretSealerAdapter(randomBytes(32)).unseal(sealed)).toThrow(/another key/);
    expect(() => sealer.unseal('plain')).toThrow(/not a sealed secret/);
  });
});
