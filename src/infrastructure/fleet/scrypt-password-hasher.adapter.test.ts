import { describe, expect, it } from 'vitest';
import { ScryptPasswordHasherAdapter } from './scrypt-password-hasher.adapter';

const cheap = new ScryptPasswordHasherAdapter({ N: 2 ** 10, r: 8, p: 1 });

describe('ScryptPasswordHasherAdapter', () => {
  it('hashes with a salt of its own each time, self-described, and verifies only the same password', async () => {
    const first = await cheap.hash('Fleet-pass-1');
    const second = await cheap.hash('Fleet-pass-1');
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(second).not.toBe(first);
    expect(await cheap.verify('Fleet-pass-1', first)).toBe(true);
    expect(await cheap.verify('Fleet-pass-2', first)).toBe(false);
    expect(await cheap.verify('fleet-pass-1', first)).toBe(false);
  });

  it('reads the cost from the hash, so that hashes made at another cost still verify', async () => {
    const stronger = await new ScryptPasswordHasherAdapter({ N: 2 ** 11, r: 8, p: 1 }).hash('Fleet-pass-1');
    expect(await cheap.verify('Fleet-pass-1', stronger)).toBe(true);
  });

  it('refuses hashes it cannot read, and costs past its limit, without throwing', async () => {
    const hash = await cheap.hash('Fleet-pass-1');
    for (const bad of ['', 'bcrypt$x', hash.replace('scrypt', 'argon2'), hash.replace('$1024$', '$-1$'), hash.replace('$1024$', `$${2 ** 22}$`), hash.slice(0, -4)]) {
      expect(await cheap.verify('Fleet-pass-1', bad), bad).toBe(false);
    }
  });

  it('the default cost is OWASP minimum for scrypt (N = 2^17, r = 8, p = 1)', async () => {
    expect(await new ScryptPasswordHasherAdapter().hash('x')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});
