import { describe, expect, it } from 'vitest';
import { nativeCamera, onvifPtzCamera, recorderWithIo } from '../../../../test/mothers/device.mother';
import { ItemNotInConfigurationError } from '../configuration-errors';
import { sequentialGuids } from '../guid';
import { DESCRIPTOR_AUDIO_CODECS, moduleAudioCodecOf, MODULE_AUDIO_CODECS, VIDEO_CODECS, VIDEO_RTSP_MODES } from './codec-names';
import { createNativeDevice, createOnvifDevice, deviceIos, deviceResourceIds, isOnvifDevice, NATIVE_DEVICE_TYPE, ONVIF_DEVICE_TYPE } from './device';
import { deviceCreationRequest, DeviceCreationError } from './device-creation';
import { addDevice, findDevice, removeDevice } from './device-list';
import { createAudioInModule, createAudioOutModule, createPtzModule, createSipAudioModule } from './other-modules';
import { createNetworkVideoModule, createVideoModule } from './video-module';

describe('device kinds and defaults', () => {
  it('spells the two kinds by their numeric types', () => {
    expect(NATIVE_DEVICE_TYPE).toBe(17235970);
    expect(ONVIF_DEVICE_TYPE).toBe(18874369);
    const onvif = createOnvifDevice({ name: 'Dome' }, sequentialGuids());
    expect(onvif).toMatchObject({ type: 18874369, id: '1-1', defaultProfile: '', forceProfileS: false, onvifChannels: [], videos: [] });
    expect(isOnvifDevice(onvif)).toBe(true);
    expect(isOnvifDevice(createNativeDevice({}, sequentialGuids()))).toBe(false);
  });

  it('gives modules their specified defaults and kebab-case types', () => {
    const ids = sequentialGuids();
    expect(createSipAudioModule({}, ids)).toMatchObject({ type: 'sip-audio', port: 5060, store: { use: false }, ioConnection: null });
    expect(createAudioInModule({}, ids)).toMatchObject({ type: 'audio-in', channels: 1, codec: 'PCM' });
    expect(createAudioOutModule({}, ids).type).toBe('audio-out');
    expect(createVideoModule({}, ids).type).toBe('video');
    expect(createNetworkVideoModule({}, ids)).toMatchObject({ type: 'network-video', protocol: 1, rtspMode: 0 });
    expect(createPtzModule({ channel: 1 }, ids)).toMatchObject({ type: 'ptz', channel: 1 });
  });

  it('lists the codecs and rtsp modes of section 9, with the two audio spellings paired', () => {
    expect(VIDEO_CODECS).toEqual(['mjpeg', 'mxpeg', 'mpeg4', 'h263', 'h264', 'h265']);
    expect(VIDEO_RTSP_MODES).toEqual([0, 1, 2, 3, 4]);
    expect(DESCRIPTOR_AUDIO_CODECS.map(moduleAudioCodecOf)).toEqual([...MODULE_AUDIO_CODECS]);
  });
});

describe('device ios and resources', () => {
  it('collects io module signals and the connection state', () => {
    const camera = nativeCamera();
    expect(deviceIos(camera).map((io) => io.name)).toEqual(['Door contact', 'Door strike', 'Entrance camera connected']);
    expect(deviceResourceIds(camera)).toEqual([camera.id, ...camera.videos.map((video) => video.id), camera.io!.id]);
  });
});

describe('device creation rule', () => {
  it('accepts a numeric id, or both a label and a name', () => {
    expect(deviceCreationRequest({ id: 42 })).toEqual({ kind: 'by-id', id: 42 });
    expect(deviceCreationRequest({ id: '17' })).toEqual({ kind: 'by-id', id: 17 });
    expect(deviceCreationRequest({ label: 'NC-200', name: 'Hall' })).toEqual({ kind: 'by-label', label: 'NC-200', name: 'Hall' });
  });

  it('refuses anything else', () => {
    expect(() => deviceCreationRequest({})).toThrow(DeviceCreationError);
    expect(() => deviceCreationRequest({ id: 'abc' })).toThrow(DeviceCreationError);
    expect(() => deviceCreationRequest({ id: -1 })).toThrow(DeviceCreationError);
    expect(() => deviceCreationRequest({ label: 'NC-200', name: ' ' })).toThrow(DeviceCreationError);
  });
});

describe('device list', () => {
  it('adds, finds and removes', () => {
    const camera = nativeCamera();
    const onvif = onvifPtzCamera();
    let holder = addDevice(addDevice({ devices: [] }, camera), onvif);
    expect(findDevice(holder, onvif.id)).toBe(onvif);
    expect(holder.devices).toEqual([camera, onvif]);
    holder = removeDevice(holder, camera.id);
    expect(holder.devices).toEqual([onvif]);
  });

  it('refuses to remove a device not in the list', () => {
    const recorder = recorderWithIo();
    expect(() => removeDevice({ devices: [] }, recorder.id)).toThrow(ItemNotInConfigurationError);
    expect(() => removeDevice({ devices: [] }, recorder.id)).toThrow(`device ${recorder.id} isn't in this config's device list`);
  });
});
