import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretSealerPort } from '../../application/ports/secret-sealer.port';

const PREFIX = 'vigil-sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

function subkey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `vigil ${purpose}`, 32));
}

/**
 * AES-256-GCM with node:crypto. Deterministic sealing takes its nonce from
 * an HMAC-SHA-256 of the secret under a second key (the synthetic-IV idea of
 * AES-SIV, RFC 5297): a nonce repeats only with the same secret, which then
 * gives the same ciphertext, never two messages under one nonce. Both keys
 * are derived from the server's key with HKDF.
 */
export class AesSecretSealerAdapter implements SecretSealerPort {
  private readonly encryption: Buffer;
  private readonly nonce: Buffer;

  constructor(key: Buffer) {
    this.encryption = subkey(key, 'secrets aes-256-gcm');
    this.nonce = subkey(key, 'secrets synthetic nonce');
  }

  seal(secret: string, mode: 'deterministic' | 'random'): string {
    const iv = mode === 'deterministic' ? createHmac('sha256', this.nonce).update(secret, 'utf8').digest().subarray(0, IV_BYTES) : randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryption, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  }

  unseal(sealed: string): string {
    if (!this.isSealed(sealed)) throw new Error('not a sealed secret');
    const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new Error('a sealed secret is cut short');
    const decipher = createDecipheriv('aes-256-gcm', this.encryption, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    try {
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch (error) {
      throw new Error('a sealed secret cannot be opened: it was altered, or sealed with another key (VIGIL_SECRET_KEY or secret.key)', { cause: error });
    }
  }

  isSealed(text: string): boolean {
    return text.startsWith(PREFIX);
  }
}
