import { describe, expect, it } from 'vitest';
import { editWith, readWith, renderWith } from '../../../../test/fixtures/configuration/codec-harness';
import { aConfigurationWithDevices } from '../../../../test/mothers/device-configuration.mother';
import { GATE_TYPES, isUnsupportedGate, type Gate } from '../../../domain/configuration/controller/gate';
import type { Device } from '../../../domain/configuration/device/device';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { childPath, CodecSession } from '../codec';
import { readDocument, renderDocument } from '../configuration-document';
import { list } from '../list';
import { enumerated } from '../values';
import { entity } from '../entity';
import { parseXml } from '../xml-parser';
import { analysisFilterCodec } from './analysis.codec';
import { configurationCodec } from './configuration.codec';
import { gateCodec, gateRegistry } from './controller.codec';
import { deviceCodec } from './device.codec';

const deviceNbStreams = () => enumerated([1, 2] as const);
const options = { salt: 'part-2', md5: (text: string) => new NodeMd5Adapter().md5(text) };
const now = new Date(2027, 1, 3, 4, 5, 6, 7);

describe('devices, filters and the controller', () => {
  it('render then read gives back the mother configuration: every device module, every gate type, templates and alerts', () => {
    const model = aConfigurationWithDevices();
    const text = renderDocument(model, configurationCodec, { ...options, now });
    const read = readDocument(text, configurationCodec, options);
    expect(read.corrupted).toEqual([]);
    expect(configurationCodec.equals(read.configuration, model)).toBe(true);
    expect(new Set(read.configuration.controller.gates.map((gate) => gate.type))).toEqual(new Set(GATE_TYPES));
    expect(text).toContain('<type>toogle</type>');
    expect(text).toContain('<time-between-alert>5000</time-between-alert>');
    expect(text).toContain('<rect-left>0.300</rect-left>');
    expect(text).toContain('<io-connection/>');
  });

  it('registers every gate type of the specification, each once', () => {
    for (const type of GATE_TYPES) expect(gateRegistry.has(type)).toBe(true);
    expect(() => gateRegistry.register('and', entity<Gate>('Again', {} as never))).toThrow('gate with type already registered');
  });

  it('keeps an unknown gate type as unsupported: its ios are read, the rest is written back as read', () => {
    const xml = '<gate>\n\t<type>fuzzy-logic</type>\n\t<identifier type="guid">1-1</identifier>\n\t<name>Fuzzy</name>\n\t<inputs>\n\t\t<input>\n\t\t\t<link-id>2-2</link-id>\n\t\t</input>\n\t</inputs>\n\t<outputs/>\n\t<membership>0.2,0.8</membership>\n</gate>';
    const gate = readWith(gateCodec, xml);
    expect(isUnsupportedGate(gate)).toBe(true);
    expect(gate).toMatchObject({ type: 'fuzzy-logic', name: 'Fuzzy', inputs: [{ linkId: '2-2' }] });
    expect(editWith(gateCodec, xml, (value) => value)).toBe(xml);
    expect(editWith(gateCodec, xml, (value) => ({ ...value, name: 'Fuzzier' }))).toBe(xml.replace('>Fuzzy<', '>Fuzzier<'));
  });

  it('keeps a filter of another type unchanged and reads a video-analysis filter with its mask', () => {
    const other = '<filter>\n\t<type>4</type>\n\t<identifier type="guid">3-3</identifier>\n\t<name>Plates</name>\n\t<stream-id>4-4</stream-id>\n\t<country>FR</country>\n</filter>';
    expect(readWith(analysisFilterCodec, other)).toMatchObject({ type: 4, unsupported: true, name: 'Plates', streamId: '4-4' });
    expect(editWith(analysisFilterCodec, other, (value) => value)).toBe(other);
    const zone = '<zone><mask>255</mask><rect-left>0.300</rect-left><rect-top>0.300</rect-top><rect-right>0.700</rect-right><rect-bottom>0.700</rect-bottom></zone>';
    const analysis = `<filter><type>1</type><identifier type="guid">5-5</identifier><name>Quai</name><stream-id>4-4</stream-id><mode>2</mode><level>64</level><mask><zones>${zone}</zones></mask><detection-io>6-6</detection-io><loss-io/></filter>`;
    const filter = readWith(analysisFilterCodec, analysis);
    expect(filter).toMatchObject({ type: 1, mode: 2, level: 64, detectionIO: '6-6', lossIO: '', mask: { zones: [{ mask: 255, rectLeft: 0.3, rectBottom: 0.7 }] } });
    expect(editWith(analysisFilterCodec, analysis, (value) => ({ ...value, level: 80 }))).toBe(analysis.replace('<level>64<', '<level>80<'));
  });

  it('keeps a device of an unknown type verbatim and lists it as corrupted', () => {
    const devices = list('device', deviceCodec);
    const xml = '<devices>\n\t<device>\n\t\t<type>99</type>\n\t\t<name>Thermal</name>\n\t</device>\n</devices>';
    const session = new CodecSession(parseXml(xml));
    expect(devices.read(session.source.root, { session, path: childPath(undefined, 'devices') })).toEqual([]);
    expect(session.corrupted).toEqual([{ path: 'devices/device[1]', code: 'CONFIG.FROM_XML', reason: 'failed to convert from XML: device at devices/device[1]: unknown device type 99', name: 'Thermal', xml: xml.slice(xml.indexOf('<device>'), xml.indexOf('</devices>') - 1) }]);
    expect(editWith(devices, xml, (value) => value)).toBe(xml);
  });

  it('keeps a channel descriptor with three streams as corrupted, by path, and writes it back as read', () => {
    const device = aConfigurationWithDevices().devices[0]!;
    const broken = renderWith(deviceCodec, device, 'device')!.replace('<nb-streams>2</nb-streams>', '<nb-streams>3</nb-streams>');
    const session = new CodecSession(parseXml(broken));
    const read = deviceCodec.read(session.source.root, { session, path: childPath(undefined, 'device') });
    expect(session.corrupted).toEqual([
      { path: 'device/descriptor/video/channels/channel[1]', code: 'CONFIG.FROM_XML', reason: 'failed to convert from XML: one of 1|2 at device/descriptor/video/channels/channel[1]/nb-streams: expected one of 1, 2, got 3', field: 'device/descriptor/video/channels/channel[1]/nb-streams', xml: expect.stringMatching(/^<channel>[\s\S]*<nb-streams>3<\/nb-streams>[\s\S]*<\/channel>$/) },
    ]);
    expect(read.descriptor!.video.channels).toEqual([]);
    expect(editWith(deviceCodec, broken, (value) => ({ ...value, name: 'Renamed' }))).toBe(broken.replace(`<name>${device.name}</name>`, '<name>Renamed</name>'));
    expect(() => readWith(entity('Channel', { nbStreams: deviceNbStreams() }), '<c><nb-streams>3</nb-streams></c>')).toThrow(
      'failed to convert from XML: one of 1|2 at c/nb-streams: expected one of 1, 2, got 3',
    );
  });

  it('writes a null module io-connection as <io-connection/> and a set one in full', () => {
    const device: Device = aConfigurationWithDevices().devices[0]!;
    const io = device.connectionStateIO!;
    const edited = editWith(deviceCodec, renderWith(deviceCodec, device, 'device')!, (value) => ({ ...value, videos: value.videos.map((video, index) => (index === 0 ? { ...video, ioConnection: io } : video)) }));
    expect(readWith(deviceCodec, edited).videos[0]!.ioConnection).toEqual(io);
    expect(edited.match(/<io-connection\/>/g)?.length).toBe((renderWith(deviceCodec, device, 'device')!.match(/<io-connection\/>/g)?.length ?? 0) - 1);
  });

  it('reads a template with its nested gates and its parameters (numbers and text) back equal', () => {
    const template = aConfigurationWithDevices().controller.gates.find((gate) => gate.type === 'template')!;
    const again = readWith(gateCodec, renderWith(gateCodec, template, 'gate')!);
    expect(again).toEqual(template);
  });
});
