import { describe, expect, it } from 'vitest';
import { aConfigurationWithDevices } from '../../../test/mothers/device-configuration.mother';
import { GetAllowedStreamSettings } from './allowed-stream-settings.use-case';

const configuration = aConfigurationWithDevices();
const [camera, dome, recorder] = configuration.devices as [typeof configuration.devices[0], typeof configuration.devices[0], typeof configuration.devices[0]];
const useCase = new GetAllowedStreamSettings();

describe('allowed stream settings', () => {
  it('lists the codecs of a stream and, once one is chosen, its resolutions, fps, qualities and bitrates', () => {
    const answer = useCase.execute(configuration, { deviceId: camera.id, channel: 0, stream: 0, codec: 'h265' });
    expect(answer).toEqual({
      kind: 'allowed',
      settings: {
        rotations: [0, 90, 180, 270],
        codecs: ['h264', 'h265', 'mjpeg'],
        codec: {
          name: 'h265', resolutions: ['1920x1080', '1280x720'], qualities: [1, 2, 3, 4, 5], fps: [1, 5, 10, 15, 25], gov: [1, 10, 25, 50],
          maxBitrate: { min: 256, max: 6144 }, vbrCbr: true, vbrQualities: [1, 2, 3, 4, 5], cbrBitrate: { min: 256, max: 6144 }, cbrPriority: false,
        },
      },
    });
  });

  it('answers for a module with the codec it uses', () => {
    const second = camera.videos[1]!;
    const answer = useCase.forModule(configuration, camera.id, second.id);
    expect(answer.kind === 'allowed' && answer.settings.codec?.resolutions).toEqual(['1920x1080', '1280x720', '640x360']);
  });

  it('uses the first channel descriptor for every channel of a shared descriptor, within the channel count', () => {
    const last = useCase.execute(configuration, { deviceId: recorder.id, channel: 7, stream: 0 });
    expect(last.kind === 'allowed' && last.settings.codecs).toEqual(['h264', 'h265', 'mjpeg']);
    const beyond = useCase.execute(configuration, { deviceId: recorder.id, channel: 8, stream: 0 });
    expect(beyond.kind === 'refused' && beyond.error.message).toBe("this devices doesn't have a channel with id 8");
  });

  it('offers nothing for a stream the channel does not have, and an unknown codec has no values', () => {
    const third = useCase.execute(configuration, { deviceId: dome.id, channel: 0, stream: 2, codec: 'h264' });
    expect(third).toEqual({ kind: 'allowed', settings: { rotations: [0, 90, 180, 270], codecs: [] } });
    const unknown = useCase.execute(configuration, { deviceId: dome.id, channel: 0, stream: 0, codec: 'vp9' });
    expect(unknown.kind === 'allowed' && unknown.settings.codec).toBeUndefined();
  });

  it('is unrestricted without a descriptor and refuses an unknown device or module', () => {
    const bare = { ...configuration, devices: [{ ...camera, descriptor: undefined }] };
    expect(useCase.execute(bare, { deviceId: camera.id, channel: 0, stream: 0 })).toEqual({ kind: 'unrestricted' });
    const missing = useCase.execute(configuration, { deviceId: '1-1', channel: 0, stream: 0 });
    expect(missing.kind === 'refused' && missing.error.code).toBe('CONFIG.ITEM_NOT_IN_LIST');
    expect(useCase.forModule(configuration, camera.id, '2-2').kind).toBe('refused');
  });
});
