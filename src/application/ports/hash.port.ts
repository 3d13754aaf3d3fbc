/**
 * MD5 over the UTF-8 bytes of a string, lower-case hex. Behind a port so the
 * implementation (node:crypto in Node, WebAssembly through hash-wasm in the
 * browser, crypto-js as its fallback) can change without touching the domain.
 */
export interface HashPort {
  md5(text: string): string;
}
