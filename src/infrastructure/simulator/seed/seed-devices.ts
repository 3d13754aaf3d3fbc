import { encryptValue } from '../state/crypted-values';
import { SEED_GUIDS as G } from './seed-guids';
import { el, identifier, type XmlElement } from './xml-tree';

/** An input or output (direction 0 in, 1 out; flags per the specification's bit set). */
export function io(name: string, guid: string, label: string, owner: string, direction: 0 | 1, flags = 0): XmlElement {
  return el(name, [identifier(guid), el('name', label), el('type-name', direction === 0 ? 'input' : 'output'), el('owner-name', owner), el('logic', true), el('direction', direction), el('flags', flags)]);
}

function store(use: boolean): XmlElement {
  return el('store', use ? [el('use', true), identifier(G.defaultStore)] : [el('use', false)]);
}

function codec(name: string, resolutions: string, maxBitrate: number): XmlElement {
  return el('codec', [
    el('name', name), el('can-reuse', false), el('resolutions', resolutions), el('qualities', '1,2,3,4,5'), el('fps', '1,5,10,15,25'), el('gov', '1,10,25,50'),
    el('max-bitrates', [el('min', 256), el('max', maxBitrate)]), el('vbr-cbr', true), el('vbr-qualities', '1,2,3,4,5'),
    el('cbr-bitrates', [el('min', 256), el('max', maxBitrate)]), el('cbr-priority', false),
  ]);
}

function channelDescriptor(streams: number, ptz: boolean): XmlElement {
  const stream = el('stream', [el('codecs', [codec('h264', '1920x1080,1280x720,640x360', 8192), codec('h265', '1920x1080,1280x720', 6144), codec('mjpeg', '640x360,320x180', 4096)])]);
  const children = [el('nb-streams', streams), el('rotations', '0,90,180,270'), el('streams', Array.from({ length: streams }, () => stream))];
  if (ptz) {
    children.push(el('ptz', [el('relative', true), el('continuous', true), el('absolute', false), el('preposition', true), el('center', false), el('zone', false)]));
  }
  return el('channel', children);
}

function descriptor(channels: number, streams: number, ptz: boolean, inputs: number, outputs: number): XmlElement {
  return el('descriptor', [
    el('video', [el('shared', channels > 1 && !ptz), el('display-modes', '0,1'), el('nb-channels', channels), el('channels', Array.from({ length: ptz ? channels : 1 }, () => channelDescriptor(streams, ptz)))]),
    el('audio-in', [el('shared', false), el('nb-channels', 0), el('channels', [])]),
    el('audio-out', [el('shared', false), el('nb-channels', 0), el('channels', [])]),
    el('io', [el('logic-inputs', inputs), el('logic-outputs', outputs), el('analog-inputs', 0), el('analog-outputs', 0), el('configurable', false)]),
  ]);
}

function networkVideo(guid: string, name: string, channel: number, stream: number, codecName: string, resolution: string, request: string): XmlElement {
  return el('video', [
    el('type', 'network-video'), identifier(guid), el('name', name), store(true), el('io-connection'),
    el('channel', channel), el('stream', stream), el('port', 554), el('codec', codecName), el('resolution', resolution), el('rotation', 0), el('quality', 3),
    el('fps', stream === 0 ? 25 : 10), el('gov', 25), el('max-bitrate', stream === 0 ? 4096 : 1024), el('vbr', true), el('vbr-quality', 3), el('cbr-bitrate', 2048),
    el('cbr-framerate-priority', false), el('use-second-stream', false), el('rebuild-second-stream', false),
    el('protocol', 1), el('request', request), el('rtsp-mode', 0), el('rtsp-websocket', false), el('rtsp-keepalive', true),
  ]);
}

function ioModule(guid: string, name: string, inputs: XmlElement[], outputs: XmlElement[]): XmlElement {
  return el('io', [el('type', 'io'), identifier(guid), el('name', name), store(false), el('io-connection'), el('inputs', inputs), el('outputs', outputs)]);
}

