import { describe, expect, it } from 'vitest';
import { nativeCamera } from '../../../../test/mothers/device.mother';
import { allowedAudioSettings, setAudioCodec } from './audio-settings';
import { createAudioCodecDescriptor, createAudioDescriptor } from './descriptor';
import { descriptorProblems } from './device-rules';
import { createAudioInModule } from './other-modules';
import { closestAllowed, renameDeviceChannel, setStreamCodec } from './stream-edits';

describe('choosing a stream codec', () => {
  it('fits the resolution to the closest the codec allows and keeps what it allows', () => {
    const device = nativeCamera();
    const first = device.videos[0]!;
    const edited = setStreamCodec(device, first.id, 'mjpeg');
    expect(edited.videos[0]).toMatchObject({ codec: 'mjpeg', resolution: '640x360', fps: first.fps, gov: first.gov });
    expect(edited.videos[0]!.maxBitrate).toBeLessThanOrEqual(4096);
    expect(descriptorProblems(edited)).toEqual([]);
    // Only the edited stream is a new object: the rest keep their identity.
    expect(edited.videos[1]).toBe(device.videos[1]);
  });

  it('changes nothing when the codec is the same, and only the codec without a descriptor', () => {
    const device = nativeCamera();
    expect(setStreamCodec(device, device.videos[0]!.id, 'h264')).toBe(device);
    const bare = { ...device, descriptor: undefined };
    expect(setStreamCodec(bare, bare.videos[0]!.id, 'mxpeg').videos[0]).toEqual({ ...bare.videos[0], codec: 'mxpeg' });
  });

  it('picks the closest allowed value, the value itself when allowed', () => {
    expect(closestAllowed([1, 5, 10, 15, 25], 12, (value) => value)).toBe(10);
    expect(closestAllowed([1, 5], 5, (value) => value)).toBe(5);
    expect(closestAllowed([], 7, (value) => value)).toBe(7);
  });

  it('names every stream of a channel, and no other', () => {
    const device = nativeCamera();
    const renamed = renameDeviceChannel(device, 0, 'Gate');
    expect(renamed.videos.filter((video) => video.channel === 0).map((video) => video.name)).toEqual(device.videos.filter((video) => video.channel === 0).map(() => 'Gate'));
    expect(renameDeviceChannel(renamed, 0, 'Gate')).toBe(renamed);
  });
});

describe('choosing an audio codec', () => {
  const descriptor = createAudioDescriptor({
    channels: [{ codecs: [createAudioCodecDescriptor({ name: 'g711m', frequencies: [8000], bitrates: [64] }), createAudioCodecDescriptor({ name: 'aac', frequencies: [16000, 48000], bitrates: [32, 64, 128] })] }],
  });

  it('offers the channel codecs in the modules spelling, and the chosen codec frequencies and bitrates', () => {
    expect(allowedAudioSettings(descriptor, 0, 'AAC')).toEqual({ codecs: ['G.711mu', 'AAC'], frequencies: [16000, 48000], bitrates: [32, 64, 128] });
    expect(allowedAudioSettings(descriptor, 3, 'AAC')).toEqual({ codecs: [], frequencies: [], bitrates: [] });
  });

  it('fits the frequency and the bitrate to the codec', () => {
    const module = createAudioInModule({ codec: 'G.711mu', frequency: 8000, bitrate: 64 });
    expect(setAudioCodec(module, descriptor, 'AAC')).toMatchObject({ codec: 'AAC', frequency: 16000, bitrate: 64 });
    expect(setAudioCodec(module, descriptor, 'G.711mu')).toBe(module);
  });
});
