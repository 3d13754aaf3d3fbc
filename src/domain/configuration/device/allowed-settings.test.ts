import { describe, expect, it } from 'vitest';
import { nativeCamera, onvifPtzCamera } from '../../../../test/mothers/device.mother';
import { allowedStreamSettings } from './allowed-settings';
import { descriptorProblems, streamRuleProblems } from './device-rules';

describe('allowed settings of a stream', () => {
  it('offers the codecs of the stream and the values of the chosen codec', () => {
    const descriptor = nativeCamera().descriptor!;
    const allowed = allowedStreamSettings(descriptor, 0, 1, 'h265');
    expect(allowed.codecs).toEqual(['h264', 'h265', 'mjpeg']);
    expect(allowed.rotations).toEqual([0, 90, 180, 270]);
    expect(allowed.codec).toMatchObject({ name: 'h265', resolutions: ['1920x1080', '1280x720'], maxBitrate: { min: 256, max: 6144 }, vbrCbr: true });
  });

  it('offers no codec values for an unknown codec and nothing for a missing stream', () => {
    const descriptor = nativeCamera().descriptor!;
    expect(allowedStreamSettings(descriptor, 0, 0, 'mxpeg').codec).toBeUndefined();
    expect(allowedStreamSettings(descriptor, 0, 2).codecs).toEqual([]);
    expect(() => allowedStreamSettings(descriptor, 3, 0)).toThrow("this devices doesn't have a channel with id 3");
  });
});

describe('device settings against the descriptor', () => {
  it('finds nothing wrong in the mother devices', () => {
    for (const device of [nativeCamera(), onvifPtzCamera()]) {
      expect(descriptorProblems(device)).toEqual([]);
      expect(streamRuleProblems(device)).toEqual([]);
    }
  });

  it('names each unsupported setting by its path', () => {
    const camera = nativeCamera();
    const [first, second] = camera.videos;
    const device = { ...camera, videos: [{ ...first!, resolution: '4000x3000', fps: 60 }, { ...second!, codec: 'mxpeg' }, { ...first!, channel: 4, stream: 0 }] };
    expect(descriptorProblems(device).map((problem) => problem.path)).toEqual([
      'videos/video[1]/resolution',
      'videos/video[1]/fps',
      'videos/video[2]/codec',
      'videos/video[3]/channel',
    ]);
    expect(descriptorProblems(device)[3]!.message).toBe("this devices doesn't have a channel with id 4");
  });

  it('reports streams out of order or split between channels', () => {
    const camera = onvifPtzCamera();
    const [wide, zoom0, zoom1] = camera.videos;
    expect(streamRuleProblems({ ...camera, videos: [wide!, zoom1!, zoom0!] }).map((problem) => [problem.path, problem.message])).toEqual([
      ['videos/video[2]/stream', 'streams are in wrong order'],
      ['videos/video[3]/stream', 'streams are in wrong order'],
    ]);
    expect(streamRuleProblems({ ...camera, videos: [zoom0!, wide!, zoom1!] }).map((problem) => problem.message)).toEqual(['streams must all belong to the same channel']);
  });
});
