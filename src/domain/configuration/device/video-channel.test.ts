import { describe, expect, it } from 'vitest';
import { nativeCamera, onvifPtzCamera, recorderWithIo } from '../../../../test/mothers/device.mother';
import { ChannelNotFoundError } from './device-errors';
import {
  channelDescriptor,
  channelName,
  channelRebuildsSecondStream,
  channelUsesSecondStream,
  checkChannelStreams,
  createVideoChannel,
  flattenVideoChannels,
  renameVideoChannel,
  setRebuildSecondStream,
  setUseSecondStream,
  videoChannels,
} from './video-channel';

describe('video channel view', () => {
  it('groups a device streams by channel', () => {
    const views = videoChannels(onvifPtzCamera().videos);
    expect(views.map((view) => [view.channel, view.streams.length])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('reads name and second-stream switches from the first stream', () => {
    const [view] = videoChannels(nativeCamera().videos);
    expect(channelName(view!)).toBe('Entrance');
    expect(channelUsesSecondStream(view!)).toBe(true);
    expect(channelRebuildsSecondStream(view!)).toBe(false);
  });

  it('applies a new name to every stream and switches only on the first', () => {
    const [view] = videoChannels(nativeCamera().videos);
    const renamed = setRebuildSecondStream(setUseSecondStream(renameVideoChannel(view!, 'Hall'), false), true);
    expect(renamed.streams.map((stream) => stream.name)).toEqual(['Hall', 'Hall']);
    expect(renamed.streams.map((stream) => [stream.useSecondStream, stream.rebuildSecondStream])).toEqual([
      [false, true],
      [false, false],
    ]);
  });

  it('flattens back to the same list', () => {
    const videos = onvifPtzCamera().videos;
    expect(flattenVideoChannels(videoChannels(videos))).toEqual(videos);
  });

  it('enforces the stream rules with the specification messages', () => {
    const [first, second] = nativeCamera().videos;
    expect(() => checkChannelStreams([second!, first!])).toThrow('streams are in wrong order');
    expect(() => createVideoChannel([{ ...first!, stream: 1 }])).toThrow('streams are in wrong order');
    expect(() => checkChannelStreams([first!, { ...second!, channel: 1 }])).toThrow('streams must all belong to the same channel');
    expect(() => checkChannelStreams([])).toThrow('streams are in wrong order');
  });
});

describe('channel descriptor', () => {
  it('answers the channel of a non-shared descriptor and refuses one outside it', () => {
    const descriptor = onvifPtzCamera().descriptor!;
    expect(channelDescriptor(descriptor, 1)).toBe(descriptor.video.channels[1]);
    expect(() => channelDescriptor(descriptor, 2)).toThrow("this devices doesn't have a channel with id 2");
    expect(() => channelDescriptor(descriptor, -1)).toThrow(ChannelNotFoundError);
  });

  it('uses the first channel descriptor for every channel of a shared descriptor', () => {
    const descriptor = recorderWithIo().descriptor!;
    expect(channelDescriptor(descriptor, 7)).toBe(descriptor.video.channels[0]);
    expect(() => channelDescriptor(descriptor, 8)).toThrow("this devices doesn't have a channel with id 8");
  });
});
