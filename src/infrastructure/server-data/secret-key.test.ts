import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSecretKey, SecretKeyError } from './secret-key';

describe('the secret key', () => {
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(join(tmpdir(), 'vigil-key-'));
    folders.push(made);
    return made;
  };
  afterEach(() => folders.splice(0).forEach((made) => rmSync(made, { recursive: true, force: true })));

  it('is made once in the data directory, readable by its owner only, and read back the same', () => {
    const path = join(folder(), 'secret.key');
    const made = loadSecretKey(path, {});
    expect(made.origin).toBe('created');
    expect(made.key).toHaveLength(32);
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64')).toEqual(made.key);
    expect(loadSecretKey(path, {})).toEqual({ key: made.key, origin: 'file' });
  });

  it('comes from VIGIL_SECRET_KEY when set (base64 or hex), and no file is made', () => {
    const path = join(folder(), 'secret.key');
    const hex = 'ab'.repeat(32);
    expect(loadSecretKey(path, { VIGIL_SECRET_KEY: hex })).toEqual({ key: Buffer.from(hex, 'hex'), origin: 'environment' });
    expect(loadSecretKey(path, { VIGIL_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }).key).toEqual(Buffer.alloc(32, 7));
    expect(() => readFileSync(path)).toThrow();
  });

  it('refuses a key of the wrong length, saying how to make one', () => {
    expect(() => loadSecretKey(join(folder(), 'secret.key'), { VIGIL_SECRET_KEY: 'short' })).toThrow(SecretKeyError);
    expect(() => loadSecretKey(join(folder(), 'secret.key'), { VIGIL_SECRET_KEY: 'short' })).toThrow(/32 bytes .*openssl rand -base64 32/);
  });
});
