/**
 * MD5 over the UTF-8 bytes of a string, lower-case hex. Behind a port so the
 * implementation (crypto-js in the browser, node:crypto or hash-wasm elsewhere)
 * can change without touching the domain.
 */
export interface HashPort {
  md5(text: string): string;
}
