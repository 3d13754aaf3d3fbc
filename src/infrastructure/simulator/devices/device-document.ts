import { applySignature, type Md5 } from '../../../domain/configuration/signature';
import { normaliseDeviceElement } from '../../xml/device-element';
import { formatConfigurationDate } from '../../xml/special-values';
import { isSelfClosing, textOf, type SourceElement } from '../../xml/source-tree';
import { applyEdits, indentationOf, lineSpan } from '../../xml/splice';
import { parseXml, type ParsedXml } from '../../xml/xml-parser';

/*
 * The device calls work on the stored document's text, so that everything
 * else in it stays byte for byte (unknown elements, corrupted entities,
 * comments): a device is cut out as it stands, and a posted one is put in
 * place of the device with the same guid, or after the last device, indented
 * as its neighbours; then the date and the signature are renewed, as the
 * appliance does whenever it saves its configuration.
 */

interface Located {
  readonly parsed: ParsedXml;
  readonly devices: SourceElement;
  readonly device: SourceElement | undefined;
}

const child = (element: SourceElement | undefined, name: string): SourceElement | undefined => element?.child(name);

function locate(document: string, guid: string): Located {
  const parsed = parseXml(document);
  const devices = child(child(parsed.root, 'configuration'), 'devices');
  if (!devices) throw new Error('the configuration has no devices list');
  const device = devices.children.find((candidate) => {
    const identifier = child(candidate, 'identifier');
    return candidate.name === 'device' && identifier !== undefined && textOf(parsed, identifier).trim() === guid;
  });
  return { parsed, devices, device };
}

/** The device with this guid as the element it is in the document (moved to the margin), or null. */
export function deviceElementText(document: string, guid: string): string | null {
  const { parsed, device } = locate(document, guid);
  if (!device) return null;
  const indent = indentationOf(parsed.text, device);
  return `${normaliseDeviceElement(indent + parsed.text.slice(device.start, device.end))}\n`;
}

function indented(element: string, indent: string, eol: string): string {
  return normaliseDeviceElement(element)
    .split('\n')
    .map((line) => (line === '' ? line : indent + line))
    .join(eol);
}

/** Whether the document holds a device with this guid. */
export function hasDevice(document: string, guid: string): boolean {
  return locate(document, guid).device !== undefined;
}

/**
 * The document with `element` (a `<device>`) in place of the device holding
 * `guid`, or added as the last device; dated `now` and signed with the salt.
 */
export function withDeviceElement(document: string, guid: string, element: string, now: Date, salt: string, md5: Md5): string {
  const { parsed, devices, device } = locate(document, guid);
  const { text, eol } = parsed;
  const devicesIndent = indentationOf(text, devices);
  const last = devices.children.filter((candidate) => candidate.name === 'device').at(-1);
  const indent = device ? indentationOf(text, device) : last ? indentationOf(text, last) : `${devicesIndent}\t`;
  const body = `${indented(element, indent, eol)}${eol}`;
  let edit: { start: number; end: number; text: string };
  if (device) {
    const span = lineSpan(text, device);
    edit = { start: span.start, end: span.end, text: body };
  } else if (isSelfClosing(devices)) {
    edit = { start: devices.start, end: devices.end, text: `<devices>${eol}${body}${devicesIndent}</devices>` };
  } else {
    const closing = lineSpan(text, { start: devices.contentEnd, end: devices.end });
    edit = { start: closing.start, end: closing.start, text: body };
  }
  const date = child(parsed.root, 'date');
  const edits = date ? [edit, isSelfClosing(date) ? { start: date.start, end: date.end, text: `<date>${formatConfigurationDate(now)}</date>` } : { start: date.contentStart, end: date.contentEnd, text: formatConfigurationDate(now) }] : [edit];
  return parsed.bom + applySignature(applyEdits(text, 0, text.length, edits), salt, md5);
}
