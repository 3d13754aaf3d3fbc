import { describe, expect, it } from 'vitest';
import { descriptorProblems, streamRuleProblems } from '../../../domain/configuration/device/device-rules';
import { ONVIF_DEVICE_TYPE, NATIVE_DEVICE_TYPE } from '../../../domain/configuration/device/device';
import { sequentialGuids } from '../../../domain/configuration/guid';
import { readDeviceElement, renderDeviceElement } from '../../xml/device-element';
import { CATALOGUE_MODELS } from './catalogue-models';
import { modelById, modelByLabel, supportedDevices } from './device-catalogue';
import { deviceOfModel } from './device-factory';
import { modelDescriptor } from './model-descriptor';

describe('simulated device catalogue and driver', () => {
  it('lists a few dozen supported devices, native and ONVIF, each once', () => {
    const list = supportedDevices();
    expect(list.length).toBeGreaterThanOrEqual(36);
    expect(new Set(list.map((model) => model.id)).size).toBe(list.length);
    expect(new Set(list.map((model) => `${model.label} ${model.name}`)).size).toBe(list.length);
    expect(list[0]).toEqual({ id: 1, name: 'Generic ONVIF device', label: 'ONVIF' });
    expect(new Set(CATALOGUE_MODELS.map((model) => model.kind))).toEqual(new Set(['native', 'onvif']));
  });

  it('finds a model by id, or by label and name without case, and any ONVIF camera through the generic model', () => {
    expect(modelById(203)?.name).toBe('Q6135-LE');
    expect(modelByLabel('axis', 'q6135-le')?.id).toBe(203);
    expect(modelByLabel('ONVIF', 'IPC-B140H')).toMatchObject({ id: 1, name: 'IPC-B140H' });
    expect(modelByLabel('Axis', 'Z9999')).toBeUndefined();
  });

  it.each(CATALOGUE_MODELS.map((model) => [`${model.label} ${model.name}`, model.id] as const))('%s: a device whose modules the descriptor allows, written and read back the same', (_name, id) => {
    const model = modelById(id)!;
    const device = deviceOfModel(model, { newGuid: sequentialGuids(7), defaultStore: '1-1' });
    expect(device.type).toBe(model.kind === 'onvif' ? ONVIF_DEVICE_TYPE : NATIVE_DEVICE_TYPE);
    expect(device.videos).toHaveLength(model.channels);
    expect(descriptorProblems(device)).toEqual([]);
    expect(streamRuleProblems(device)).toEqual([]);
    expect(device.descriptor?.video.nbChannels).toBe(model.channels);
    expect(device.descriptor?.io).toMatchObject({ logicInputs: model.inputs, logicOutputs: model.outputs });
    expect(Boolean(device.ptz)).toBe(Boolean(model.ptz));
    expect(Boolean(device.descriptor?.video.channels[0]?.ptz)).toBe(Boolean(model.ptz));
    expect(device.io?.inputs.length ?? 0).toBe(model.inputs);
    expect(device.audioInputs.length).toBe(model.audioIn ? 1 : 0);
    expect(readDeviceElement(renderDeviceElement(device))).toEqual(device);
  });

  it('gives each new device fresh guids and records on the default store', () => {
    const [a, b] = [deviceOfModel(modelById(100)!, { defaultStore: 'S-1' }), deviceOfModel(modelById(100)!)];
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^\d+-\d+$/);
    expect(a.videos[0]?.store).toEqual({ use: true, id: 'S-1' });
    expect(b.videos[0]?.store).toEqual({ use: false });
  });

  it('offers standard resolutions from the largest down and bitrates by codec', () => {
    const codecsOf = (resolution: string) => {
      const descriptor = modelDescriptor({ ...modelById(100)!, codecs: ['h264', 'h265', 'mjpeg'], resolution });
      return new Map(descriptor.video.channels[0]!.streams[0]!.codecs.map((codec) => [codec.name, codec]));
    };
    const hd = codecsOf('1920x1080');
    expect(hd.get('h264')!.resolutions.slice(0, 3)).toEqual(['1920x1080', '1280x960', '1280x720']);
    expect(codecsOf('2000x1000').get('h264')!.resolutions[0]).toBe('2000x1000');
    expect(hd.get('h265')!.maxBitrates.max).toBeLessThan(hd.get('h264')!.maxBitrates.max);
    expect(hd.get('mjpeg')!.maxBitrates.max).toBeGreaterThan(hd.get('h264')!.maxBitrates.max);
  });
});
