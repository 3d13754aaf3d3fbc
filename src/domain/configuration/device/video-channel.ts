import type { DeviceDescriptor, VideoChannelDescriptor } from './descriptor';
import { ChannelNotFoundError } from './device-errors';
import type { AnyVideoModule } from './video-module';

/** The modules of each channel, without checking the rules. */
export function groupByChannel(videos: readonly AnyVideoModule[]): AnyVideoModule[][] {
  const groups = new Map<number, AnyVideoModule[]>();
  for (const video of videos) {
    const group = groups.get(video.channel);
    if (group) group.push(video);
    else groups.set(video.channel, [video]);
  }
  return [...groups.values()];
}

/**
 * The descriptor of a device channel. The index must lie between 0 and the
 * channel count minus 1; a shared descriptor answers with its first channel
 * for all of them.
 */
export function channelDescriptor(descriptor: DeviceDescriptor, channel: number): VideoChannelDescriptor {
  const video = descriptor.video;
  const count = video.shared ? video.nbChannels : Math.min(video.nbChannels, video.channels.length);
  if (!Number.isInteger(channel) || channel < 0 || channel >= count) throw new ChannelNotFoundError(channel);
  const found = video.shared ? video.channels[0] : video.channels[channel];
  if (found === undefined) throw new ChannelNotFoundError(channel);
  return found;
}
