import { describe, expect, it } from 'vitest';
import { onvifPtzCamera, recorderWithIo } from '../../../../test/mothers/device.mother';
import { ChannelNotFoundError } from './device-errors';
import { channelDescriptor, groupByChannel } from './video-channel';

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

describe('channels of a device', () => {
  it('groups the streams by channel, channels in order of first appearance, streams in list order', () => {
    const videos = onvifPtzCamera().videos;
    expect(groupByChannel(videos).map((group) => group.map((video) => [video.channel, video.stream]))).toEqual([[[0, 0]], [[1, 0], [1, 1]]]);
    expect(groupByChannel([...videos].reverse()).map((group) => group.map((video) => [video.channel, video.stream]))).toEqual([[[1, 1], [1, 0]], [[0, 0]]]);
  });
});
