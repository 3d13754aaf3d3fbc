import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';

/** A stream the simulated appliance offers, derived from its configuration document. */
export interface SimulatedStream {
  readonly guid: string;
  readonly type: 'video' | 'input' | 'output' | 'preset';
  readonly name: string;
  readonly parent: string | null;
  readonly camera: boolean;
  readonly logic?: boolean;
}

function text(node: Node, path: string): string {
  const found = xpath.select1(`string(${path})`, node);
  return typeof found === 'string' ? found.trim() : '';
}

function nodes(path: string, context: Node): Node[] {
  const found = xpath.select(path, context);
  return Array.isArray(found) ? (found as Node[]) : [];
}

/**
 * Cameras are the video modules of each device (`devices/device/videos/video`),
 * controllable when the device has a `ptz` module, with two presets each; inputs
 * and outputs are every io (`identifier` plus `direction`, 0 in and 1 out)
 * anywhere in the document (device modules, controller, calendars).
 */
export function deriveStreams(configurationXml: string): SimulatedStream[] {
  const document = new DOMParser().parseFromString(configurationXml.replace(/^\uFEFF/, ''), 'text/xml');
  const root = document as unknown as Node;
  const streams: SimulatedStream[] = [];
  for (const device of nodes('//configuration/devices/device', root)) {
    const deviceId = text(device, 'identifier');
    const ptz = nodes('ptz', device).length > 0;
    nodes('videos/video', device).forEach((video, index) => {
      const guid = text(video, 'identifier') || `${deviceId}-video-${index}`;
      const name = text(video, 'name') || `${text(device, 'name') || 'Camera'} ${index + 1}`;
      streams.push({ guid, type: 'video', name, parent: deviceId || null, camera: ptz });
      if (ptz) {
        for (const preset of [1, 2]) {
          streams.push({ guid: `${guid}-preset-${preset}`, type: 'preset', name: `${name} preset ${preset}`, parent: guid, camera: false });
        }
      }
    });
  }
  const seen = new Set(streams.map((stream) => stream.guid));
  for (const io of nodes('//*[identifier and direction]', root)) {
    const guid = text(io, 'identifier');
    if (guid === '' || seen.has(guid)) {
      continue;
    }
    seen.add(guid);
    const output = text(io, 'direction') === '1';
    const owner = io.parentNode ? text(io.parentNode, 'identifier') : '';
    streams.push({
      guid,
      type: output ? 'output' : 'input',
      name: text(io, 'name') || guid,
      parent: owner || null,
      camera: false,
      logic: text(io, 'logic') !== '0',
    });
  }
  return streams;
}
