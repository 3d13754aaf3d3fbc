import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasherPort } from '../../application/fleet/ports/password-hasher.port';

/** OWASP's scrypt minimum (N = 2^17, r = 8, p = 1): 128 MiB and about a tenth of a second per hash. */
const DEFAULT_COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * Operators' passwords hashed with scrypt (node:crypto, memory-hard; no
 * native module to build), stored self-described as
 * `scrypt$N$r$p$salt$hash` (base64) so that the cost can be raised later
 * without losing the hashes made before.
 */
export class ScryptPasswordHasherAdapter implements PasswordHasherPort {
  constructor(private readonly cost: { readonly N: number; readonly r: number; readonly p: number } = DEFAULT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    return ['scrypt', this.cost.N, this.cost.r, this.cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const parts = hash.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
    if (![N, r, p].every((value) => Number.isInteger(value) && value > 0) || N > 2 ** 20) return false;
    const expected = Buffer.from(parts[5]!, 'base64');
    const key = await derive(password, Buffer.from(parts[4]!, 'base64'), { N, r, p });
    return expected.length === key.length && timingSafeEqual(expected, key);
  }
}
