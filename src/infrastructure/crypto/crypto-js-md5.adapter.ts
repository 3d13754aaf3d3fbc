import MD5 from 'crypto-js/md5.js';
import type { HashPort } from '../../application/ports/hash.port';

/** Runs everywhere (browser and Node); CryptoJS.MD5 hashes the string's UTF-8 bytes. */
export class CryptoJsMd5Adapter implements HashPort {
  md5(text: string): string {
    return MD5(text).toString();
  }
}
