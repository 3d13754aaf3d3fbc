import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('the configuration reader in a browser', () => {
  it('bundles for the browser with no Node-only import (the worker runs the same reader as the CLI)', async () => {
    const entry = "export { XmlConfigurationCodecAdapter } from './xml-configuration-codec.adapter';\nexport { WasmMd5Adapter } from '../crypto/wasm-md5.adapter';\n";
    const result = await build({
      stdin: { contents: entry, resolveDir: new URL('.', import.meta.url).pathname, loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser', // resolving node:fs, node:crypto or a Node built-in fails the build
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0]!.text).not.toMatch(/from\s+["']node:/);
  }, 30_000);
});
