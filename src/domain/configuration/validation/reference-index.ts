import { allGates } from '../controller/gate-graph';
import { deviceIos, deviceResourceIds } from '../device/device';
import type { Guid } from '../guid';
import type { Io } from '../io';
import type { Configuration } from '../configuration';

/** The guids other entities may refer to, by kind. */
export interface ReferenceIndex {
  /** Devices and their modules: what rights entries name besides ios. */
  readonly resources: ReadonlySet<Guid>;
  readonly videos: ReadonlySet<Guid>;
  /** Every io of the configuration: devices, calendars, accesses, gate outputs, the controller's own. */
  readonly ios: ReadonlySet<Guid>;
  /** The ios outside the controller, which gate inputs may name. */
  readonly externalIos: readonly Io[];
  readonly contacts: ReadonlySet<Guid>;
  readonly ftpClients: ReadonlySet<Guid>;
  readonly monitors: ReadonlySet<Guid>;
  readonly stores: ReadonlySet<Guid>;
}

export function referenceIndex(configuration: Configuration): ReferenceIndex {
  const externalIos = [
    ...configuration.devices.flatMap(deviceIos),
    ...configuration.calendars.map((calendar) => calendar.io),
    ...configuration.accesses.map((access) => access.io),
  ];
  const { controller } = configuration;
  const controllerIos = [controller.io0, controller.io1, controller.io0a, ...allGates(controller).flatMap(({ gate }) => gate.outputs)];
  const ids = <T extends { readonly id: Guid }>(list: readonly T[]): Set<Guid> => new Set(list.map((entry) => entry.id));
  return {
    resources: new Set(configuration.devices.flatMap(deviceResourceIds)),
    videos: new Set(configuration.devices.flatMap((device) => device.videos.map((video) => video.id))),
    ios: new Set([...externalIos, ...controllerIos].map((io) => io.id)),
    externalIos,
    contacts: ids(configuration.contacts),
    ftpClients: ids(configuration.ftpClients),
    monitors: ids(configuration.alarms),
    stores: ids(configuration.parameters.stores),
  };
}
