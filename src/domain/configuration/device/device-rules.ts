import type { ModelPath } from '../model-path';
import { problemAt, type ConfigurationProblem } from '../validation/configuration-problem';
import { allowedStreamSettings, allows, withinRange } from './allowed-settings';
import type { Device } from './device';
import { ChannelNotFoundError, StreamsChannelMismatchError, StreamsWrongOrderError } from './device-errors';
import { groupByChannel } from './video-channel';
import type { AnyVideoModule } from './video-module';

function videoPath(device: Device, module: AnyVideoModule, field: keyof AnyVideoModule): ModelPath {
  return ['videos', device.videos.indexOf(module), field];
}

/** Section 5's stream rules for every channel of the device, places relative to the device. */
export function streamRuleProblems(device: Device): ConfigurationProblem[] {
  const problems: ConfigurationProblem[] = [];
  for (const streams of groupByChannel(device.videos)) {
    streams.forEach((module, index) => {
      if (module.stream !== index) problems.push(problemAt(videoPath(device, module, 'stream'), new StreamsWrongOrderError()));
    });
  }
  // Grouping by channel hides a stream sitting in another channel's block;
  // the flat list shows it: a channel's streams must be contiguous.
  const seen = new Set<number>();
  device.videos.forEach((module, index) => {
    const previous = device.videos[index - 1];
    if (previous !== undefined && previous.channel !== module.channel && seen.has(module.channel)) {
      problems.push(problemAt(videoPath(device, module, 'channel'), new StreamsChannelMismatchError()));
    }
    seen.add(module.channel);
  });
  return problems;
}

/**
 * Each video module checked against the device's descriptor: the channel
 * exists, and the codec, resolution, rotation, quality, fps, gov and bitrates
 * are among those announced. No descriptor, no check.
 */
export function descriptorProblems(device: Device): ConfigurationProblem[] {
  const descriptor = device.descriptor;
  if (descriptor === undefined) return [];
  const problems: ConfigurationProblem[] = [];
  for (const module of device.videos) {
    const at = (field: keyof AnyVideoModule): ModelPath => videoPath(device, module, field);
    let allowed;
    try {
      allowed = allowedStreamSettings(descriptor, module.channel, module.stream, module.codec);
    } catch (error) {
      if (error instanceof ChannelNotFoundError) {
        problems.push(problemAt(at('channel'), error));
        continue;
      }
      throw error;
    }
    const unsupported = (field: keyof AnyVideoModule, value: string | number): void => {
      problems.push(problemAt(at(field), { code: 'DEVICE.UNSUPPORTED_SETTING', message: `${String(value)} isn't supported by this device`, values: { value } }));
    };
    if (!allows(allowed.rotations, module.rotation)) unsupported('rotation', module.rotation);
    // An empty codec means the device chooses: nothing to check against.
    if (module.codec !== '' && allowed.codecs.length > 0 && allowed.codec === undefined) {
      unsupported('codec', module.codec);
      continue;
    }
    const codec = allowed.codec;
    if (codec === undefined) continue;
    if (!allows(codec.resolutions, module.resolution)) unsupported('resolution', module.resolution);
    if (!allows(codec.qualities, module.quality)) unsupported('quality', module.quality);
    if (!allows(codec.fps, module.fps)) unsupported('fps', module.fps);
    if (!allows(codec.gov, module.gov)) unsupported('gov', module.gov);
    if (!withinRange(codec.maxBitrate, module.maxBitrate)) unsupported('maxBitrate', module.maxBitrate);
    if (module.vbr && !allows(codec.vbrQualities, module.vbrQuality)) unsupported('vbrQuality', module.vbrQuality);
    if (!module.vbr && !withinRange(codec.cbrBitrate, module.cbrBitrate)) unsupported('cbrBitrate', module.cbrBitrate);
  }
  return problems;
}
