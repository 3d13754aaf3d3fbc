import type { NumberRange } from './descriptor';
import { allowedStreamSettings, allows, withinRange, type AllowedCodecSettings } from './allowed-settings';
import type { Device } from './device';
import { ChannelNotFoundError } from './device-errors';
import type { AnyVideoModule } from './video-module';

function pixels(resolution: string): number {
  const match = /^(\d+)\s*x\s*(\d+)$/i.exec(resolution);
  return match ? Number(match[1]) * Number(match[2]) : 0;
}

/** The allowed value closest to `value` (the first on a tie); the value itself when the list allows it. */
export function closestAllowed<T>(list: readonly T[], value: T, measure: (item: T) => number): T {
  if (allows(list, value)) return value;
  let best = list[0] as T;
  for (const item of list) if (Math.abs(measure(item) - measure(value)) < Math.abs(measure(best) - measure(value))) best = item;
  return best;
}

function clamp(range: NumberRange, value: number): number {
  return withinRange(range, value) ? value : Math.min(range.max, Math.max(range.min, value));
}

const same = (value: number) => value;

/**
 * The stream's settings fitted to a codec's allowed values: each setting the
 * codec allows is kept, any other becomes the closest allowed one (the
 * resolution by pixel count, bitrates clamped into their range). Used when
 * the installer picks a codec, so that no invalid combination can be entered.
 */
function fitStreamToCodec<M extends AnyVideoModule>(module: M, codec: AllowedCodecSettings): M {
  const fitted = {
    ...module,
    codec: codec.name,
    resolution: closestAllowed(codec.resolutions, module.resolution, pixels),
    quality: closestAllowed(codec.qualities, module.quality, same),
    fps: closestAllowed(codec.fps, module.fps, same),
    gov: closestAllowed(codec.gov, module.gov, same),
    maxBitrate: clamp(codec.maxBitrate, module.maxBitrate),
    vbrQuality: module.vbr ? closestAllowed(codec.vbrQualities, module.vbrQuality, same) : module.vbrQuality,
    cbrBitrate: module.vbr ? module.cbrBitrate : clamp(codec.cbrBitrate, module.cbrBitrate),
  };
  // Keep the module's identity when nothing changes: the codec writes back only what did.
  return (Object.keys(fitted) as (keyof M)[]).every((key) => Object.is(fitted[key], module[key])) ? module : fitted;
}

/**
 * The device with one stream's codec set. The stream's other settings are
 * fitted to the codec when the descriptor announces it; without a
 * descriptor (or for a channel it lacks) only the codec changes.
 */
export function setStreamCodec(device: Device, moduleId: string, codec: string): Device {
  const index = device.videos.findIndex((video) => video.id === moduleId);
  const module = device.videos[index];
  if (module === undefined) return device;
  let allowed: AllowedCodecSettings | undefined;
  if (device.descriptor) {
    try {
      allowed = allowedStreamSettings(device.descriptor, module.channel, module.stream, codec).codec;
    } catch (error) {
      if (!(error instanceof ChannelNotFoundError)) throw error;
    }
  }
  const next = allowed ? fitStreamToCodec(module, allowed) : { ...module, codec };
  return next === module ? device : { ...device, videos: device.videos.with(index, next) };
}

/** Section 3's video channel: the name is applied to every stream of the channel. */
export function renameDeviceChannel(device: Device, channel: number, name: string): Device {
  if (!device.videos.some((video) => video.channel === channel && video.name !== name)) return device;
  return { ...device, videos: device.videos.map((video) => (video.channel === channel && video.name !== name ? { ...video, name } : video)) };
}
