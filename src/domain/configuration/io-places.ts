import type { Configuration } from './configuration';
import { allGates } from './controller/gate-graph';
import type { Io } from './io';
import type { ModelPath } from './model-path';

/** An io of the configuration and where it stands in the model. */
export interface IoPlace {
  readonly io: Io;
  readonly at: ModelPath;
  /** Whether a gate owns it (a gate's output): driven by its gate, its `link-id` a template's. */
  readonly gateOutput: boolean;
}

const MODULE_LISTS = ['videos', 'audioInputs', 'audioOutputs'] as const;
const SINGLE_MODULES = ['ptz', 'sip', 'io', 'controlPanel'] as const;

/**
 * Every io of the configuration with its model path, in the document's
 * order: each device's module connection ios, io module inputs and outputs
 * and connection state; the calendars'; the controller's gate outputs
 * (nested ones too) and its io0, io1, io0a; the accesses'.
 */
export function ioPlaces(configuration: Configuration): IoPlace[] {
  const places: IoPlace[] = [];
  const add = (io: Io | null | undefined, at: ModelPath, gateOutput = false): void => {
    if (io) places.push({ io, at, gateOutput });
  };
  configuration.devices.forEach((device, deviceIndex) => {
    const at = ['devices', deviceIndex];
    for (const list of MODULE_LISTS) device[list].forEach((module, index) => add(module.ioConnection, [...at, list, index, 'ioConnection']));
    for (const key of SINGLE_MODULES) add(device[key]?.ioConnection, [...at, key, 'ioConnection']);
    device.io?.inputs.forEach((io, index) => add(io, [...at, 'io', 'inputs', index]));
    device.io?.outputs.forEach((io, index) => add(io, [...at, 'io', 'outputs', index]));
    add(device.connectionStateIO, [...at, 'connectionStateIO']);
  });
  configuration.calendars.forEach((calendar, index) => add(calendar.io, ['calendars', index, 'io']));
  const { controller } = configuration;
  for (const { gate, at } of allGates(controller)) gate.outputs.forEach((output, index) => add(output, ['controller', ...at, 'outputs', index], true));
  add(controller.io0, ['controller', 'io0']);
  add(controller.io1, ['controller', 'io1']);
  add(controller.io0a, ['controller', 'io0a']);
  configuration.accesses.forEach((access, index) => add(access.io, ['accesses', index, 'io']));
  return places;
}
