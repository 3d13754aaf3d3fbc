import type { Io } from '../io';
import { isInput } from '../io';
import type { Device } from './device';
import type { ModuleType } from './module-base';

/** The module an io belongs to, as a person finds it in the device editor: its kind, its name and where it is on the device (from 0). */
export interface IoModulePlace {
  readonly type: ModuleType;
  readonly name: string;
  readonly channel?: number;
  readonly stream?: number;
}

/**
 * Where an io of a device is: one of its io module's inputs or outputs, the
 * connection io of one of its modules (a stream's "connected", named alike on
 * every stream), or the device's own connection state. What tells apart the
 * ios that share a name, device after device and stream after stream.
 */
export type IoPlace =
  | { readonly role: 'input' | 'output' }
  | { readonly role: 'module-connection'; readonly module: IoModulePlace }
  | { readonly role: 'device-connection' };

function modulePlace(module: { readonly type: ModuleType; readonly name: string; readonly channel?: number; readonly stream?: number }): IoModulePlace {
  return {
    type: module.type,
    name: module.name,
    ...(module.channel === undefined ? {} : { channel: module.channel }),
    ...(module.stream === undefined ? {} : { stream: module.stream }),
  };
}

/** Every io of a device with its place, in deviceIos' order (the modules' connection ios, the io module's inputs and outputs, the connection state). */
export function deviceIoPlaces(device: Device): { readonly io: Io; readonly place: IoPlace }[] {
  const modules = [...device.videos, ...device.audioInputs, ...device.audioOutputs, device.ptz, device.sip, device.io, device.controlPanel];
  const placed: { io: Io; place: IoPlace }[] = [];
  for (const module of modules) {
    if (module?.ioConnection) placed.push({ io: module.ioConnection, place: { role: 'module-connection', module: modulePlace(module as Parameters<typeof modulePlace>[0]) } });
  }
  if (device.io) {
    for (const io of device.io.inputs) placed.push({ io, place: { role: isInput(io) ? 'input' : 'output' } });
    for (const io of device.io.outputs) placed.push({ io, place: { role: isInput(io) ? 'input' : 'output' } });
  }
  if (device.connectionStateIO) placed.push({ io: device.connectionStateIO, place: { role: 'device-connection' } });
  return placed;
}
