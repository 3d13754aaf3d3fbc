import type { ModelProfile } from './model-profile';

type Model = Omit<ModelProfile, 'id' | 'label'>;

const H26X = ['h264', 'h265', 'mjpeg'];
const H264 = ['h264', 'mjpeg'];

/** One manufacturer's models, numbered from `first`. */
function family(label: string, first: number, models: readonly Model[]): ModelProfile[] {
  return models.map((model, index) => ({ id: first + index, label, ...model }));
}

const camera = (name: string, resolution: string, fields: Partial<Model> & Pick<Model, 'request'>): Model => ({
  name, channels: 1, streams: 2, codecs: H26X, resolution, maxFps: 30, inputs: 0, outputs: 0, kind: 'native', ...fields,
});

/**
 * The models the simulated appliance supports: real-sounding cameras, domes,
 * PTZ, multisensor cameras, recorders, I/O boxes, an intercom and an alarm
 * panel, native and ONVIF. Their profiles drive the descriptors that creation
 * answers (device-factory.ts).
 */
export const CATALOGUE_MODELS: readonly ModelProfile[] = [
  { id: 1, label: 'ONVIF', name: 'Generic ONVIF device', kind: 'onvif', channels: 1, streams: 2, codecs: H264, resolution: '1920x1080', maxFps: 25, inputs: 1, outputs: 1, request: '/onvif/profile{channel}' },
  { id: 2, label: 'Generic', name: 'RTSP stream', kind: 'native', channels: 1, streams: 1, codecs: ['h264', 'h265', 'mjpeg', 'mpeg4'], resolution: '1920x1080', maxFps: 30, inputs: 0, outputs: 0, request: '/live' },
  ...family('Vigil', 100, [
    camera('NC-200', '1920x1080', { codecs: H26X, maxFps: 25, inputs: 1, outputs: 1, request: '/stream{channel}' }),
    camera('NC-400', '2688x1520', { audioIn: true, inputs: 1, outputs: 1, request: '/stream{channel}' }),
    camera('ND-360', '2592x1944', { maxFps: 20, audioIn: true, audioOut: true, request: '/stream{channel}' }),
    camera('NP-30X', '1920x1080', { ptz: true, inputs: 2, outputs: 1, audioIn: true, request: '/stream{channel}' }),
    { name: 'NVR-8', kind: 'native', dvr: true, channels: 8, streams: 1, codecs: ['h264', 'h265'], resolution: '1280x720', maxFps: 25, inputs: 0, outputs: 0, request: '/ch{channel}' },
    { name: 'NVR-16', kind: 'native', dvr: true, channels: 16, streams: 2, codecs: ['h264', 'h265'], resolution: '1920x1080', maxFps: 25, inputs: 4, outputs: 2, request: '/ch{channel}' },
    { name: 'IO-16', kind: 'native', channels: 0, streams: 1, codecs: [], resolution: '', maxFps: 0, inputs: 16, outputs: 8, ioConfigurable: true, request: '' },
    { name: 'AP-32', kind: 'native', channels: 0, streams: 1, codecs: [], resolution: '', maxFps: 0, inputs: 0, outputs: 0, controlPanel: { zones: 32, areas: 4, outputs: 8 }, request: '' },
  ]),
  ...family('Axis', 200, [
    camera('M3086-V', '2304x1728', { request: '/axis-media/media.amp?camera={channel}' }),
    camera('P3265-LVE', '1920x1080', { maxFps: 60, audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/axis-media/media.amp?camera={channel}' }),
    camera('P1468-LE', '3840x2160', { audioIn: true, inputs: 1, outputs: 1, request: '/axis-media/media.amp?camera={channel}' }),
    camera('Q6135-LE', '1920x1080', { ptz: true, maxFps: 60, audioIn: true, audioOut: true, inputs: 2, outputs: 2, request: '/axis-media/media.amp?camera={channel}' }),
    camera('Q1656', '2688x1512', { maxFps: 50, audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/axis-media/media.amp?camera={channel}' }),
    { name: 'F9114 Main Unit', kind: 'native', channels: 4, streams: 2, codecs: H26X, resolution: '1920x1080', maxFps: 30, audioIn: true, inputs: 1, outputs: 1, request: '/axis-media/media.amp?camera={channel}' },
    { name: 'I8116-E', kind: 'native', channels: 1, streams: 2, codecs: H26X, resolution: '2592x1944', maxFps: 30, audioIn: true, audioOut: true, sip: true, inputs: 1, outputs: 1, request: '/axis-media/media.amp?camera={channel}' },
  ]),
  ...family('Bosch', 300, [
    camera('FLEXIDOME IP 5000i', '3072x1728', { request: '/rtsp_tunnel?inst={channel}' }),
    camera('DINION IP 5000 HD', '1920x1080', { codecs: H264, audioIn: true, inputs: 1, outputs: 1, request: '/rtsp_tunnel?inst={channel}' }),
    camera('AUTODOME IP 5000i', '1920x1080', { ptz: true, maxFps: 60, audioIn: true, audioOut: true, inputs: 2, outputs: 1, request: '/rtsp_tunnel?inst={channel}' }),
    camera('MIC IP fusion 9000i', '1920x1080', { ptz: true, channels: 2, maxFps: 30, inputs: 4, outputs: 2, request: '/rtsp_tunnel?inst={channel}' }),
  ]),
  ...family('Hanwha Vision', 400, [
    camera('XNV-8080R', '2560x1920', { audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/profile{channel}/media.smp' }),
    camera('XND-6080RV', '1920x1080', { maxFps: 60, request: '/profile{channel}/media.smp' }),
    camera('XNP-6400RW', '1920x1080', { ptz: true, maxFps: 60, audioIn: true, audioOut: true, inputs: 2, outputs: 2, request: '/profile{channel}/media.smp' }),
    { name: 'PNM-9085RQZ', kind: 'native', channels: 4, streams: 2, codecs: H26X, resolution: '2560x1440', maxFps: 30, audioIn: true, inputs: 1, outputs: 1, request: '/{channel}/profile2/media.smp' },
  ]),
  ...family('Hikvision', 500, [
    camera('DS-2CD2143G2-I', '2688x1520', { codecs: ['h264', 'h265'], maxFps: 25, request: '/Streaming/Channels/{channel}01' }),
    camera('DS-2CD2387G2-LU', '3840x2160', { codecs: ['h264', 'h265'], maxFps: 20, audioIn: true, request: '/Streaming/Channels/{channel}01' }),
    camera('DS-2DE4425IW-DE', '2560x1440', { ptz: true, codecs: ['h264', 'h265', 'mjpeg'], audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/Streaming/Channels/{channel}01' }),
    { name: 'DS-7608NI-K2', kind: 'native', dvr: true, channels: 8, streams: 2, codecs: ['h264', 'h265'], resolution: '3840x2160', maxFps: 25, inputs: 0, outputs: 0, request: '/Streaming/Channels/{channel}01' },
  ]),
  ...family('Sony', 600, [
    camera('SNC-VB770', '3840x2160', { codecs: ['h264', 'h265', 'mjpeg'], audioIn: true, audioOut: true, inputs: 2, outputs: 2, request: '/media/video{channel}' }),
    camera('SNC-EM642R', '1920x1080', { codecs: ['h264', 'mjpeg'], request: '/media/video{channel}' }),
  ]),
  ...family('Mobotix', 700, [
    camera('M73', '3840x2160', { codecs: ['h264', 'mxpeg', 'mjpeg'], audioIn: true, audioOut: true, inputs: 2, outputs: 2, request: '/stream0/mobotix.mjpeg' }),
    camera('Q71', '3840x2160', { codecs: ['h264', 'mxpeg'], streams: 1, request: '/stream0/mobotix.mjpeg' }),
  ]),
  ...family('Dahua', 800, [
    camera('IPC-HDW2431T-AS', '2688x1520', { kind: 'onvif', codecs: ['h265', 'h264', 'mjpeg'], audioIn: true, request: '/cam/realmonitor?channel={channel}&subtype=0' }),
    camera('IPC-HFW3849T1-AS-PV', '3840x2160', { kind: 'onvif', codecs: ['h265', 'h264'], maxFps: 25, audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/cam/realmonitor?channel={channel}&subtype=0' }),
    camera('SD49425XB-HNR', '2560x1440', { kind: 'onvif', ptz: true, codecs: ['h265', 'h264', 'mjpeg'], audioIn: true, audioOut: true, inputs: 2, outputs: 1, request: '/cam/realmonitor?channel={channel}&subtype=0' }),
    { name: 'NVR4108HS-8P-4KS2', kind: 'onvif', dvr: true, channels: 8, streams: 2, codecs: ['h265', 'h264'], resolution: '3840x2160', maxFps: 25, inputs: 0, outputs: 0, request: '/cam/realmonitor?channel={channel}&subtype=0' },
  ]),
  ...family('i-PRO', 900, [
    camera('WV-S2136L', '1920x1080', { kind: 'onvif', maxFps: 60, audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/MediaInput/h264/stream_{channel}' }),
    camera('WV-S6532LN', '1920x1080', { kind: 'onvif', ptz: true, audioIn: true, audioOut: true, inputs: 3, outputs: 2, request: '/MediaInput/h264/stream_{channel}' }),
  ]),
  ...family('Vivotek', 1000, [
    camera('FD9189-HT', '2560x1920', { kind: 'onvif', codecs: ['h265', 'h264', 'mjpeg'], request: '/live{channel}s1.sdp' }),
    camera('IB9389-EH', '2560x1920', { kind: 'onvif', codecs: ['h265', 'h264', 'mjpeg'], inputs: 1, outputs: 1, request: '/live{channel}s1.sdp' }),
  ]),
  ...family('Avigilon', 1100, [camera('H5A-DO-IR', '2592x1944', { kind: 'onvif', codecs: ['h265', 'h264', 'mjpeg'], audioIn: true, inputs: 1, outputs: 1, request: '/defaultPrimary?streamType=u' })]),
  ...family('Uniview', 1200, [camera('IPC3614SR3-ADF28KM', '2688x1520', { kind: 'onvif', codecs: ['h265', 'h264', 'mjpeg'], maxFps: 25, request: '/media/video{channel}' })]),
  ...family('Milesight', 1300, [camera('MS-C5376-FPA', '2592x1944', { kind: 'onvif', codecs: ['h265', 'h264', 'mjpeg'], audioIn: true, audioOut: true, inputs: 1, outputs: 1, request: '/main' })]),
];
