import type {
  AudioChannelDescriptor, AudioCodecDescriptor, AudioDescriptor, ControlPanelDescriptor, DeviceDescriptor, IoDescriptor, NumberRange,
  PtzCapabilities, SipDescriptor, VideoChannelDescriptor, VideoCodecDescriptor, VideoDescriptor, VideoStreamDescriptor,
} from '../../../domain/configuration/device/descriptor';
import { NATIVE_DEVICE_TYPE, ONVIF_DEVICE_TYPE, type Device, type DeviceFields, type NativeDevice, type OnvifDevice } from '../../../domain/configuration/device/device';
import type { ModuleBase } from '../../../domain/configuration/device/module-base';
import { SIP_AUDIO_DEFAULT_PORT, type AudioInModule, type AudioOutModule, type ControlPanelModule, type IoModule, type PtzModule, type SipAudioModule } from '../../../domain/configuration/device/other-modules';
import type { AnyVideoModule, NetworkVideoModule, VideoFields, VideoModule } from '../../../domain/configuration/device/video-module';
import { entity, type FieldTable } from '../entity';
import { nullable, optional, withDefault } from '../leaf';
import { list } from '../list';
import { polymorphic, TypeRegistry } from '../polymorphic';
import { bytes, cryptedString, guidIdentifier } from '../special-values';
import { boolean, enumerated, integer, numberList, stringList, text, typeTag } from '../values';
import { ioCodec } from './io.codec';
import { storeReferenceCodec } from './parameters.codec';

const byId = <T extends { readonly id: string }>(item: T): string => item.id;

// ---- descriptor: what the device can do, as the appliance reports it

const rangeCodec = entity<NumberRange>('NumberRange', { min: integer(), max: integer() });

const videoCodecDescriptor = entity<VideoCodecDescriptor>('VideoCodecDescriptor', {
  name: text(), canReuse: boolean(), resolutions: stringList(), qualities: numberList(), fps: numberList(), gov: numberList(),
  maxBitrates: rangeCodec, vbrCbr: boolean(), vbrQualities: numberList(), cbrBitrates: rangeCodec, cbrPriority: boolean(),
});
const videoStreamDescriptor = entity<VideoStreamDescriptor>('VideoStreamDescriptor', { codecs: list('codec', videoCodecDescriptor) });
const ptzCapabilities = entity<PtzCapabilities>('PtzCapabilities', {
  relative: boolean(), continuous: boolean(), absolute: boolean(), preposition: boolean(), center: boolean(), zone: boolean(),
});
const videoChannelDescriptor = entity<VideoChannelDescriptor>('VideoChannelDescriptor', {
  nbStreams: enumerated([1, 2] as const), rotations: numberList(), streams: list('stream', videoStreamDescriptor), ptz: optional(ptzCapabilities),
});
const videoDescriptor = entity<VideoDescriptor>('VideoDescriptor', {
  shared: boolean(), displayModes: numberList(), nbChannels: integer(), channels: list('channel', videoChannelDescriptor),
});
const audioCodecDescriptor = entity<AudioCodecDescriptor>('AudioCodecDescriptor', { name: text(), frequencies: numberList(), bitrates: numberList() });
const audioChannelDescriptor = entity<AudioChannelDescriptor>('AudioChannelDescriptor', { codecs: list('codec', audioCodecDescriptor) });
const audioDescriptor = entity<AudioDescriptor>('AudioDescriptor', { shared: boolean(), nbChannels: integer(), channels: list('channel', audioChannelDescriptor) });
const ioDescriptor = entity<IoDescriptor>('IoDescriptor', {
  logicInputs: integer(), logicOutputs: integer(), analogInputs: integer(), analogOutputs: integer(), configurable: boolean(),
});
const sipDescriptor = entity<SipDescriptor>('SipDescriptor', { audioIn: boolean(), audioOut: boolean() });
const controlPanelDescriptor = entity<ControlPanelDescriptor>('ControlPanelDescriptor', { zones: integer(), areas: integer(), outputs: integer() });

const deviceDescriptorCodec = entity<DeviceDescriptor>('DeviceDescriptor', {
  video: videoDescriptor, audioIn: audioDescriptor, audioOut: audioDescriptor, io: ioDescriptor,
  sip: optional(sipDescriptor), controlPanel: optional(controlPanelDescriptor),
});

// ---- modules: `<type>`, the base fields, then their own

const moduleBase: FieldTable<ModuleBase> = { id: guidIdentifier(), name: text(), store: storeReferenceCodec, ioConnection: nullable(ioCodec) };

