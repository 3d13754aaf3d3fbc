// The configuration reader in headless Chromium (Debian's, through
// playwright-core, flags as the end-to-end tests use them), against the
// browser's DOMParser on the same text.
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../test/e2e/support/browser-launch';

const ORIGIN = 'http://vigil-bench.invalid';

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./configuration-browser-entry.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser', // a Node-only import would fail the build here
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** Median milliseconds in Chromium of the floor, the model read, DOMParser and MD5 (wasm; crypto-js once). */
export async function measureInChromium(bytes: Buffer, rounds: number): Promise<Record<string, number>> {
  const script = await bundle();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/bench.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
      if (path === '/configuration.xml') return route.fulfill({ body: bytes, contentType: 'application/xml' });
      return route.fulfill({ body: '<!doctype html><meta charset="utf-8"><script src="/bench.js"></script>', contentType: 'text/html' });
    });
    await page.goto(`${ORIGIN}/`);
    return await page.evaluate(async (count) => {
      const loaded = new Uint8Array(await (await fetch('/configuration.xml')).arrayBuffer());
      return (globalThis as unknown as { vigilBench: (bytes: Uint8Array, rounds: number) => Promise<Record<string, number>> }).vigilBench(loaded, count);
    }, rounds);
  } finally {
    await browser.close();
  }
}
