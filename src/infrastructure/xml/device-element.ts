import type { Device } from '../../domain/configuration/device/device';
import { childPath, CodecSession } from './codec';
import { ConversionError } from './codec-error';
import { deviceCodec } from './configuration/device.codec';
import { asConversionError } from './entity';
import { parseXml } from './xml-parser';

/*
 * One `<device>` element on its own, as the appliance's device calls carry it
 * (`POST /api/configuration/device/create`, `GET` and `POST
 * /api/configuration/device`, docs/devices.md): the same spelling as inside
 * the configuration document (configuration-xml.md), read and written by the
 * same device codec.
 */

const DECLARATION = /^\s*<\?xml[^>]*\?>\s*/;

/**
 * The element's text without BOM, XML declaration or surrounding blank lines,
 * its lines moved left so that `<device>` and `</device>` start at the margin
 * (the indentation the element had inside a document is taken from its last
 * line), with LF line ends.
 */
export function normaliseDeviceElement(input: string): string {
  const text = input.replace(/^\uFEFF/, '').replace(DECLARATION, '').replace(/\r\n/g, '\n').trim();
  const lines = text.split('\n');
  const base = /^[\t ]*/.exec(lines[lines.length - 1] ?? '')?.[0] ?? '';
  return lines.map((line, index) => (index > 0 && line.startsWith(base) ? line.slice(base.length) : line)).join('\n');
}

/**
 * Reads a posted or answered device: 'failed to convert from XML' (naming the
 * element and why) when it is not a `<device>` the model reads, or when its
 * `<type>` is missing (MISSING_TAG_TYPE) or unknown.
 */
export function readDeviceElement(input: string): Device {
  const parsed = parseXml(normaliseDeviceElement(input));
  const path = childPath(undefined, 'device');
  if (parsed.root.name !== 'device') {
    throw new ConversionError('CONFIG.FROM_XML', parsed.root.name, 'a device element <device> is expected', { model: 'device' });
  }
  try {
    return deviceCodec.read(parsed.root, { session: new CodecSession(parsed), path });
  } catch (error) {
    throw asConversionError(error, 'CONFIG.FROM_XML', path, 'device');
  }
}

/** The device as a fresh `<device>` element (tabs, LF, one line end at the end). */
export function renderDeviceElement(device: Device): string {
  const path = childPath(undefined, 'device');
  try {
    return `${deviceCodec.render(device, 'device', { indent: '', eol: '\n', session: undefined, path }) ?? '<device/>'}\n`;
  } catch (error) {
    throw asConversionError(error, 'CONFIG.TO_XML', path, 'device');
  }
}