const videoFields: FieldTable<VideoFields> = {
  channel: integer(), stream: integer(), port: integer(), codec: text(), resolution: text(), rotation: integer(), quality: integer(),
  fps: integer(), gov: integer(), maxBitrate: integer(), vbr: boolean(), vbrQuality: integer(), cbrBitrate: integer(),
  cbrFrameratePriority: boolean(), referenceImage: optional(bytes()), useSecondStream: boolean(), rebuildSecondStream: boolean(),
};

const videoModule = entity<VideoModule>('VideoModule', { type: typeTag('video'), ...moduleBase, ...videoFields });
const networkVideoModule = entity<NetworkVideoModule>('NetworkVideoModule', {
  type: typeTag('network-video'), ...moduleBase, ...videoFields,
  protocol: integer(), request: text(), rtspMode: integer(), rtspWebsocket: boolean(), rtspKeepalive: boolean(),
});

/** Video modules by `<type>`; a module of another type fails to load and is kept verbatim as corrupted. */
const videoModuleRegistry = new TypeRegistry<AnyVideoModule>('video module').register('video', videoModule).register('network-video', networkVideoModule);

const audioFields = { channel: integer(), codec: text(), frequency: integer(), bitrate: integer(), channels: withDefault(integer(), 1) };
const audioInModule = entity<AudioInModule>('AudioInModule', { type: typeTag('audio-in'), ...moduleBase, ...audioFields });
const audioOutModule = entity<AudioOutModule>('AudioOutModule', { type: typeTag('audio-out'), ...moduleBase, ...audioFields });

const ioModule = entity<IoModule>('IoModule', {
  type: typeTag('io'), ...moduleBase, inputs: list('input', ioCodec, { key: byId }), outputs: list('output', ioCodec, { key: byId }),
});
const sipAudioModule = entity<SipAudioModule>('SipAudioModule', {
  type: typeTag('sip-audio'), ...moduleBase, port: withDefault(integer(), SIP_AUDIO_DEFAULT_PORT), audioIn: boolean(), audioOut: boolean(),
});
const controlPanelModule = entity<ControlPanelModule>('ControlPanelModule', { type: typeTag('control-panel'), ...moduleBase });
const ptzModule = entity<PtzModule>('PtzModule', {
  type: typeTag('ptz'), ...moduleBase, channel: integer(), timeRelease: integer(), useRemotePreset: boolean(), useRemoteGuardtour: boolean(),
});

// ---- devices: native and ONVIF

/**
 * The specification gives a device no name (names live on its modules): a
 * document without `<name>` reads '' and stays without it until one is set;
 * a name that is there is kept and written back.
 */
const deviceFields: FieldTable<DeviceFields> = {
  id: guidIdentifier(), name: withDefault(text(), ''), dvr: boolean(), typename: text(), firmware: text(), address: text(), port: integer(),
  useAuth: boolean(), user: text(), password: cryptedString(), ssl: boolean(), proxy: boolean(), proxyAddress: text(), proxyPort: integer(),
  defaultParameters: boolean(), displayMode: integer(), configured: boolean(), descriptor: optional(deviceDescriptorCodec),
  videos: list('video', polymorphic(videoModuleRegistry), { key: byId }),
  audioInputs: list('audio-input', audioInModule, { key: byId }),
  audioOutputs: list('audio-output', audioOutModule, { key: byId }),
  ptz: optional(ptzModule), sip: optional(sipAudioModule), io: optional(ioModule), controlPanel: optional(controlPanelModule),
  connectionStateIO: optional(ioCodec),
};

const nativeDevice = entity<NativeDevice>('NativeDevice', { type: typeTag(NATIVE_DEVICE_TYPE), ...deviceFields });
const onvifDevice = entity<OnvifDevice>('OnvifDevice', {
  type: typeTag(ONVIF_DEVICE_TYPE), ...deviceFields, defaultProfile: text(), forceProfileS: boolean(), onvifChannels: numberList(),
});

/**
 * Devices by `<type>` (17235970 native, 18874369 ONVIF). A device of another
 * type fails to load: the devices list keeps it verbatim and lists it as corrupted.
 */
const deviceRegistry = new TypeRegistry<Device>('device').register(NATIVE_DEVICE_TYPE, nativeDevice).register(ONVIF_DEVICE_TYPE, onvifDevice);

export const deviceCodec = polymorphic(deviceRegistry);
