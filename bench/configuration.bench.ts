// Reading, writing and signing a generated configuration of 2,000 devices and
// 10,000 gates (DEVICES and GATES to change them), as ratios in the
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
import { GATE_TYPES, type Gate } from '../src/domain/configuration/controller/gate';
import { createGate } from '../src/domain/configuration/controller/gate-factory';
import type { Device } from '../src/domain/configuration/device/device';
import { sequentialGuids } from '../src/domain/configuration/guid';
import { nativeCamera, onvifPtzCamera, recorderWithIo } from '../test/mothers/device.mother';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';

const salt = DEFAULT_CONFIGURATION_SALT;
const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), salt, undefined, 64 * 1024 * 1024);
const sampleFile = fileURLToPath(new URL('../test/fixtures/configuration/sample.xml', import.meta.url));

/**
 * The sample fixture grown to `deviceCount` devices (native cameras, ONVIF PTZ
 * domes and recorders with io modules, in turn, each with its descriptor) and
 * a controller of `gateCount` gates of every type, chained output to input
 * and fed by the devices' inputs, with one link per hundred gates.
 */
function generate(deviceCount: number, gateCount: number): string {
  const sample = codec.read(readFileSync(sampleFile, 'utf8'));
  if (!sample.valid) throw sample.error;
  const base = sample.configuration;
  const newGuid = sequentialGuids(6_000_000);
  const storeId = base.parameters.stores.find((store) => store.default)!.id;
  const makers = [nativeCamera, onvifPtzCamera, recorderWithIo];
  const devices: Device[] = Array.from({ length: deviceCount }, (_, index) => {
    const device = makers[index % makers.length]!(newGuid, storeId);
    return { ...device, name: `${device.name} ${index + 1}` };
  });
  const inputs = devices.flatMap((device) => device.io?.inputs ?? []).map((io) => io.id);
  const gates: Gate[] = [];
  let previous = inputs[0]!;
  for (let index = 0; index < gateCount; index++) {
    const type = GATE_TYPES[index % GATE_TYPES.length]!;
    const gate = createGate(type, { name: `Porte ${index + 1} — ${type}` }, newGuid) as Gate;
    const wired = { ...gate, inputs: gate.inputs.map((_, input) => ({ linkId: input === 0 ? previous : inputs[index % inputs.length]! })) } as Gate;
    gates.push(wired);
    if (wired.outputs[0]) previous = wired.outputs[0].id;
  }
  const links = gates.filter((_, index) => index % 100 === 0 && gates[index]!.outputs[0]).map((gate) => ({ id: newGuid(), linkId: gate.outputs[0]!.id }));
  return codec.render({ ...base, devices, controller: { ...base.controller, gates, links } }, new Date(2027, 0, 1));
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
    // One device field and one gate field change; everything else is spliced back as read.
    const { devices, controller } = reading.configuration;
    const edited = {
      ...reading.configuration,
      devices: devices.with(devices.length >> 1, { ...devices[devices.length >> 1]!, address: '10.0.0.1' }),
      controller: { ...controller, gates: controller.gates.with(controller.gates.length >> 1, { ...controller.gates[controller.gates.length >> 1]!, name: 'Porte modifiée' }) },
    };
    return codec.write(reading.handle, edited, new Date());
  },
  signNode: (bytes) => applySignature(bytes.toString('utf8'), salt, (text) => new NodeMd5Adapter().md5(text)),
  signCryptoJs: (bytes) => applySignature(bytes.toString('utf8'), salt, (text) => new CryptoJsMd5Adapter().md5(text)),
};

/**
 * Median milliseconds of each operation. Runs are interleaved (every operation
 * once per round) so that a busy moment on a shared machine weighs on all of
 * them alike and the ratios stay meaningful.
 */
function timeAll(names: readonly string[], bytes: Buffer, runs: number): Map<string, number> {
  const samples = new Map<string, number[]>(names.map((name) => [name, []]));
  for (let run = 0; run < runs; run++) {
    for (const name of names) {
      globalThis.gc?.();
      const start = performance.now();
      operations[name]!(bytes);
      samples.get(name)!.push(performance.now() - start);
    }
  }
  return new Map([...samples].map(([name, values]) => [name, values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!]));
}

if (process.argv[2] === '--child') {
  const bytes = readFileSync(process.argv[4]!);
  globalThis.gc?.();
  const before = process.resourceUsage().maxRSS;
  const kept = operations[process.argv[3]!]!(bytes);
  process.stdout.write(JSON.stringify({ peak: (process.resourceUsage().maxRSS - before) * 1024, kept: kept === undefined }));
} else {
  const deviceCount = Number(process.env.DEVICES ?? 2000);
  const gateCount = Number(process.env.GATES ?? 10_000);
  const text = generate(deviceCount, gateCount);
  const bytes = Buffer.from(text, 'utf8');
  const file = join(mkdtempSync(join(tmpdir(), 'vigil-bench-')), 'configuration.xml');
  writeFileSync(file, bytes);
  const runs = Number(process.env.RUNS ?? 3);
  const mb = (bytes.length / 1024 / 1024).toFixed(1);
  console.log(`configuration of ${mb} MB (${deviceCount} devices, ${gateCount} gates), ${runs} runs each (interleaved), median; node ${process.version}`);
  const medians = timeAll(Object.keys(operations), bytes, runs);
  const floorMs = medians.get('floor')!;
  const xmldomMs = medians.get('xmldom')!;
  const rows = Object.keys(operations).map((name) => {
    const ms = medians.get(name)!;
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', name, file], { encoding: 'utf8' });
    const peak = child.status === 0 ? (JSON.parse(child.stdout) as { peak: number }).peak / bytes.length : Number.NaN;
    return { operation: name, ms: Math.round(ms), 'x floor': +(ms / floorMs).toFixed(1), 'x xmldom': +(ms / xmldomMs).toFixed(2), 'peak / size': +peak.toFixed(1) };
  });
  console.table(rows);
}
