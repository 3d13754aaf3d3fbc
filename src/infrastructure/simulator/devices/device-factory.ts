import { plainString } from '../../../domain/configuration/crypted-string';
import type { VideoCodecDescriptor } from '../../../domain/configuration/device/descriptor';
import { createNativeDevice, createOnvifDevice, type Device, type DeviceFields } from '../../../domain/configuration/device/device';
import {
  createAudioInModule,
  createAudioOutModule,
  createControlPanelModule,
  createIoModule,
  createPtzModule,
  createSipAudioModule,
} from '../../../domain/configuration/device/other-modules';
import { createNetworkVideoModule, type NetworkVideoModule } from '../../../domain/configuration/device/video-module';
import { generateGuid, type Guid, type GuidGenerator } from '../../../domain/configuration/guid';
import { createIo, IoDirection, IoFlag, type Io } from '../../../domain/configuration/io';
import { createStoreReference } from '../../../domain/configuration/store';
import { typenameOf } from './device-catalogue';
import type { ModelProfile } from './model-profile';
import { modelDescriptor } from './model-descriptor';

export interface NewDeviceOptions {
  readonly newGuid?: GuidGenerator;
  /** Where the device's video is recorded: the configuration's default store, when it has one. */
  readonly defaultStore?: Guid;
}

/** The middle value of a list (a sensible default among a codec's qualities, frame rates…). */
function middle<T>(list: readonly T[], fallback: T): T {
  return list[Math.floor((list.length - 1) / 2)] ?? fallback;
}

/** Stream 0 of a channel with the driver's defaults: the first codec at its largest resolution, 25 fps or less, VBR. */
function videoModule(model: ModelProfile, codec: VideoCodecDescriptor | undefined, channel: number, name: string, options: NewDeviceOptions, newGuid: GuidGenerator): NetworkVideoModule {
  const fps = codec ? ([...codec.fps].reverse().find((value) => value <= 25) ?? codec.fps[0] ?? 0) : 0;
  const maxBitrate = codec ? Math.min(codec.maxBitrates.max, Math.max(codec.maxBitrates.min, Math.round(codec.maxBitrates.max / 2))) : 0;
  return createNetworkVideoModule(
    {
      name,
      store: createStoreReference(options.defaultStore),
      channel,
      stream: 0,
      codec: codec?.name ?? '',
      resolution: codec?.resolutions[0] ?? '',
      quality: codec ? middle(codec.qualities, 0) : 0,
      fps,
      gov: codec ? ([...codec.gov].reverse().find((value) => value <= Math.max(fps, 1)) ?? 1) : 0,
      maxBitrate,
      vbr: codec?.vbrCbr ?? false,
      vbrQuality: codec ? middle(codec.vbrQualities, 0) : 0,
      cbrBitrate: maxBitrate,
      request: model.request.replace('{channel}', String(channel + 1)),
    },
    newGuid,
  );
}

function ios(count: number, direction: number, owner: string, newGuid: GuidGenerator): Io[] {
  const kind = direction === IoDirection.input ? 'input' : 'output';
  return Array.from({ length: count }, (_, index) => createIo({ name: `${owner} ${kind} ${index + 1}`, typeName: kind, ownerName: owner, direction }, newGuid));
}

/**
 * The device the appliance's driver makes for a model before it is
 * configured: a fresh guid, the model's descriptor, a video module (stream
 * 0) per channel, audio, PTZ, SIP, I/O and alarm-panel modules as the model
 * has them, and a connection-state io. Address and credentials are left for
 * the administrator (or the discovery data) to fill in.
 */
export function deviceOfModel(model: ModelProfile, options: NewDeviceOptions = {}): Device {
  const newGuid = options.newGuid ?? (() => generateGuid());
  const typename = typenameOf(model);
  // The generic ONVIF model's devices are just 'ONVIF device' until the administrator names them.
  const name = typename === 'ONVIF' ? 'ONVIF device' : typename;
  const descriptor = modelDescriptor(model);
  const codecOf = (channel: number): VideoCodecDescriptor | undefined => {
    const channelDescriptor = descriptor.video.shared ? descriptor.video.channels[0] : descriptor.video.channels[channel];
    return channelDescriptor?.streams[0]?.codecs[0];
  };
  const videos = Array.from({ length: model.channels }, (_, channel) => videoModule(model, codecOf(channel), channel, model.channels > 1 ? `${name} ${channel + 1}` : name, options, newGuid));
  const audio = { codec: 'G.711mu', frequency: 8000, bitrate: 64, channels: 1 };
  const fields: Partial<DeviceFields> = {
    name,
    dvr: model.dvr ?? false,
    typename,
    port: 80,
    useAuth: true,
    user: '',
    password: plainString(),
    descriptor,
    videos,
    audioInputs: model.audioIn ? [createAudioInModule({ name: `${name} microphone`, ...audio }, newGuid)] : [],
    audioOutputs: model.audioOut ? [createAudioOutModule({ name: `${name} speaker`, ...audio }, newGuid)] : [],
    ...(model.ptz ? { ptz: createPtzModule({ name: `${name} PTZ`, useRemotePreset: true }, newGuid) } : {}),
    ...(model.sip ? { sip: createSipAudioModule({ name: `${name} intercom`, audioIn: Boolean(model.audioIn), audioOut: Boolean(model.audioOut) }, newGuid) } : {}),
    ...(model.inputs + model.outputs > 0
      ? { io: createIoModule({ name: `${name} I/O`, inputs: ios(model.inputs, IoDirection.input, name, newGuid), outputs: ios(model.outputs, IoDirection.output, name, newGuid) }, newGuid) }
      : {}),
    ...(model.controlPanel ? { controlPanel: createControlPanelModule({ name: `${name} panel` }, newGuid) } : {}),
    connectionStateIO: createIo({ name: `${name} connected`, typeName: 'input', ownerName: name, flags: IoFlag.virtual }, newGuid),
  };
  if (model.kind === 'onvif') {
    return createOnvifDevice({ ...fields, defaultProfile: 'profile_1', forceProfileS: false, onvifChannels: videos.map((_, channel) => channel) }, newGuid);
  }
  return createNativeDevice(fields, newGuid);
}
