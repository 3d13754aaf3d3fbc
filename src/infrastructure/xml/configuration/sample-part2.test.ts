import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GATE_TYPES, isCompositeGate, isUnsupportedGate, type Gate, type GateType } from '../../../domain/configuration/controller/gate';
import { createGate } from '../../../domain/configuration/controller/gate-factory';
import type { Configuration } from '../../../domain/configuration/configuration';
import { createNativeDevice, createOnvifDevice, type Device } from '../../../domain/configuration/device/device';
import { VIDEO_CODECS } from '../../../domain/configuration/device/codec-names';
import { createNetworkVideoModule, createVideoModule } from '../../../domain/configuration/device/video-module';
import { createPtzModule, createSipAudioModule, createAudioInModule } from '../../../domain/configuration/device/other-modules';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { validateConfiguration } from '../../../domain/configuration/validation/validate-configuration';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { readDocument, writeDocument } from '../configuration-document';
import { configurationCodec as codec } from './configuration.codec';

const options = { salt: DEFAULT_CONFIGURATION_SALT, md5: (value: string): string => new NodeMd5Adapter().md5(value) };
const now = new Date(2027, 5, 1, 12, 0, 0, 0);
const sample = readFileSync(new URL('../../../../test/fixtures/configuration/sample.xml', import.meta.url), 'utf8');
const base = readDocument(sample, codec, options);

function edit(change: (value: Configuration) => Configuration): string {
  return writeDocument(base.source, change(base.configuration), codec, { ...options, now });
}

/** The lines that differ, position by position, besides the date and the signature (the edits keep the line count). */
function changedBody(after: string): { before: string; after: string }[] {
  const a = sample.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] || /^\t<(date|signature)>/.test(line) ? [] : [{ before: line.trim(), after: b[index]!.trim() }]));
}

const gateNamed = (name: string) => (gate: Gate) => gate.name === name;

describe('the sample configuration, part 2', () => {
  it('reads the devices, filters and controller, with no problem to report but what this version does not know, once each', () => {
    const { devices, filters, controller } = base.configuration;
    expect(devices.map((device) => [device.name, device.type])).toEqual([['Entrance camera', 17235970], ['Parking PTZ dome', 18874369], ['Warehouse recorder', 17235970]]);
    expect(devices[1]!.descriptor!.video.channels.map((channel) => channel.ptz?.relative)).toEqual([true, true]);
    expect(devices[1]!.ptz).toMatchObject({ type: 'ptz', channel: 0, useRemotePreset: true });
    expect(devices[2]!.io!.inputs.map((io) => io.name)).toEqual(['Shutter contact', 'Motion sensor']);
    expect(filters.map((filter) => [filter.type, 'unsupported' in filter])).toEqual([[1, false], [4, true]]);
    const types = new Set(controller.gates.map((gate) => gate.type));
    for (const type of GATE_TYPES) expect(types.has(type)).toBe(true);
    expect(controller.gates.filter(isUnsupportedGate).map((gate) => gate.type)).toEqual(['fuzzy-logic']);
    expect(base.corrupted.map((entity) => entity.path)).toEqual(['configuration/contacts/contact[4]']);
    expect(validateConfiguration(base.configuration).map(({ code, path, severity }) => ({ code, path, severity }))).toEqual([
      { code: 'CONFIG.UNKNOWN_RANGE_TYPE', path: 'configuration/calendars/calendar[2]/ranges/range[4]/type', severity: 'warning' },
      { code: 'CONFIG.UNKNOWN_GATE_TYPE', path: 'configuration/controller/gates/gate[2]/type', severity: 'warning' },
    ]);
  });

  it('renames a stream of the ONVIF dome: that line only', () => {
    const after = edit((value) => ({
      ...value,
      devices: value.devices.map((device, d) => (d !== 1 ? device : { ...device, videos: device.videos.map((video, v) => (v === 1 ? { ...video, name: 'Parking zoom — nuit' } : video)) })),
    }));
    expect(changedBody(after)).toEqual([{ before: '<name>Parking zoom</name>', after: '<name>Parking zoom — nuit</name>' }]);
  });

  it('changes the clock period inside the template: that line only, the custom gate untouched', () => {
    const after = edit((value) => ({
      ...value,
      controller: {
        ...value.controller,
        gates: value.controller.gates.map((gate) =>
          gate.type !== 'template' || !isCompositeGate(gate) ? gate : { ...gate, gates: gate.gates.map((inner) => (inner.type === 'clock' ? ({ ...inner, period: 2500 } as Gate) : inner)) },
        ),
      },
    }));
    expect(changedBody(after)).toEqual([{ before: '<period>2000</period>', after: '<period>2500</period>' }]);
    expect(readDocument(after, codec, options).configuration.controller.gates.find(gateNamed('My blinker'))).toEqual(base.configuration.controller.gates.find(gateNamed('My blinker')));
  });

  it('renames the unknown gate and moves the alert-mail time: their lines only, the unknown parts kept', () => {
    const after = edit((value) => ({
      ...value,
      controller: {
        ...value.controller,
        gates: value.controller.gates.map((gate) => {
          if (gate.type === 'fuzzy-logic') return { ...gate, name: 'Brume' };
          if (gate.type === 'alert-mail') return { ...gate, timeBetweenAlert: 60000 };
          return gate;
        }),
      },
    }));
    expect(changedBody(after)).toEqual([
      { before: '<name>Brouillard</name>', after: '<name>Brume</name>' },
      { before: '<time-between-alert>5000</time-between-alert>', after: '<time-between-alert>60000</time-between-alert>' },
    ]);
    expect(after).toContain('<rules><rule>IF door THEN alarm</rule></rules>');
  });

  it('removes a gate with its lines and keeps the unsupported filter as read', () => {
    const after = edit((value) => ({ ...value, controller: { ...value.controller, gates: value.controller.gates.filter((gate) => gate.type !== 'xor') } }));
    const removed = sample.split('\n').length - after.split('\n').length;
    expect(removed).toBeGreaterThan(10);
    expect(after).not.toContain('<type>xor</type>');
    expect(after).toContain("<plate list='white'>AB-123-CD</plate>");
    expect(readDocument(after, codec, options).configuration.controller.gates).toHaveLength(base.configuration.controller.gates.length - 1);
  });
});

