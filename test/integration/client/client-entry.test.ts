import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../../e2e/support/browser';
import { PASSWORD, startClientSimulator, USERNAME, type RunningSimulator } from './support/client-simulator';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../../', import.meta.url));

/** A script of an integrator: imports the package's entry point by name, as from any project that depends on Vigil. */
const NODE_SCRIPT = `
import { Server, PTZ_WRITE_RIGHT, readPersistentMultipart, HttpRequestError } from 'vigil/client';

const server = await new Server(process.env.VIGIL_CLIENT_URL).load();
const input = [...server.streams.values()].find((stream) => stream.writable);
const written = await server.writeio(input.guid, 1);
const value = await server.readio(input.guid);
console.log(JSON.stringify({ streams: server.streams.size, right: PTZ_WRITE_RIGHT, written, value, reader: typeof readPersistentMultipart, error: new HttpRequestError('X', 'x') instanceof Error }));
`;

/** A page of an integrator, built by Vite: the same import, bundled for the browser. */
const PAGE_SCRIPT = `
import { Server, PTZ_WRITE_RIGHT } from 'vigil/client';

(globalThis as unknown as { vigilEntry: () => Promise<unknown> }).vigilEntry = async () => {
  const server = await new Server({ name: 'Page', host: { public: { address: location.hostname, ports: { http: Number(location.port) } } }, auth: { username: '${USERNAME}', password: '${PASSWORD}' } }).load();
  const camera = [...server.streams.values()].find((stream) => stream.type === 'video')!;
  const { contentType } = await server.imageref(camera.guid);
  return { streams: server.streams.size, right: PTZ_WRITE_RIGHT, contentType };
};
`;

const VITE_BUILD = `
import { build } from 'vite';
await build({ root: process.cwd(), base: '/__entry/', configFile: false, logLevel: 'error', build: { outDir: 'dist', emptyOutDir: true } });
`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };

/**
 * The client library as its users get it: the `vigil/client` entry point
 * (package.json `exports`), from a plain Node script run with tsx and from a
 * browser page bundled by Vite, both against the simulated appliance. The
 * scripts live inside the repository so that the package's own name resolves
 * (a package may import itself through its `exports`).
 */
describe('client library entry point (vigil/client)', () => {
  let simulator: RunningSimulator;
  let directory: string;
  let browser: Browser | undefined;

  beforeAll(async () => {
    await mkdir(join(root, 'test-results'), { recursive: true });
    directory = await mkdtemp(join(root, 'test-results', 'client-entry-'));
    simulator = await startClientSimulator((app) => {
      app.get('/__entry/*', async (c) => {
        const path = new URL(c.req.url).pathname.slice('/__entry/'.length) || 'index.html';
        if (path.includes('..')) return c.notFound();
        const body = await readFile(join(directory, 'dist', path)).catch(() => null);
        return body ? c.body(body, 200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' }) : c.notFound();
      });
    });
  });

  afterAll(async () => {
    await browser?.close();
    await simulator?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('is imported by name from a plain Node script (node --import tsx)', async () => {
    await writeFile(join(directory, 'script.mjs'), NODE_SCRIPT);
    const url = `http://${USERNAME}:${PASSWORD}@${new URL(simulator.origin).host}/?name=Script`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'script.mjs'], { cwd: directory, env: { ...process.env, VIGIL_CLIENT_URL: url }, timeout: 60_000 });
    expect(JSON.parse(stdout)).toEqual({ streams: 8, right: 'ptz-write', written: true, value: { defined: true, value: 1 }, reader: 'function', error: true });
  });

  it('is bundled by Vite into a browser page that talks to the appliance', async () => {
    await writeFile(join(directory, 'index.html'), '<!doctype html><html><head><meta charset="utf-8"><title>entry</title></head><body><script type="module" src="./main.ts"></script></body></html>');
    await writeFile(join(directory, 'main.ts'), PAGE_SCRIPT);
    await writeFile(join(directory, 'build.mjs'), VITE_BUILD);
    await run(process.execPath, ['build.mjs'], { cwd: directory, timeout: 120_000 });
    const bundle = await readFile(join(directory, 'dist', 'index.html'), 'utf8');
    expect(bundle).toContain('/__entry/assets/');

    browser = await launchBrowser();
    const page = await browser.newPage();
    await page.goto(`${simulator.origin}/__entry/index.html`);
    await page.waitForFunction(() => 'vigilEntry' in globalThis);
    const result = await page.evaluate(() => (globalThis as unknown as { vigilEntry: () => Promise<unknown> }).vigilEntry());
    expect(result).toEqual({ streams: 8, right: 'ptz-write', contentType: 'image/jpeg' });
  });
});
