import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CryptoJsMd5Adapter } from './crypto-js-md5.adapter';
import { NodeMd5Adapter } from './node-md5.adapter';
import { WasmMd5Adapter } from './wasm-md5.adapter';
import { propertyParameters } from '../../../test/support/property-seed';

describe('WasmMd5Adapter', () => {
  const node = new NodeMd5Adapter();

  it('hashes the UTF-8 bytes of any text as node:crypto does, pairs across chunk ends included', async () => {
    const wasm = new WasmMd5Adapter(new CryptoJsMd5Adapter());
    expect(await wasm.ready).toBe(true);
    expect(wasm.md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e');
    const straddling = `${'a'.repeat(256 * 1024 - 1)}😀${'é中'.repeat(300_000)}`;
    expect(wasm.md5(straddling)).toBe(node.md5(straddling));
    fc.assert(fc.property(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'grapheme' }), (a, b) => {
      expect(wasm.md5(a + b)).toBe(node.md5(a + b));
    }), propertyParameters());
  });

  it('hashes parts as their concatenation', async () => {
    const wasm = new WasmMd5Adapter(new CryptoJsMd5Adapter());
    await wasm.ready;
    const block = `${'<name>Entrée — quai</name>'.repeat(20_000)}`;
    expect(wasm.md5Parts([block, 'salt'])).toBe(node.md5(`${block}salt`));
    fc.assert(fc.property(fc.array(fc.string({ unit: 'grapheme' })), (parts) => {
      expect(wasm.md5Parts(parts)).toBe(node.md5(parts.join('')));
    }), propertyParameters());
  });

  it('gives the same digests through its fallback before the module is ready', () => {
    const early = new WasmMd5Adapter(new CryptoJsMd5Adapter());
    expect(early.usesWebAssembly).toBe(false);
    expect(early.md5('Entrée & quai')).toBe(node.md5('Entrée & quai'));
    expect(early.md5Parts(['Entrée', ' & ', 'quai'])).toBe(node.md5('Entrée & quai'));
  });
});
