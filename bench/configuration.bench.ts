// Reading, writing and signing a generated configuration of 2,000 devices and
// 10,000 gates (DEVICES and GATES to change them), in one run: medians of
// interleaved rounds as multiples of the floor (decode the bytes, scan once),
// peak memory of each operation in a child process as a multiple of the file
// size, and the same reading in headless Chromium against DOMParser.
// No assertions: figures, with the goals of issue 14 beside them.
// Run: node --expose-gc --import tsx bench/configuration.bench.ts
//   RUNS=5 rounds (default 5), XMLDOM=1 adds bare xmldom, BROWSER=0 skips Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import type { ConfigurationHandle } from '../src/application/configuration/configuration-codec.port';
import type { Configuration } from '../src/domain/configuration/configuration';
import { applySignature } from '../src/domain/configuration/signature';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { measureInChromium } from './configuration-browser';
import { generateConfiguration } from './configuration-generator';
import { peakResidentBytes } from './peak-memory.mjs';

const salt = DEFAULT_CONFIGURATION_SALT;
const hash = new NodeMd5Adapter();
const codec = new XmlConfigurationCodecAdapter<Configuration>(hash, salt);
const decode = (bytes: Buffer): string => new TextDecoder().decode(bytes);

function floor(bytes: Buffer): number {
  const text = decode(bytes);
  let count = 0;
  for (let index = text.indexOf('<'); index >= 0; index = text.indexOf('<', index + 1)) count++;
  return count;
}

function read(bytes: Buffer): { handle: ConfigurationHandle; configuration: Configuration } {
  const reading = codec.read(decode(bytes));
  if (!reading.valid) throw reading.error;
  return reading;
}

/** One device field and one gate field change; everything else is spliced back as read. */
function edit(configuration: Configuration): Configuration {
  const { devices, controller } = configuration;
  const device = devices.length >> 1;
  const gate = controller.gates.length >> 1;
  return {
    ...configuration,
    devices: devices.with(device, { ...devices[device]!, address: '10.0.0.1' }),
    controller: { ...controller, gates: controller.gates.with(gate, { ...controller.gates[gate]!, name: 'Porte modifiée' }) },
  };
}

let prepared: { handle: ConfigurationHandle; edited: Configuration; text: string } | undefined;
function prepare(bytes: Buffer): NonNullable<typeof prepared> {
  if (!prepared) {
    const reading = read(bytes);
    prepared = { handle: reading.handle, edited: edit(reading.configuration), text: decode(bytes) };
  }
  return prepared;
}

const operations: Record<string, (bytes: Buffer) => unknown> = {
  floor,
  read,
  write: (bytes) => {
    const { handle, edited } = prepare(bytes);
    return codec.write(handle, edited, new Date());
  },
  hash: (bytes) => hash.md5(prepare(bytes).text),
  sign: (bytes) => applySignature(prepare(bytes).text, salt, (text) => hash.md5(text)),
  readEditWrite: (bytes) => {
    const reading = read(bytes);
    return codec.write(reading.handle, edit(reading.configuration), new Date());
  },
  ...(process.env.XMLDOM === '1' ? { xmldomParse: (bytes: Buffer) => new DOMParser().parseFromString(decode(bytes), 'text/xml') } : {}),
};

/**
 * Median milliseconds of each operation. Rounds are interleaved (every
 * operation once per round) so that a busy moment on a shared machine weighs
 * on all of them alike and the ratios stay meaningful.
 */
function timeAll(names: readonly string[], bytes: Buffer, runs: number): { wall: Map<string, number>; cpu: Map<string, number> } {
  const wall = new Map<string, number[]>(names.map((name) => [name, []]));
  const cpu = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const name of names) {
      globalThis.gc?.();
      const start = performance.now();
      const used = process.cpuUsage();
      operations[name]!(bytes);
      const spent = process.cpuUsage(used);
      wall.get(name)!.push(performance.now() - start);
      cpu.get(name)!.push((spent.user + spent.system) / 1000);
    }
  }
  const median = (samples: Map<string, number[]>): Map<string, number> =>
    new Map([...samples].map(([name, values]) => [name, values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!]));
  return { wall: median(wall), cpu: median(cpu) };
}

