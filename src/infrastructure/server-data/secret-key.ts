import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const SECRET_KEY_ENV = 'VIGIL_SECRET_KEY';
const KEY_BYTES = 32;

/** A key that cannot be used (wrong length, not base64 or hex): the server does not start. */
export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

/** 32 bytes from base64 or 64 hex digits. */
export function parseSecretKey(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (bytes.length !== KEY_BYTES) {
    throw new SecretKeyError(`${origin} must hold a key of ${KEY_BYTES} bytes (base64, or 64 hexadecimal digits); make one with: openssl rand -base64 32`);
  }
  return bytes;
}

/**
 * The key that encrypts secrets at rest (docs/history.md, "Keys"): the
 * environment's VIGIL_SECRET_KEY when set, else `secret.key` in the data
 * directory, made (32 random bytes, base64, mode 0600) on first start. Lose it
 * and the stored secrets cannot be read back: back it up apart from the database.
 */
export function loadSecretKey(path: string, env: Record<string, string | undefined>): { readonly key: Buffer; readonly origin: 'environment' | 'file' | 'created' } {
  const given = env[SECRET_KEY_ENV];
  if (given !== undefined && given !== '') return { key: parseSecretKey(given, SECRET_KEY_ENV), origin: 'environment' };
  if (existsSync(path)) return { key: parseSecretKey(readFileSync(path, 'utf8'), path), origin: 'file' };
  const key = randomBytes(KEY_BYTES);
  writeFileSync(path, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  return { key, origin: 'created' };
}
