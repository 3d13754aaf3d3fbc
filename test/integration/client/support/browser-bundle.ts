import { build } from 'esbuild';

/**
 * Bundles the shared cases (and with them the client library, unchanged) for
 * the browser page: the same code the Node test runs, in one IIFE that sets
 * `window.vigilClientCases`. esbuild comes with tsx.
 */
export async function bundleClientCases(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import { clientCases, runCase } from './client-cases';\n(globalThis as any).vigilClientCases = { clientCases, runCase };\n",
      resolveDir: new URL('.', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
  });
  const output = result.outputFiles[0];
  if (!output) {
    throw new Error('esbuild produced nothing');
  }
  return output.text;
}

export const TEST_PAGE = '<!doctype html><html><head><meta charset="utf-8"><title>client cases</title><script src="/__client-test/cases.js"></script></head><body></body></html>';
