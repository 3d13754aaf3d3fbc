import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '../../src/domain/configuration/configuration';
import { GATE_TYPES, type Gate } from '../../src/domain/configuration/controller/gate';
import { createGate } from '../../src/domain/configuration/controller/gate-factory';
import type { Device } from '../../src/domain/configuration/device/device';
import { sequentialGuids } from '../../src/domain/configuration/guid';
import { NodeMd5Adapter } from '../../src/infrastructure/crypto/node-md5.adapter';
import { XmlConfigurationCodecAdapter } from '../../src/infrastructure/xml/xml-configuration-codec.adapter';
import { nativeCamera, onvifPtzCamera, recorderWithIo } from '../../test/mothers/device.mother';

const sampleFile = fileURLToPath(new URL('../../test/fixtures/configuration/sample.xml', import.meta.url));

/**
 * The sample fixture grown to `deviceCount` devices and `gateCount` gates, the
 * same way as bench/configuration.bench.ts (devices of three kinds with their
 * descriptors, gates of every type chained output to input, a link per
 * hundred gates), signed with `salt`. The sample's users stay: admin / Adm1n!.
 */
export function largeConfiguration(deviceCount: number, gateCount: number, salt: string): string {
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), salt, undefined, 64 * 1024 * 1024);
  const sample = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), salt).read(readFileSync(sampleFile, 'utf8'), { verifySignature: false });
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
