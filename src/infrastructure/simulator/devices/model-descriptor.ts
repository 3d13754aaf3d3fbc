import {
  createAudioCodecDescriptor,
  createDeviceDescriptor,
  createPtzCapabilities,
  type AudioDescriptor,
  type DeviceDescriptor,
  type VideoChannelDescriptor,
  type VideoCodecDescriptor,
} from '../../../domain/configuration/device/descriptor';
import type { ModelProfile } from './model-profile';

/** The resolutions cameras offer, largest first. */
const RESOLUTIONS = ['3840x2160', '3072x1728', '2688x1520', '2592x1944', '2560x1920', '2560x1440', '2304x1728', '1920x1080', '1280x960', '1280x720', '800x600', '640x480', '640x360', '320x240'];
/** Second streams stay small: they feed mobile clients and analysis. */
const SECOND_STREAM_LARGEST = '1280x720';
const FRAME_RATES = [1, 2, 5, 10, 12, 15, 20, 25, 30, 50, 60];
const QUALITIES = [1, 2, 3, 4, 5];

function pixels(resolution: string): number {
  const [width, height] = resolution.split('x').map(Number);
  return (width ?? 0) * (height ?? 0);
}

/** The standard resolutions from `largest` down (and `largest` itself when it is not standard). */
function resolutionsUpTo(largest: string): string[] {
  const smaller = RESOLUTIONS.filter((resolution) => pixels(resolution) <= pixels(largest));
  return smaller.includes(largest) ? smaller : [largest, ...smaller];
}

/** Kbit/s a codec needs at most for the resolution: mjpeg about four times h264, h265 two thirds of it. */
function maxBitrateFor(codec: string, resolution: string): number {
  const h264 = Math.max(1024, Math.round((pixels(resolution) / 1_000_000) * 4) * 1024);
  if (codec === 'h265') return Math.round((h264 * 2) / 3 / 256) * 256;
  return codec === 'mjpeg' || codec === 'mxpeg' ? Math.min(h264 * 4, 40_960) : h264;
}

function codecDescriptor(name: string, largest: string, maxFps: number): VideoCodecDescriptor {
  const jpeg = name === 'mjpeg' || name === 'mxpeg';
  // Motion JPEG stops at 1080p on most cameras; every frame is a key frame.
  const resolutions = resolutionsUpTo(jpeg && pixels(largest) > pixels('1920x1080') ? '1920x1080' : largest);
  const bitrate = maxBitrateFor(name, resolutions[0] ?? largest);
  return {
    name,
    canReuse: !jpeg,
    resolutions,
    qualities: QUALITIES,
    fps: FRAME_RATES.filter((fps) => fps <= (jpeg ? Math.min(maxFps, 30) : maxFps)),
    gov: jpeg ? [1] : [1, 10, 25, 30, 50, 60, 100].filter((gov) => gov === 1 || gov <= maxFps * 4),
    maxBitrates: { min: 256, max: bitrate },
    vbrCbr: !jpeg,
    vbrQualities: QUALITIES,
    cbrBitrates: { min: 256, max: bitrate },
    cbrPriority: !jpeg,
  };
}

function channelDescriptor(model: ModelProfile): VideoChannelDescriptor {
  const first = model.codecs.map((codec) => codecDescriptor(codec, model.resolution, model.maxFps));
  const second = model.codecs.map((codec) => codecDescriptor(codec, pixels(model.resolution) > pixels(SECOND_STREAM_LARGEST) ? SECOND_STREAM_LARGEST : model.resolution, Math.min(model.maxFps, 25)));
  return {
    nbStreams: model.streams,
    // A PTZ head turns the picture upside down only (ceiling or floor mount).
    rotations: model.ptz ? [0, 180] : [0, 90, 180, 270],
    streams: model.streams === 2 ? [{ codecs: first }, { codecs: second }] : [{ codecs: first }],
    ...(model.ptz ? { ptz: createPtzCapabilities({ relative: true, continuous: true, absolute: true, preposition: true, center: true, zone: model.kind === 'native' }) } : {}),
  };
}

function audioDescriptor(present: boolean | undefined, output: boolean): AudioDescriptor {
  if (!present) return { shared: false, nbChannels: 0, channels: [] };
  const codecs = [
    createAudioCodecDescriptor({ name: 'g711m', frequencies: [8000], bitrates: [64] }),
    createAudioCodecDescriptor({ name: 'g711a', frequencies: [8000], bitrates: [64] }),
    createAudioCodecDescriptor({ name: 'g726', frequencies: [8000], bitrates: [16, 24, 32, 40] }),
    ...(output ? [createAudioCodecDescriptor({ name: 'pcm', frequencies: [8000, 16000], bitrates: [128, 256] })] : [createAudioCodecDescriptor({ name: 'aac', frequencies: [16000, 48000], bitrates: [32, 64, 128] })]),
  ];
  return { shared: false, nbChannels: 1, channels: [{ codecs }] };
}

/**
 * What the driver reports for a model: its video channels (one shared channel
 * descriptor for recorders and multisensor cameras without PTZ, one per
 * channel otherwise), each stream's codecs with their resolutions, frame
 * rates, qualities and bitrate ranges, the PTZ capabilities, audio, I/O
 * counts, SIP and the alarm panel's size.
 */
export function modelDescriptor(model: ModelProfile): DeviceDescriptor {
  const shared = model.channels > 1 && !model.ptz;
  const channels = model.channels === 0 ? [] : Array.from({ length: shared ? 1 : model.channels }, () => channelDescriptor(model));
  return createDeviceDescriptor({
    video: { shared, displayModes: model.channels > 1 ? [0, 1, 2] : [0, 1], nbChannels: model.channels, channels },
    audioIn: audioDescriptor(model.audioIn, false),
    audioOut: audioDescriptor(model.audioOut, true),
    io: { logicInputs: model.inputs, logicOutputs: model.outputs, analogInputs: 0, analogOutputs: 0, configurable: model.ioConfigurable ?? false },
    ...(model.sip ? { sip: { audioIn: Boolean(model.audioIn), audioOut: Boolean(model.audioOut) } } : {}),
    ...(model.controlPanel ? { controlPanel: model.controlPanel } : {}),
  });
}
