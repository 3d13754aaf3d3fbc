import type { DeviceDescriptor, VideoChannelDescriptor } from './descriptor';
import { ChannelNotFoundError, StreamsChannelMismatchError, StreamsWrongOrderError } from './device-errors';
import type { AnyVideoModule } from './video-module';

/**
 * The console's view of one camera channel: its streams (first, then the
 * optional second). The channel's name and second-stream switches live on the
 * first stream; the name is copied to every stream so that each module still
 * reads well on its own.
 */
export interface VideoChannel {
  readonly channel: number;
  readonly streams: readonly [AnyVideoModule, ...AnyVideoModule[]];
}

/** Section 5: streams of a channel start at 0, come in order and share one channel. */
export function checkChannelStreams(streams: readonly AnyVideoModule[]): void {
  const first = streams[0];
  if (first === undefined) throw new StreamsWrongOrderError();
  if (streams.some((stream) => stream.channel !== first.channel)) throw new StreamsChannelMismatchError();
  if (streams.some((stream, index) => stream.stream !== index)) throw new StreamsWrongOrderError();
}

export function createVideoChannel(streams: readonly AnyVideoModule[]): VideoChannel {
  checkChannelStreams(streams);
  const [first, ...rest] = streams as readonly [AnyVideoModule, ...AnyVideoModule[]];
  return { channel: first.channel, streams: [first, ...rest] };
}

export function channelName(view: VideoChannel): string {
  return view.streams[0].name;
}

export function channelUsesSecondStream(view: VideoChannel): boolean {
  return view.streams[0].useSecondStream;
}

export function channelRebuildsSecondStream(view: VideoChannel): boolean {
  return view.streams[0].rebuildSecondStream;
}

/** Renames the channel: every stream takes the name. */
export function renameVideoChannel(view: VideoChannel, name: string): VideoChannel {
  const [first, ...rest] = view.streams.map((stream) => (stream.name === name ? stream : { ...stream, name }));
  return { ...view, streams: [first!, ...rest] };
}

function withFirst(view: VideoChannel, change: Partial<Pick<AnyVideoModule, 'useSecondStream' | 'rebuildSecondStream'>>): VideoChannel {
  const [first, ...rest] = view.streams;
  return { ...view, streams: [{ ...first, ...change }, ...rest] };
}

export function setUseSecondStream(view: VideoChannel, use: boolean): VideoChannel {
  return withFirst(view, { useSecondStream: use });
}

export function setRebuildSecondStream(view: VideoChannel, rebuild: boolean): VideoChannel {
  return withFirst(view, { rebuildSecondStream: rebuild });
}

/**
 * Groups a device's video modules by channel, channels in order of first
 * appearance, streams in list order. Throws the stream rules' errors when a
 * group breaks them (see `streamRuleProblems` for a non-throwing check).
 */
export function videoChannels(videos: readonly AnyVideoModule[]): VideoChannel[] {
  return groupByChannel(videos).map(createVideoChannel);
}

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

/** Back to the device's flat `videos` list. */
export function flattenVideoChannels(channels: readonly VideoChannel[]): AnyVideoModule[] {
  return channels.flatMap((view) => view.streams);
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
