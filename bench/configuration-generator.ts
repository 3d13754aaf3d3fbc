// A large site's configuration, generated: the sample fixture grown to many
// devices and gates. Shared by the bench and by generate-configuration.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Configuration } from '../src/domain/configuration/configuration';
import { GATE_TYPES, type Gate } from '../src/domain/configuration/controller/gate';
import { createGate } from '../src/domain/configuration/controller/gate-factory';
import type { Device } from '../src/domain/configuration/device/device';
import { sequentialGuids } from '../src/domain/configuration/guid';
import { NodeMd5Adapter } from '../src/infrastructure/crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../src/infrastructure/settings/configuration-salt';
import { XmlConfigurationCodecAdapter } from '../src/infrastructure/xml/xml-configuration-codec.adapter';
import { nativeCamera, onvifPtzCamera, recorderWithIo } from '../test/mothers/device.mother';

const sampleFile = fileURLToPath(new URL('../test/fixtures/configuration/sample.xml', import.meta.url));

/** Devices and gates of a site whose document is about `megabytes` MB (2,000 and 10,000 make 24 MB). */
export function siteOfSize(megabytes: number): { devices: number; gates: number } {
  const scale = megabytes / 23.7;
  return { devices: Math.round(2000 * scale), gates: Math.round(10_000 * scale) };
}

export interface GenerationOptions {
  /** The salt the document is signed with (the default salt unless given). */
  readonly salt?: string;
  /**
   * Whether the sample's own devices stay (true by default: its rights and
   * filters name them, so the site validates clean); false gives a site of
   * exactly `deviceCount` devices.
   */
  readonly sampleDevices?: boolean;
}

/**
 * The sample fixture grown by `deviceCount` devices (native cameras, ONVIF PTZ
 * domes and recorders with io modules, in turn, each with its descriptor) and
 * a controller of `gateCount` gates of every type, chained output to input
 * and fed by the devices' inputs, with one link per hundred gates; signed
 * with `options.salt`. The sample's users stay: admin / Adm1n!.
 */
export function generateConfiguration(deviceCount: number, gateCount: number, options: GenerationOptions = {}): string {
  const sample = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), DEFAULT_CONFIGURATION_SALT).read(readFileSync(sampleFile, 'utf8'));
  if (!sample.valid) throw sample.error;
  const base = sample.configuration;
  const newGuid = sequentialGuids(6_000_000);
  const storeId = base.parameters.stores.find((store) => store.default)!.id;
  const makers = [nativeCamera, onvifPtzCamera, recorderWithIo];
  const generated: Device[] = Array.from({ length: deviceCount }, (_, index) => {
    const device = makers[index % makers.length]!(newGuid, storeId);
    return { ...device, name: `${device.name} ${index + 1}` };
  });
  const devices = options.sampleDevices === false ? generated : [...base.devices, ...generated];
  const inputs = generated.flatMap((device) => device.io?.inputs ?? []).map((io) => io.id);
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
  const codec = new XmlConfigurationCodecAdapter<Configuration>(new NodeMd5Adapter(), options.salt ?? DEFAULT_CONFIGURATION_SALT);
  return codec.render({ ...base, devices, controller: { ...base.controller, gates, links } }, new Date(2027, 0, 1));
}
