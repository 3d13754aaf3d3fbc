// Bundled for Chromium by configuration-browser.ts: the same reader as in Node
// (no Node-only import), against the browser's own DOMParser on the same text.
import MD5 from 'crypto-js/md5.js';
import { WasmMd5Adapter } from '../src/infrastructure/crypto/wasm-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';

function floor(bytes: Uint8Array): number {
  const text = new TextDecoder().decode(bytes);
  let count = 0;
  for (let index = text.indexOf('<'); index >= 0; index = text.indexOf('<', index + 1)) count++;
  return count;
}

async function measure(bytes: Uint8Array, rounds: number): Promise<Record<string, number>> {
  const hash = new WasmMd5Adapter({ md5: (text) => MD5(text).toString() });
  await hash.ready;
  const codec = new XmlConfigurationCodecAdapter(hash, DEFAULT_CONFIGURATION_SALT);
  const text = new TextDecoder().decode(bytes);
  const operations: Record<string, () => unknown> = {
    floor: () => floor(bytes),
    read: () => {
      const reading = codec.read(new TextDecoder().decode(bytes));
      if (!reading.valid) throw reading.error;
    },
    domParser: () => new DOMParser().parseFromString(new TextDecoder().decode(bytes), 'application/xml'),
    md5Wasm: () => hash.md5(text),
  };
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(operations).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, operation] of Object.entries(operations)) {
      const start = performance.now();
      operation();
      samples[name]!.push(performance.now() - start);
    }
  }
  const start = performance.now();
  MD5(text).toString(); // crypto-js once: several seconds on 24 MB
  const medians = Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, values.sort((a, b) => a - b)[values.length >> 1]!]));
  return { ...medians, md5CryptoJs: performance.now() - start };
}

(globalThis as unknown as { vigilBench: typeof measure }).vigilBench = measure;
