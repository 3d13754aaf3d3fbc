import { fork, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Memory stays bounded whatever clients send (docs/security.md): four
 * unauthenticated chunked 200 MB configuration bodies at once leave the
 * server's resident memory within 100 MB of where it started, peak included,
 * on each of the three servers. Each server runs in a child process
 * (support/memory-server.ts) and reports its own figures.
 */
const MB = 1024 * 1024;
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});

interface Memory {
  readonly rss: number;
  readonly peak: number;
}

async function startServer(kind: 'console' | 'simulator' | 'proxy'): Promise<{ url: string; memory: (message: 'reset' | 'read') => Promise<Memory> }> {
  const child = fork(fileURLToPath(new URL('./support/memory-server.ts', import.meta.url)), [kind], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`the ${kind} server ended (${code}) before listening`)));
  });
  const memory = (message: 'reset' | 'read'): Promise<Memory> =>
    new Promise((resolve) => {
      child.once('message', (answer) => resolve(answer as Memory));
      child.send(message);
    });
  return { url, memory };
}

/** 200 MB of spaces, made as they are sent (the test runner holds none of it). */
function twoHundredMegabytes(): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(MB, 0x20);
  return new Readable({
    read() {
      sent += 1;
      this.push(sent <= 200 ? chunk : null);
    },
  });
}

/** A chunked upload of 200 MB without credentials; resolves with the status the server answered (0: closed without one). */
function upload(url: string): Promise<number> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    let status = 0;
    const outgoing = request({ host: hostname, port, path: '/api/configuration', method: 'POST', headers: { 'content-type': 'text/xml', 'transfer-encoding': 'chunked' }, agent: false }, (answer) => {
      status = answer.statusCode ?? 0;
      answer.resume();
      answer.on('end', () => resolve(status));
    });
    outgoing.on('error', () => undefined);
    outgoing.on('close', () => resolve(status));
    const body = twoHundredMegabytes();
    body.pipe(outgoing);
    outgoing.on('close', () => body.destroy());
  });
}

describe('memory under unauthenticated large bodies', () => {
  for (const kind of ['console', 'simulator', 'proxy'] as const) {
    it(`keeps the ${kind} server within 100 MB of where it started`, async () => {
      const server = await startServer(kind);
      // Warm up: the first answers load what every later one uses.
      for (let round = 0; round < 3; round += 1) {
        await fetch(new URL('/api/application', server.url)).then((answer) => answer.text());
        expect(await upload(server.url)).toBe(401);
      }
      const start = await server.memory('reset');
      const statuses = await Promise.all([upload(server.url), upload(server.url), upload(server.url), upload(server.url)]);
      expect(statuses).toEqual([401, 401, 401, 401]);
      const after = await server.memory('read');
      expect((after.peak - start.rss) / MB, `${kind}: peak ${Math.round(after.peak / MB)} MB from ${Math.round(start.rss / MB)} MB`).toBeLessThan(100);
      expect((after.rss - start.rss) / MB).toBeLessThan(100);
    });
  }
});
