import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../../composition/config-cli';
import { printable, readUtf8File } from './utf8-file';

/**
 * `vigil config` on hostile input (docs/security.md): a document nested
 * deeper than `check` accepts is refused by `query` with the same code and
 * message; a file that is not UTF-8 is named, with its first undecodable
 * byte, and nothing read from a file reaches standard error raw.
 */
const sample = readFileSync(fileURLToPath(new URL('../../../../test/fixtures/configuration/sample.xml', import.meta.url)), 'utf8');
const dir = mkdtempSync(join(tmpdir(), 'vigil-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: { write: (chunk: string) => (stdout += chunk) }, stderr: { write: (chunk: string) => (stderr += chunk) }, env: {} });
  return { code, stdout, stderr };
}

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The sample with elements nested `depth` deep in it, signed: a document `check` reads to the end unless the depth stops it. */
async function nested(depth: number): Promise<string> {
  const path = file(`nested-${depth}.xml`, sample.replace('</configuration>', `${'<deep>'.repeat(depth)}${'</deep>'.repeat(depth)}</configuration>`));
  expect((await run(['sign', path, '-o', path])).code).toBe(0);
  return path;
}

/** True when the bytes are UTF-8 as the standard decoder reads it. */
function decodable(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

describe('vigil config on hostile input', () => {
  it('query refuses a document nested a million deep with the message check gives, at once', async () => {
    const deep = await nested(1_000_000);
    const check = await run(['check', deep]);
    const query = await run(['query', deep, 'count(//device)']);
    const message = 'CONFIG.TOO_DEEP: document too deep: elements nested more than 10000 levels';
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(new RegExp(`^invalid configuration: ${message} \\(line \\d+, column \\d+\\)\\n$`));
    expect(query.code).toBe(1);
    expect(query.stderr).toBe(check.stderr.slice('invalid configuration: '.length));
  });

  it('query reads what check reads: nested 9,000 deep', async () => {
    const deep = await nested(9_000);
    expect((await run(['check', deep])).stderr).not.toContain('TOO_DEEP');
    expect(await run(['query', deep, 'count(//deep)'])).toMatchObject({ code: 0, stdout: '9000\n' });
  });

  it('names a binary file and its first undecodable byte, in every command, echoing none of it', async () => {
    const binary = file('camera.bin', Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x3c, 0x61, 0x3e, 0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]));
    for (const args of [['check', binary], ['query', binary, '//a'], ['json', binary], ['roundtrip', binary], ['diff', binary, binary], ['get', binary, 'configuration']]) {
      const result = await run(args);
      expect(result.code, args[0]).toBe(1);
      expect(result.stderr, args[0]).toBe(`${binary} is not UTF-8 text: byte 0xFF at offset 11 cannot be decoded\n`);
    }
  });

  it('names the control character of a UTF-8 file that is not XML, in query as in check', async () => {
    const text = file('controls.xml', 'hello \u0001\u0002 world <a>x</a>');
    const check = await run(['check', text]);
    expect(check.stderr).toBe('invalid configuration: CONFIG.MALFORMED_XML: malformed XML: line 1, column 7: character U+0001 is not allowed in XML\n');
    const query = await run(['query', text, '//a']);
    expect(query.stderr).toBe(check.stderr.slice('invalid configuration: '.length));
  });

  it('never writes a raw control character to standard error, whatever the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), fc.constantFrom('check', 'query', 'json'), async (bytes, command) => {
        const path = file('generated.bin', bytes);
        const result = await run(command === 'query' ? [command, path, '//a'] : [command, path]);
        expect(result.stderr).not.toMatch(RAW_CONTROL);
        if (!decodable(bytes)) expect(result.stderr).toMatch(/is not UTF-8 text: byte 0x[0-9A-F]{2} at offset \d+ cannot be decoded\n$/);
      }),
      { numRuns: 150 },
    );
  });

  it('refuses a file exactly when TextDecoder cannot decode it, naming the first byte it cannot', () => {
    const utf8 = fc.oneof(fc.uint8Array({ maxLength: 24 }), fc.string({ unit: 'binary', maxLength: 12 }).map((text) => new TextEncoder().encode(text)));
    fc.assert(
      fc.property(utf8, fc.uint8Array({ maxLength: 6 }), (valid, tail) => {
        const bytes = Uint8Array.from([...valid, ...tail]);
        const path = file('decoded.txt', bytes);
        let refusal = '';
        try {
          expect(readUtf8File(path)).toBe(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes));
        } catch (error) {
          refusal = (error as Error).message;
        }
        expect(refusal === '').toBe(decodable(bytes));
        const at = /at offset (\d+)/.exec(refusal);
        // The bytes before the one named decode; the one named cannot start a valid rest.
        if (at) expect(decodable(bytes.subarray(0, Number(at[1])))).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(readUtf8File(file('fine.txt', 'été 😀 \uFFFD'))).toBe('été 😀 \uFFFD');
    expect(printable('a\u0001b\tc\nd\u009b')).toBe('a\\x01b\tc\nd\\x9b');
  });
});