// ---- properties over generated devices and gate graphs

const xmlText = fc.string({ maxLength: 12 }).map((value) => [...value].filter((char) => char >= ' ' && char !== '\uFFFE' && char !== '\uFFFF').join(''));
const smallInt = fc.integer({ min: 0, max: 65535 });

const device: fc.Arbitrary<Device> = fc.record({
  onvif: fc.boolean(), name: xmlText, address: xmlText, port: smallInt, dvr: fc.boolean(), channels: fc.integer({ min: 1, max: 3 }),
  second: fc.boolean(), codec: fc.constantFrom(...VIDEO_CODECS), fps: fc.integer({ min: 1, max: 30 }), network: fc.boolean(),
  ptz: fc.boolean(), sip: fc.boolean(), audio: fc.boolean(), seed: fc.integer({ min: 1, max: 1_000_000 }),
}).map((spec) => {
  const newGuid = sequentialGuids(spec.seed);
  const videos = Array.from({ length: spec.channels }).flatMap((_, channel) =>
    Array.from({ length: spec.second ? 2 : 1 }, (_, stream) => {
      const fields = { name: `${spec.name} ${channel}`, channel, stream, codec: spec.codec, fps: spec.fps, store: { use: true, id: '5764607523034234881-1001' } };
      return spec.network ? createNetworkVideoModule({ ...fields, request: `/${channel}/${stream}` }, newGuid) : createVideoModule(fields, newGuid);
    }),
  );
  const fields = {
    name: spec.name, address: spec.address, port: spec.port, dvr: spec.dvr, videos,
    ...(spec.ptz ? { ptz: createPtzModule({ channel: 0 }, newGuid) } : {}),
    ...(spec.sip ? { sip: createSipAudioModule({ audioIn: true }, newGuid) } : {}),
    audioInputs: spec.audio ? [createAudioInModule({ codec: 'G.711a' }, newGuid)] : [],
  };
  return spec.onvif ? createOnvifDevice({ ...fields, defaultProfile: 'p1', onvifChannels: [0] }, newGuid) : createNativeDevice(fields, newGuid);
});

/** A gate graph: gates of any type, each input wired to an earlier gate's output, an io of the sample, or nothing. */
const gateGraph: fc.Arbitrary<Gate[]> = fc.record({
  types: fc.array(fc.constantFrom(...(GATE_TYPES as readonly GateType[])), { minLength: 1, maxLength: 12 }),
  wiring: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
  names: fc.array(xmlText, { minLength: 12, maxLength: 12 }),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
}).map(({ types, wiring, names, seed }) => {
  const newGuid = sequentialGuids(seed, 100);
  const sources = ['', '5764607523034234883-3031', '5764607523034234887-7111'];
  let pick = 0;
  return types.map((type, index) => {
    const gate = createGate(type, { name: names[index]! }, newGuid) as Gate;
    const wired = { ...gate, inputs: gate.inputs.map(() => ({ linkId: sources[wiring[pick++ % wiring.length]! % sources.length]! })) } as Gate;
    sources.push(...wired.outputs.map((output) => output.id));
    return wired;
  });
});

describe('properties of devices and gate graphs', () => {
  it('read-write-read is the identity on the model, write-read-write on the text', () => {
    fc.assert(fc.property(fc.array(device, { maxLength: 3 }), gateGraph, fc.boolean(), (added, gates, replace) => {
      const model: Configuration = {
        ...base.configuration,
        devices: replace ? added : [...base.configuration.devices, ...added],
        controller: { ...base.configuration.controller, gates: replace ? gates : [...base.configuration.controller.gates, ...gates] },
      };
      const written = writeDocument(base.source, model, codec, { ...options, now });
      const reread = readDocument(written, codec, options);
      expect(reread.corrupted.map((entity) => entity.path)).toEqual(['configuration/contacts/contact[4]']);
      expect(codec.equals(reread.configuration, model)).toBe(true);
      expect(writeDocument(reread.source, reread.configuration, codec, { ...options, now })).toBe(written);
    }), { numRuns: 40 });
  }, 60_000);
});