/** Growth of the maximum resident set while one operation runs alone in a fresh process, as a multiple of the file size. */
function peak(name: string, file: string, size: number): number {
  const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', name, file], { encoding: 'utf8' });
  return child.status === 0 ? (JSON.parse(child.stdout) as { peak: number }).peak / size : Number.NaN;
}

const round = (value: number, places = 1): number => +value.toFixed(places);

async function main(): Promise<void> {
  const deviceCount = Number(process.env.DEVICES ?? 2000);
  const gateCount = Number(process.env.GATES ?? 10_000);
  const bytes = Buffer.from(generateConfiguration(deviceCount, gateCount), 'utf8');
  const file = join(mkdtempSync(join(tmpdir(), 'vigil-bench-')), 'configuration.xml');
  writeFileSync(file, bytes);
  const runs = Number(process.env.RUNS ?? 5);
  const mb = (bytes.length / 1024 / 1024).toFixed(1);
  console.log(`configuration of ${mb} MB (${deviceCount} devices, ${gateCount} gates), ${runs} rounds (interleaved), medians; node ${process.version}`);
  const { wall: medians, cpu } = timeAll(Object.keys(operations), bytes, runs);
  const floorMs = medians.get('floor')!;
  const peaks = new Set(['floor', 'read', 'readEditWrite', 'xmldomParse']);
  console.table(Object.keys(operations).map((name) => ({
    operation: name,
    ms: Math.round(medians.get(name)!),
    'x floor': round(medians.get(name)! / floorMs),
    // CPU time of the process (garbage collector threads included): steadier than wall time on a shared machine.
    'cpu ms': Math.round(cpu.get(name)!),
    'cpu x floor': round(cpu.get(name)! / cpu.get('floor')!),
    'peak / size': peaks.has(name) ? round(peak(name, file, bytes.length)) : '',
  })));
  const readRatio = medians.get('read')! / floorMs;
  const readPeak = peak('read', file, bytes.length);
  const writeBudget = 2 * floorMs + medians.get('hash')!;
  console.log(`model read: ${round(readRatio)} × floor (goal ≤ 10); peak ${round(readPeak)} × file size (goal ≤ 10; issue 22 asks ≤ 8 of \`vigil config roundtrip\` on the 35 MB site: \`npm run bench:memory\`)`);
  console.log(`write after one edit: ${Math.round(medians.get('write')!)} ms = ${round(medians.get('write')! / writeBudget, 2)} × (2 × floor + hash = ${Math.round(writeBudget)} ms) (goal ≤ 1)`);
  if (process.env.BROWSER === '0') return;
  const browser = await measureInChromium(bytes, runs);
  const browserFloor = browser.floor!;
  console.log('headless Chromium (same text, same rounds):');
  console.table(Object.entries(browser).map(([operation, ms]) => ({ operation, ms: Math.round(ms), 'x floor': round(ms / browserFloor) })));
  console.log(`Chromium: model read ${round(browser.read! / browserFloor)} × floor, DOMParser ${round(browser.domParser! / browserFloor)} × floor; read = ${round(browser.read! / browser.domParser!, 2)} × DOMParser; MD5 wasm ${Math.round(browser.md5Wasm!)} ms vs crypto-js ${Math.round(browser.md5CryptoJs!)} ms`);
}

if (process.argv[2] === '--child') {
  const bytes = readFileSync(process.argv[4]!);
  globalThis.gc?.();
  // The child's own peak (VmHWM): ru_maxrss would carry the parent's over (peak-memory.mjs).
  const before = peakResidentBytes();
  const kept = operations[process.argv[3]!]!(bytes);
  process.stdout.write(JSON.stringify({ peak: peakResidentBytes() - before, kept: kept === undefined }));
} else {
  await main();
}
