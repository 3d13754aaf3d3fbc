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

/**
 * A codec's values as the descriptor announces them (VBR and CBR both
 * offered when `vbrCbr`; otherwise the device fixes one), the bitrate ranges
 * under the names of the stream fields they bound.
 */
export type AllowedCodecSettings = Omit<VideoCodecDescriptor, 'canReuse' | 'maxBitrates' | 'cbrBitrates'> & {
  readonly maxBitrate: NumberRange;
  readonly cbrBitrate: NumberRange;
};

function codecSettings({ canReuse: _canReuse, maxBitrates, cbrBitrates, ...values }: VideoCodecDescriptor): AllowedCodecSettings {
  return { ...values, maxBitrate: maxBitrates, cbrBitrate: cbrBitrates };
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
