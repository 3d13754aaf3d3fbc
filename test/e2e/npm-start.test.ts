import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as the user runs it: the real script in its own process, on a
 * free port, serving the production build (`--no-build`: npm test has just
 * built it), then stopped by the signal a terminal or a service manager sends.
 */
const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'vigil-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(): { child: ChildProcess; url: Promise<string>; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['scripts/start.js', '--port', '0', '--no-build', '--initialised', '--data', dataDir], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = new Promise<string>((resolveUrl, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const found = /Vigil console: (http:\/\/\S+)/.exec(output);
      if (found) resolveUrl(found[1]!);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before serving:\n${output}`)));
  });
  const exit = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { child, url, exit };
}

describe('npm start', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)('serves the console and the simulator, and on %s closes and exits 0', async (signal) => {
    const running = start();
    const url = await running.url;
    const index = await fetch(url);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    const application = (await (await fetch(new URL('/api/application', url))).json()) as { name: string };
    expect(application.name).toBe('Vigil Appliance');

    running.child.kill(signal);
    expect(await running.exit).toBe(0);
    await expect(fetch(url)).rejects.toThrow();
  });
});