interface Common {
  type: number; guid: string; name: string; dvr: boolean; typename: string; firmware: string; address: string; user: string; password: string;
}

function common(device: Common): XmlElement[] {
  return [
    el('type', device.type), identifier(device.guid), el('name', device.name), el('dvr', device.dvr), el('typename', device.typename), el('firmware', device.firmware),
    el('address', device.address), el('port', 80), el('use-auth', true), el('user', device.user), el('password', encryptValue(device.password), { crypted: '1' }),
    el('ssl', false), el('proxy', false), el('proxy-address'), el('proxy-port', 0), el('default-parameters', true), el('display-mode', 0), el('configured', true),
  ];
}

/** Two cameras (one native, one ONVIF with two channels and PTZ) and a recorder. */
export function seedDevices(): XmlElement {
  const entrance = el('device', [
    ...common({ type: 17235970, guid: G.entranceCamera, name: 'Entrance camera', dvr: false, typename: 'Vigil NC-200', firmware: '3.4.1', address: '192.168.1.21', user: 'admin', password: 'Entr4nce!' }),
    descriptor(1, 2, false, 1, 1),
    el('videos', [networkVideo(G.entranceVideo, 'Entrance', 0, 0, 'h264', '1920x1080', '/stream1')]),
    el('audio-inputs', []), el('audio-outputs', []),
    ioModule(G.entranceIoModule, 'Entrance I/O', [io('input', G.entranceInput, 'Entrance door contact', 'Entrance camera', 0)], [io('output', G.entranceOutput, 'Entrance door strike', 'Entrance camera', 1)]),
    io('connection-state-io', G.entranceConnection, 'Entrance camera connected', 'Entrance camera', 0, 1),
  ]);
  const parking = el('device', [
    ...common({ type: 18874369, guid: G.parkingCamera, name: 'Parking PTZ dome', dvr: false, typename: 'ONVIF', firmware: '2.8.0', address: '192.168.1.22', user: 'onvif', password: 'P4rking#22' }),
    descriptor(2, 2, true, 1, 0),
    el('videos', [networkVideo(G.parkingVideo1, 'Parking wide', 0, 0, 'h265', '1920x1080', '/onvif/profile1'), networkVideo(G.parkingVideo2, 'Parking zoom', 1, 0, 'h264', '1280x720', '/onvif/profile2')]),
    el('audio-inputs', []), el('audio-outputs', []),
    el('ptz', [el('type', 'ptz'), identifier(G.parkingPtz), el('name', 'Parking PTZ'), store(false), el('io-connection'), el('channel', 0), el('time-release', 30), el('use-remote-preset', true), el('use-remote-guardtour', false)]),
    ioModule(G.parkingIoModule, 'Parking I/O', [io('input', G.parkingInput, 'Barrier loop', 'Parking PTZ dome', 0)], []),
    io('connection-state-io', G.parkingConnection, 'Parking dome connected', 'Parking PTZ dome', 0, 1),
    el('default-profile', 'profile_1'), el('force-profile-s', false), el('onvif-channels', '0,1'),
  ]);
  const recorder = el('device', [
    ...common({ type: 17235970, guid: G.recorder, name: 'Warehouse recorder', dvr: true, typename: 'Vigil NVR-8', firmware: '5.1.3', address: '192.168.1.30', user: 'admin', password: 'W4rehouse' }),
    descriptor(8, 1, false, 0, 0),
    el('videos', [networkVideo(G.recorderVideo1, 'Warehouse aisle 1', 0, 0, 'h264', '1280x720', '/ch1'), networkVideo(G.recorderVideo2, 'Warehouse dock', 1, 0, 'h264', '1280x720', '/ch2')]),
    el('audio-inputs', []), el('audio-outputs', []),
    io('connection-state-io', G.recorderConnection, 'Warehouse recorder connected', 'Warehouse recorder', 0, 1),
  ]);
  return el('devices', [entrance, parking, recorder]);
}
