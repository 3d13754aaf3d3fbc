/**
 * MD5 over the UTF-8 bytes of a string, lower-case hex. Behind a port so the
 * implementation (node:crypto in Node, WebAssembly through hash-wasm in the
 * browser, crypto-js as its fallback) can change without touching the domain.
 */
export interface HashPort {
  md5(text: string): string;
  /**
   * The MD5 of the parts' concatenation, without making it: a document's signed
   * block is hashed straight from the text that was read, not copied with the
   * salt appended (docs/performance.md, "Memory of a read"). No part ends inside
   * a surrogate pair (the callers cut at markup). Optional: without it the parts
   * are joined and given to `md5`.
   */
  md5Parts?(parts: readonly string[]): string;
}
