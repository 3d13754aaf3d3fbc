import { plainString, type CryptedString } from '../crypted-string';
import { generateGuid, type Guid, type GuidGenerator } from '../guid';
import type { Io } from '../io';
import type { DeviceDescriptor } from './descriptor';
import type { AudioInModule, AudioOutModule, ControlPanelModule, IoModule, PtzModule, SipAudioModule } from './other-modules';
import type { AnyVideoModule } from './video-module';

/** `<type>` of a device driven by the appliance's own driver. */
export const NATIVE_DEVICE_TYPE = 17235970;
/** `<type>` of an ONVIF device. */
export const ONVIF_DEVICE_TYPE = 18874369;

/** Fields common to every device kind, in the specification's order. */
export interface DeviceFields {
  readonly id: Guid;
  readonly name: string;
  /** A recorder (several channels behind one address) rather than a camera. */
  readonly dvr: boolean;
  readonly typename: string;
  readonly firmware: string;
  readonly address: string;
  readonly port: number;
  readonly useAuth: boolean;
  readonly user: string;
  readonly password: CryptedString;
  readonly ssl: boolean;
  readonly proxy: boolean;
  readonly proxyAddress: string;
  readonly proxyPort: number;
  readonly defaultParameters: boolean;
  readonly displayMode: number;
  readonly configured: boolean;
  readonly descriptor?: DeviceDescriptor;
  readonly videos: readonly AnyVideoModule[];
  readonly audioInputs: readonly AudioInModule[];
  readonly audioOutputs: readonly AudioOutModule[];
  readonly ptz?: PtzModule;
  readonly sip?: SipAudioModule;
  readonly io?: IoModule;
  readonly controlPanel?: ControlPanelModule;
  readonly connectionStateIO?: Io;
}

export interface NativeDevice extends DeviceFields {
  readonly type: typeof NATIVE_DEVICE_TYPE;
}

export interface OnvifDevice extends DeviceFields {
  readonly type: typeof ONVIF_DEVICE_TYPE;
  readonly defaultProfile: string;
  readonly forceProfileS: boolean;
  /** The device channels the ONVIF profiles map to. */
  readonly onvifChannels: readonly number[];
}

export type Device = NativeDevice | OnvifDevice;

function deviceDefaults(fields: Partial<DeviceFields>, newGuid: GuidGenerator): DeviceFields {
  return {
    id: fields.id ?? newGuid(),
    name: '',
    dvr: false,
    typename: '',
    firmware: '',
    address: '',
    port: 80,
    useAuth: false,
    user: '',
    password: plainString(),
    ssl: false,
    proxy: false,
    proxyAddress: '',
    proxyPort: 0,
    defaultParameters: true,
    displayMode: 0,
    configured: false,
    videos: [],
    audioInputs: [],
    audioOutputs: [],
    ...fields,
  };
}

export function createNativeDevice(fields: Partial<Omit<NativeDevice, 'type'>> = {}, newGuid: GuidGenerator = generateGuid): NativeDevice {
  return { ...deviceDefaults(fields, newGuid), type: NATIVE_DEVICE_TYPE };
}

export function createOnvifDevice(fields: Partial<Omit<OnvifDevice, 'type'>> = {}, newGuid: GuidGenerator = generateGuid): OnvifDevice {
  return {
    ...deviceDefaults(fields, newGuid),
    defaultProfile: fields.defaultProfile ?? '',
    forceProfileS: fields.forceProfileS ?? false,
    onvifChannels: fields.onvifChannels ?? [],
    type: ONVIF_DEVICE_TYPE,
  };
}

export function isOnvifDevice(device: Device): device is OnvifDevice {
  return device.type === ONVIF_DEVICE_TYPE;
}

/** Every io a device exposes: its io module's inputs and outputs, the module connection ios, its connection state. */
export function deviceIos(device: Device): Io[] {
  const modules = [...device.videos, ...device.audioInputs, ...device.audioOutputs, device.ptz, device.sip, device.io, device.controlPanel];
  const ios: Io[] = [];
  for (const module of modules) if (module?.ioConnection) ios.push(module.ioConnection);
  if (device.io) ios.push(...device.io.inputs, ...device.io.outputs);
  if (device.connectionStateIO) ios.push(device.connectionStateIO);
  return ios;
}

/** The guids a rights entry or a filter may point at on this device: the device and each module. */
export function deviceResourceIds(device: Device): Guid[] {
  const modules = [...device.videos, ...device.audioInputs, ...device.audioOutputs, device.ptz, device.sip, device.io, device.controlPanel];
  return [device.id, ...modules.flatMap((module) => (module ? [module.id] : []))];
}
