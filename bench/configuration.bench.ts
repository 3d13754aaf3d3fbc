// Reading, writing and signing a generated 10 MB configuration, as ratios in the
// same run to bare @xmldom/xmldom (parse + serialize) and to the floor (decode
// the bytes, scan once); peak memory of each operation, measured in a child
// process, as a multiple of the file size. No assertions: figures only.
// Run: node --expose-gc --import tsx bench/configuration.bench.ts
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { applySignature } from '../src/domain/configuration/signature';
import { CryptoJsMd5Adapter } from '../src/infrastructure/crypto/crypto-js-md5.adapter';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../src/infrastructure/settings/configuration-salt';
import type { Configuration } from '../src/domain/configuration/configuration';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';

const salt = DEFAULT_CONFIGURATION_SALT;
const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), salt, undefined, 64 * 1024 * 1024);
const sampleFile = fileURLToPath(new URL('../test/fixtures/configuration/sample.xml', import.meta.url));

function generate(targetBytes: number): string {
  const sample = codec.read(readFileSync(sampleFile, 'utf8'));
  if (!sample.valid) throw sample.error;
  const base = sample.configuration;
  const build = (count: number): string => {
    const contacts = [...base.contacts];
    const groups = [...base.groups];
    while (contacts.length < count) {
      const index = contacts.length;
      contacts.push({ id: `${9_000_000 + index}-${index}`, name: `Contact ${index} Müller`, firstname: 'François', mail: `c${index}@example.com`, phone: `+33 6 ${index}`, description: `Astreinte & relève n°${index}` });
    }
    while (groups.length < count / 10) groups.push({ ...base.groups[2]!, id: `${8_000_000 + groups.length}-1`, name: `Équipe ${groups.length}` });
    return codec.render({ ...base, contacts, groups }, new Date(2027, 0, 1));
  };
  // Size grows linearly with the count: one probe, then the count for the target.
  const probe = build(1000).length;
  const text = build(Math.round((1000 * targetBytes) / probe));
  return text;
}

function floor(bytes: Buffer): number {
  const text = new TextDecoder().decode(bytes);
  let count = 0;
  for (let index = text.indexOf('<'); index >= 0; index = text.indexOf('<', index + 1)) count++;
  return count;
}

const operations: Record<string, (bytes: Buffer) => unknown> = {
  floor,
  xmldom: (bytes) => new XMLSerializer().serializeToString(new DOMParser().parseFromString(bytes.toString('utf8'), 'text/xml')),
  xmldomParse: (bytes) => new DOMParser().parseFromString(bytes.toString('utf8'), 'text/xml'),
  read: (bytes) => codec.read(bytes.toString('utf8')),
  readWrite: (bytes) => {
    const reading = codec.read(bytes.toString('utf8'));
    if (!reading.valid) throw reading.error;
    const contacts = reading.configuration.contacts.map((contact, index) => (index === 7 ? { ...contact, phone: '+1 555' } : contact));
    return codec.write(reading.handle, { ...reading.configuration, contacts }, new Date());
  },
  signNode: (bytes) => applySignature(bytes.toString('utf8'), salt, (text) => new NodeMd5Adapter().md5(text)),
  signCryptoJs: (bytes) => applySignature(bytes.toString('utf8'), salt, (text) => new CryptoJsMd5Adapter().md5(text)),
};

function time(operation: (bytes: Buffer) => unknown, bytes: Buffer, runs: number): number {
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    globalThis.gc?.();
    const start = performance.now();
    operation(bytes);
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

if (process.argv[2] === '--child') {
  const bytes = readFileSync(process.argv[4]!);
  globalThis.gc?.();
  const before = process.resourceUsage().maxRSS;
  const kept = operations[process.argv[3]!]!(bytes);
  process.stdout.write(JSON.stringify({ peak: (process.resourceUsage().maxRSS - before) * 1024, kept: kept === undefined }));
} else {
  const text = generate(10 * 1024 * 1024);
  const bytes = Buffer.from(text, 'utf8');
  const file = join(mkdtempSync(join(tmpdir(), 'vigil-bench-')), 'configuration.xml');
  writeFileSync(file, bytes);
  const runs = Number(process.env.RUNS ?? 3);
  const mb = (bytes.length / 1024 / 1024).toFixed(1);
  console.log(`configuration of ${mb} MB, ${runs} runs each, median; node ${process.version}`);
  const floorMs = time(operations.floor!, bytes, runs);
  const xmldomMs = time(operations.xmldom!, bytes, runs);
  const rows = Object.keys(operations).map((name) => {
    const ms = name === 'floor' ? floorMs : name === 'xmldom' ? xmldomMs : time(operations[name]!, bytes, runs);
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', name, file], { encoding: 'utf8' });
    const peak = child.status === 0 ? (JSON.parse(child.stdout) as { peak: number }).peak / bytes.length : Number.NaN;
    return { operation: name, ms: Math.round(ms), 'x floor': +(ms / floorMs).toFixed(1), 'x xmldom': +(ms / xmldomMs).toFixed(2), 'peak / size': +peak.toFixed(1) };
  });
  console.table(rows);
}
