import { createMD5, type IHasher } from 'hash-wasm';
import type { HashPort } from '../../application/ports/hash.port';
import { textChunks } from './text-chunks';

/** UTF-16 units encoded per step: small enough to stay in cache, large enough to amortise the calls. */
const CHUNK = 256 * 1024;

/**
 * MD5 in WebAssembly (hash-wasm) for the browser: about 30× crypto-js on a
 * 24 MB document in Chromium (docs/performance.md). The text is encoded to
 * UTF-8 a chunk at a time into one reused buffer, never as a whole copy.
 * Compiling the module is asynchronous: until it is ready (or if the page's
 * CSP forbids WebAssembly, which needs 'wasm-unsafe-eval'), digests come from
 * the fallback (crypto-js, given by the composition root), which gives the
 * same ones; the decoder worker waits for `ready` so that it signs with
 * WebAssembly whenever WebAssembly is allowed.
 */
export class WasmMd5Adapter implements HashPort {
  private hasher: IHasher | undefined;
  private readonly encoder = new TextEncoder();
  private readonly buffer = new Uint8Array(CHUNK * 3);
  /** Settles once WebAssembly is in use, or known to be unavailable. */
  readonly ready: Promise<boolean>;

  constructor(
    private readonly fallback: HashPort,
    createHasher: () => Promise<IHasher> = createMD5,
  ) {
    this.ready = createHasher().then(
      (hasher) => {
        this.hasher = hasher;
        return true;
      },
      () => false,
    );
  }

  /** Whether digests come from WebAssembly now (false before `ready`, or where WebAssembly is refused). */
  get usesWebAssembly(): boolean {
    return this.hasher !== undefined;
  }

  md5(text: string): string {
    return this.hasher ? this.md5Parts([text]) : this.fallback.md5(text);
  }

  md5Parts(parts: readonly string[]): string {
    const hasher = this.hasher;
    if (!hasher) return this.fallback.md5Parts ? this.fallback.md5Parts(parts) : this.fallback.md5(parts.join(''));
    hasher.init();
    for (const text of parts) {
      for (const chunk of textChunks(text, CHUNK)) {
        const { written } = this.encoder.encodeInto(chunk, this.buffer);
        hasher.update(this.buffer.subarray(0, written));
      }
    }
    return hasher.digest('hex');
  }
}
