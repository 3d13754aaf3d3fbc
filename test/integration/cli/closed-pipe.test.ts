import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `vigil config … | head -1`: the reader closes the pipe after its first
 * line, and the command ends quietly with status 0 instead of printing
 * Node's EPIPE stack trace (docs/security.md).
 */
const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'vigil-pipe-'));
const large = join(dir, 'large.xml');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function vigil(args: string[], onFirstChunk: 'close' | 'read'): Promise<{ code: number | null; stderr: string; chunks: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'bin/vigil.js'), 'config', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    let chunks = 0;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', () => {
      chunks += 1;
      if (onFirstChunk === 'close') child.stdout.destroy();
    });
    child.on('close', (code) => resolve({ code, stderr, chunks }));
  });
}

beforeAll(async () => {
  // The sample with 10 MB more of an element the model does not know, signed: a roundtrip writes it all.
  const sample = readFileSync(join(root, 'test/fixtures/configuration/sample.xml'), 'utf8');
  writeFileSync(large, sample.replace('</configuration>', `${`<note>${'x'.repeat(100)}</note>\n`.repeat(100_000)}</configuration>`));
  const signed = await vigil(['sign', large, '-o', large], 'read');
  expect(signed).toMatchObject({ code: 0, stderr: '' });
});

describe('a closed output pipe', () => {
  // Each run starts a command line on a 10 MB document: a generous limit on a busy machine, no timing assertion.
  it('ends roundtrip and json quietly with status 0, every time', { timeout: 180_000 }, async () => {
    for (const command of ['roundtrip', 'roundtrip', 'json']) {
      const result = await vigil([command, large], 'close');
      expect(result.chunks, command).toBeGreaterThan(0);
      expect(result, command).toMatchObject({ code: 0, stderr: '' });
    }
  });

  it('still writes everything to a reader that stays', { timeout: 60_000 }, async () => {
    const result = await vigil(['roundtrip', large], 'read');
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.chunks).toBeGreaterThan(1);
  });
});
