import { allows } from './allowed-settings';
import { DESCRIPTOR_AUDIO_CODECS, moduleAudioCodecOf, type DescriptorAudioCodec } from './codec-names';
import type { AudioCodecDescriptor, AudioDescriptor } from './descriptor';
import type { AudioModule } from './other-modules';
import { closestAllowed } from './stream-edits';

/** What an audio module may choose: the codecs of its channel and, for its codec, the frequencies and bitrates. Empty lists restrict nothing. */
export interface AllowedAudioSettings {
  readonly codecs: readonly string[];
  readonly frequencies: readonly number[];
  readonly bitrates: readonly number[];
}

const moduleSpelling = (name: string): string =>
  (DESCRIPTOR_AUDIO_CODECS as readonly string[]).includes(name) ? moduleAudioCodecOf(name as DescriptorAudioCodec) : name;

function channelCodecs(descriptor: AudioDescriptor | undefined, channel: number): readonly AudioCodecDescriptor[] {
  if (!descriptor || !Number.isInteger(channel) || channel < 0 || channel >= descriptor.nbChannels) return [];
  return (descriptor.shared ? descriptor.channels[0] : descriptor.channels[channel])?.codecs ?? [];
}

/** The settings the descriptor offers an audio module of `channel` using `codec` (module spelling: `G.711mu`). */
export function allowedAudioSettings(descriptor: AudioDescriptor | undefined, channel: number, codec: string): AllowedAudioSettings {
  const codecs = channelCodecs(descriptor, channel);
  const chosen = codecs.find((item) => moduleSpelling(item.name) === codec);
  return { codecs: codecs.map((item) => moduleSpelling(item.name)), frequencies: chosen?.frequencies ?? [], bitrates: chosen?.bitrates ?? [] };
}

const same = (value: number) => value;

/** The module with its codec set and its frequency and bitrate fitted to the codec's (the closest allowed); the same module when nothing changes. */
export function setAudioCodec<M extends AudioModule>(module: M, descriptor: AudioDescriptor | undefined, codec: string): M {
  const allowed = allowedAudioSettings(descriptor, module.channel, codec);
  const frequency = allows(allowed.frequencies, module.frequency) ? module.frequency : closestAllowed(allowed.frequencies, module.frequency, same);
  const bitrate = allows(allowed.bitrates, module.bitrate) ? module.bitrate : closestAllowed(allowed.bitrates, module.bitrate, same);
  if (codec === module.codec && frequency === module.frequency && bitrate === module.bitrate) return module;
  return { ...module, codec, frequency, bitrate };
}
