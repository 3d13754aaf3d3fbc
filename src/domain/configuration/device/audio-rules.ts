import { problemAt, type ConfigurationProblem } from '../validation/configuration-problem';
import type { AudioDescriptor } from './descriptor';
import { DESCRIPTOR_AUDIO_CODECS, isModuleAudioCodec, moduleAudioCodecOf, type DescriptorAudioCodec } from './codec-names';
import type { Device } from './device';
import type { AudioModule } from './other-modules';

/**
 * The audio codecs a descriptor channel offers, in the modules' spelling
 * (`g711m` → `G.711mu`); a name this version does not know is kept as is.
 * Empty when the channel is absent or announces nothing.
 */
function allowedAudioCodecs(descriptor: AudioDescriptor, channel: number): string[] {
  if (!Number.isInteger(channel) || channel < 0 || channel >= descriptor.nbChannels) return [];
  const found = descriptor.shared ? descriptor.channels[0] : descriptor.channels[channel];
  return (found?.codecs ?? []).map((codec) =>
    (DESCRIPTOR_AUDIO_CODECS as readonly string[]).includes(codec.name) ? moduleAudioCodecOf(codec.name as DescriptorAudioCodec) : codec.name,
  );
}

/** Audio modules whose codec is unknown or not offered by the descriptor, places relative to the device. */
export function audioProblems(device: Device): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  const check = (modules: readonly AudioModule[], descriptor: AudioDescriptor | undefined, key: 'audioInputs' | 'audioOutputs'): void => {
    modules.forEach((module, index) => {
      const allowed = descriptor ? allowedAudioCodecs(descriptor, module.channel) : [];
      const offered = allowed.length === 0 ? isModuleAudioCodec(module.codec) : allowed.includes(module.codec);
      if (!offered) {
        problems.push(problemAt([key, index, 'codec'], { code: 'DEVICE.UNSUPPORTED_SETTING', message: `${module.codec} isn't supported by this device`, values: { value: module.codec } }));
      }
    });
  };
  check(device.audioInputs, device.descriptor?.audioIn, 'audioInputs');
  check(device.audioOutputs, device.descriptor?.audioOut, 'audioOutputs');
  return problems;
}
