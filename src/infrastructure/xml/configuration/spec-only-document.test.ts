import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../domain/configuration/configuration';
import { validateConfiguration } from '../../../domain/configuration/validation/validate-configuration';
import { NodeMd5Adapter } from '../../crypto/node-md5.adapter';
import { DEFAULT_CONFIGURATION_SALT } from '../../settings/configuration-salt';
import { applySignature } from '../../../domain/configuration/signature';
import { readDocument, writeDocument } from '../configuration-document';
import { configurationCodec as codec } from './configuration.codec';

const options = { salt: DEFAULT_CONFIGURATION_SALT, md5: (value: string): string => new NodeMd5Adapter().md5(value) };
const now = new Date(2027, 5, 2, 9, 0, 0, 0);
const text = readFileSync(new URL('../../../../test/fixtures/configuration/spec-only.xml', import.meta.url), 'utf8');

function edit(change: (value: Configuration) => Configuration): string {
  const document = readDocument(text, codec, options);
  return writeDocument(document.source, change(document.configuration), codec, { ...options, now });
}

/** The lines that differ besides the date and the signature. */
function changed(after: string): { removed: string[]; added: string[] } {
  const before = text.split('\n');
  const lines = after.split('\n');
  const header = (line: string): boolean => /^\t<(date|signature)>/.test(line);
  return {
    removed: before.filter((line) => !lines.includes(line) && !header(line)).map((line) => line.trim()),
    added: lines.filter((line) => !before.includes(line) && !header(line)).map((line) => line.trim()),
  };
}

describe('the spec-only document (only the fields section 3 lists)', () => {
  it('is signed with the default salt, loads with nothing corrupted and no validation problem, and writes back byte-identical', () => {
    const document = readDocument(text, codec, options);
    expect(document.signatureValid).toBe(true);
    expect(document.corrupted).toEqual([]);
    expect(validateConfiguration(document.configuration)).toEqual([]);
    expect(writeDocument(document.source, document.configuration, codec, { ...options, now })).toBe(text);
  });

  it('reads a device without a name as unnamed, and writes a name only once one is set', () => {
    const { devices } = readDocument(text, codec, options).configuration;
    expect(devices.map((device) => device.name)).toEqual(['', '']);
    const after = edit((value) => ({ ...value, devices: value.devices.map((device, index) => (index === 0 ? { ...device, name: 'Entrance camera' } : device)) }));
    expect(changed(after)).toEqual({ removed: [], added: ['<name>Entrance camera</name>'] });
    expect(after).toContain('<identifier type="guid">300-1</identifier>\n\t\t\t\t<name>Entrance camera</name>\n\t\t\t\t<dvr>0</dvr>');
  });

  it('gives gates without an identifier one derived from their place, the same on every read, never written unless changed', () => {
    const first = readDocument(text, codec, options).configuration.controller.gates;
    const again = readDocument(text, codec, options).configuration.controller.gates;
    expect(first.map((gate) => gate.id)).toEqual(again.map((gate) => gate.id));
    expect(new Set(first.map((gate) => gate.id)).size).toBe(first.length);
    expect(first.every((gate) => /^\d+-\d+$/.test(gate.id) && gate.name === '')).toBe(true);
    const after = edit((value) => ({
      ...value,
      controller: { ...value.controller, gates: value.controller.gates.map((gate) => (gate.type === 'clock' ? { ...gate, period: 2500 } : gate)) },
    }));
    expect(changed(after)).toEqual({ removed: ['<period>2000</period>'], added: ['<period>2500</period>'] });
  });

  it('reads the elements that carry a default, left out, as that default, and keeps them left out', () => {
    const defaulted = ['verify-path', 'preserve-size', 'limit-time', 'limit-size', 'https-certificate', 'use-http', 'http-port', 'use-https', 'https-port', 'use-rtsp', 'rtsp-port',
      'use-rtsps', 'rtsps-port', 'use-vision', 'vision-port', 'use-mobile', 'mobile-port', 'use-sip', 'sip-port', 'use-sips', 'sips-port', 'dynamic-port', 'use-tcp-notification',
      'use-http-notification', 'nb-test', 'response-time', 'domain', 'level', 'rect-left', 'rect-top', 'rect-right', 'rect-bottom', 'pre-buffer', 'post-buffer', 'loss-io'];
    const stripped = text.replace(new RegExp(`^\\t*<(${defaulted.join('|')})(/>|>[^<]*</\\1>)\\n`, 'gm'), '');
    expect(stripped.split('\n').length).toBeLessThan(text.split('\n').length - 40);
    const signed = applySignature(stripped, options.salt, options.md5);
    const read = readDocument(signed, codec, options);
    expect(read.corrupted).toEqual([]);
    expect(codec.equals(read.configuration, readDocument(text, codec, options).configuration)).toBe(true);
    const after = writeDocument(read.source, { ...read.configuration, contacts: read.configuration.contacts.map((contact) => ({ ...contact, phone: '+33 6 00 00 00 00' })) }, codec, { ...options, now });
    const [before, lines] = [signed.split('\n'), after.split('\n')];
    expect(lines.length).toBe(before.length);
    expect(lines.filter((line, index) => line !== before[index] && !/^\t<(date|signature)>/.test(line)).map((line) => line.trim())).toEqual(['<phone>+33 6 00 00 00 00</phone>']);
  });
});
