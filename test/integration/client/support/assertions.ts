/** Minimal assertions that run unchanged in Node and in the browser page (no test runner there). */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) {
    throw new Error(`check failed: ${message}`);
  }
}

export function equal<T>(actual: T, expected: T, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) {
    throw new Error(`${what}: expected ${e}, got ${a}`);
  }
}

/** The promise must reject with exactly this message. */
export async function rejects(promise: Promise<unknown>, message: string): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    const actual = error instanceof Error ? error.message : String(error);
    if (actual !== message) {
      throw new Error(`expected rejection '${message}', got '${actual}'`);
    }
    return error as Error;
  }
  throw new Error(`expected rejection '${message}', but it resolved`);
}

export function isJpeg(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9;
}
