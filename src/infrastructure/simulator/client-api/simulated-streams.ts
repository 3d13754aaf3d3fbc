import type { Configuration } from '../../../domain/configuration/configuration';
import { allGates } from '../../../domain/configuration/controller/gate-graph';
import { deviceIoPlaces } from '../../../domain/configuration/device/io-place';
import { isMonostable, type Io } from '../../../domain/configuration/io';

/** A stream the simulated appliance offers, derived from its configuration. */
export interface SimulatedStream {
  readonly guid: string;
  readonly type: 'video' | 'input' | 'output' | 'preset';
  readonly name: string;
  readonly parent: string | null;
  readonly camera: boolean;
  readonly logic?: boolean;
  /** An io that reports a device's connection (its connection state, a module's connection io): the device and whether the appliance drives it. */
  readonly connection?: { readonly device: string; readonly enabled: boolean };
  /** An input that gives a pulse when written on (flag 32, or a virtual io that is not bistable): it reads off again at once. */
  readonly monostable?: boolean;
}

/** Presets a PTZ camera offers (the real appliance reads them from the camera). */
const PRESETS_PER_CAMERA = 2;

/** Every io of the configuration with the entity that owns it, in the document's order. */
function ownedIos(configuration: Configuration): Array<{ readonly io: Io; readonly owner: string; readonly connection?: SimulatedStream['connection'] }> {
  const { controller } = configuration;
  return [
    ...configuration.devices.flatMap((device) =>
      deviceIoPlaces(device).map(({ io, place }) =>
        place.role === 'device-connection' || place.role === 'module-connection' ? { io, owner: device.id, connection: { device: device.id, enabled: device.configured } } : { io, owner: device.id },
      ),
    ),
    ...configuration.calendars.map((calendar) => ({ io: calendar.io, owner: calendar.id })),
    ...allGates(controller).flatMap(({ gate }) => gate.outputs.map((io) => ({ io, owner: gate.id }))),
    ...[controller.io0, controller.io1, controller.io0a].map((io) => ({ io, owner: controller.id })),
    ...configuration.accesses.map((access) => ({ io: access.io, owner: access.id })),
  ];
}

/**
 * Cameras are the video modules of each device, controllable when the device
 * has a `ptz` module, with two presets each; inputs and outputs are every io
 * of the configuration (device modules, calendars, gates, the controller,
 * accesses), by direction (0 in, 1 out). A device that failed to load is not
 * in the model, so it offers no stream, as on an appliance that cannot drive it.
 */
export function deriveStreams(configuration: Configuration): SimulatedStream[] {
  const streams: SimulatedStream[] = [];
  for (const device of configuration.devices) {
    const ptz = device.ptz !== undefined;
    device.videos.forEach((video, index) => {
      const guid = video.id || `${device.id}-video-${index}`;
      const name = video.name || `${device.name || 'Camera'} ${index + 1}`;
      streams.push({ guid, type: 'video', name, parent: device.id || null, camera: ptz });
      if (!ptz) return;
      for (let preset = 1; preset <= PRESETS_PER_CAMERA; preset += 1) {
        streams.push({ guid: `${guid}-preset-${preset}`, type: 'preset', name: `${name} preset ${preset}`, parent: guid, camera: false });
      }
    });
  }
  const seen = new Set(streams.map((stream) => stream.guid));
  for (const { io, owner, connection } of ownedIos(configuration)) {
    if (io.id === '' || seen.has(io.id)) continue;
    seen.add(io.id);
    const input = io.direction !== 1;
    streams.push({
      guid: io.id,
      type: input ? 'input' : 'output',
      name: io.name || io.id,
      parent: owner || null,
      camera: false,
      logic: io.logic,
      ...(connection ? { connection } : {}),
      ...(input && isMonostable(io) ? { monostable: true } : {}),
    });
  }
  return streams;
}
