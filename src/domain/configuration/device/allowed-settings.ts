import type { DeviceDescriptor, NumberRange, VideoCodecDescriptor } from './descriptor';
import { channelDescriptor } from './video-channel';

/**
 * What the console may offer for one stream of one channel: the codecs the
 * descriptor announces and, once a codec is chosen, its values. An empty list
 * means the device did not announce that setting, so it is not restricted.
 */
export interface AllowedStreamSettings {
  readonly rotations: readonly number[];
  readonly codecs: readonly string[];
  readonly codec?: AllowedCodecSettings;
}

export interface AllowedCodecSettings {
  readonly name: string;
  readonly resolutions: readonly string[];
  readonly qualities: readonly number[];
  readonly fps: readonly number[];
  readonly gov: readonly number[];
  readonly maxBitrate: NumberRange;
  /** VBR and CBR can both be chosen; otherwise the device fixes one. */
  readonly vbrCbr: boolean;
  readonly vbrQualities: readonly number[];
  readonly cbrBitrate: NumberRange;
  readonly cbrPriority: boolean;
}

function codecSettings(codec: VideoCodecDescriptor): AllowedCodecSettings {
  return {
    name: codec.name,
    resolutions: codec.resolutions,
    qualities: codec.qualities,
    fps: codec.fps,
    gov: codec.gov,
    maxBitrate: codec.maxBitrates,
    vbrCbr: codec.vbrCbr,
    vbrQualities: codec.vbrQualities,
    cbrBitrate: codec.cbrBitrates,
    cbrPriority: codec.cbrPriority,
  };
}

/**
 * Allowed settings for stream `stream` of channel `channel`. Throws
 * ChannelNotFoundError for a channel the descriptor lacks; a stream beyond
 * the channel's streams offers nothing.
 */
export function allowedStreamSettings(descriptor: DeviceDescriptor, channel: number, stream: number, codec?: string): AllowedStreamSettings {
  const channelDesc = channelDescriptor(descriptor, channel);
  const streamDesc = stream < channelDesc.nbStreams ? channelDesc.streams[stream] : undefined;
  const codecs = streamDesc?.codecs ?? [];
  const chosen = codec === undefined ? undefined : codecs.find((item) => item.name === codec);
  return {
    rotations: channelDesc.rotations,
    codecs: codecs.map((item) => item.name),
    ...(chosen ? { codec: codecSettings(chosen) } : {}),
  };
}

/** True when the value is allowed by the list, an empty list allowing anything. */
export function allows<T>(list: readonly T[], value: T): boolean {
  return list.length === 0 || list.includes(value);
}

/** True when the value lies in the range, an unset range (max 0) allowing anything. */
export function withinRange(range: NumberRange, value: number): boolean {
  return range.max === 0 || (value >= range.min && value <= range.max);
}
