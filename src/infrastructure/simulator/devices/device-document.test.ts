import { XmlConfigurationCodecAdapter } from '../../xml/xml-configuration-codec.adapter';
import { describe, expect, it } from 'vitest';
import { hasValidSignature } from '../../../domain/configuration/signature';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { seedConfiguration } from '../seed/configuration-seed';
import { SEED_GUIDS } from '../seed/seed-guids';
import { deviceElementText, hasDevice, withDeviceElement } from './device-document';
import { discoveryAnswers } from './device-discovery';
import { ConfigurationReader } from '../state/configuration-reader';

const hash = new NodeMd5Adapter();
const md5 = (text: string): string => hash.md5(text);
const SALT = 'device-salt';
const seed = seedConfiguration({ adminPassword: '', date: new Date(2026, 10, 21, 18, 42, 7, 315), salt: SALT, md5 });
const later = new Date(2026, 10, 22, 9, 30, 0, 5);

describe('a device inside the stored document', () => {
  it('is cut out as it stands, moved to the margin', () => {
    const element = deviceElementText(seed, SEED_GUIDS.entranceCamera)!;
    expect(element.startsWith('<device>\n\t<type>17235970</type>\n\t<identifier type="guid">')).toBe(true);
    expect(element.endsWith('\n</device>\n')).toBe(true);
    expect(seed).toContain(element.trimEnd().split('\n').map((line, index) => (index === 0 ? line : `\t\t\t${line}`)).join('\n'));
    expect(deviceElementText(seed, '1-2')).toBeNull();
  });

  it('is replaced in place: only its lines, the date and the signature change', () => {
    const element = deviceElementText(seed, SEED_GUIDS.entranceCamera)!.replace('<name>Entrance camera</name>', '<name>Front door</name>');
    const next = withDeviceElement(seed, SEED_GUIDS.entranceCamera, element, later, SALT, md5);
    expect(hasValidSignature(next, SALT, md5)).toBe(true);
    expect(next).toContain('<date>22/11/2026 09:30:00.005</date>');
    const changed = next.split('\n').filter((line, index) => line !== seed.split('\n')[index]);
    expect(changed).toEqual(['\t<date>22/11/2026 09:30:00.005</date>', expect.stringMatching(/^\t<signature>[0-9a-f]{32}<\/signature>$/), '\t\t\t\t<name>Front door</name>']);
  });

  it('is added after the last device, indented as its neighbours, or into an empty list', () => {
    const element = deviceElementText(seed, SEED_GUIDS.recorder)!.replace(SEED_GUIDS.recorder, '9-9');
    const next = withDeviceElement(seed, '9-9', `<?xml version="1.0"?>\r\n${element.replace(/\n/g, '\r\n')}`, later, SALT, md5);
    expect(hasDevice(next, '9-9')).toBe(true);
    expect(next.indexOf('9-9')).toBeGreaterThan(next.indexOf(SEED_GUIDS.recorder));
    expect(deviceElementText(next, '9-9')).toBe(element);
    const reader = new ConfigurationReader(new XmlConfigurationCodecAdapter({ md5 }, SALT));
    const reading = reader.read(next);
    expect(reading.valid && reading.configuration.devices.map((device) => device.id).at(-1)).toBe('9-9');
    const empty = next.replace(/\t\t<devices>[\s\S]*<\/devices>\n/, '\t\t<devices/>\n');
    const first = withDeviceElement(empty, '9-9', element, later, SALT, md5);
    expect(first).toContain(`\t\t<devices>\n\t\t\t<device>\n\t\t\t\t<type>17235970</type>`);
    expect(first).toContain('\t\t\t</device>\n\t\t</devices>\n');
  });
});

describe('discovery', () => {
  it('derives the IPv6 link-local address from the MAC (modified EUI-64)', () => {
    const linkLocalAddress = (mac: string) => discoveryAnswers(null).find((answer) => answer.data['mac-address'] === mac)?.data['link-address'];
    expect(linkLocalAddress('AC:CC:8E:41:0A:17')).toBe('fe80::aecc:8eff:fe41:a17');
    expect(linkLocalAddress('00:09:18:5B:3C:42')).toBe('fe80::209:18ff:fe5b:3c42');
  });

  it('answers the configured devices first, then the network, some locked, some late', () => {
    const reading = new ConfigurationReader(new XmlConfigurationCodecAdapter({ md5 }, SALT)).read(seed);
    const answers = discoveryAnswers(reading.valid ? reading.configuration : null);
    expect(answers.slice(0, 3).map((answer) => [answer.data['ip-address'], answer.data.label, answer.data.name])).toEqual([
      ['192.168.1.21', 'Vigil', 'NC-200'],
      ['192.168.1.22', 'ONVIF', 'Generic ONVIF device'],
      ['192.168.1.30', 'Vigil', 'NVR-8'],
    ]);
    expect(answers.filter((answer) => answer.data['auth-required']).map((answer) => [answer.data.label, answer.data.name])).toEqual([['Hikvision', ''], ['Axis', '']]);
    expect(answers.some((answer) => answer.at > 0.6)).toBe(true);
    expect(answers.every((answer, index) => index === 0 || answer.at >= answers[index - 1]!.at)).toBe(true);
    expect(new Set(answers.map((answer) => answer.data['mac-address'])).size).toBe(answers.length);
  });
});
