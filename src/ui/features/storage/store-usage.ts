import type { Configuration } from '../../../domain/configuration/configuration';
import type { Device } from '../../../domain/configuration/device/device';
import type { ModuleBase } from '../../../domain/configuration/device/module-base';
import type { Guid } from '../../../domain/configuration/guid';

/** A device module that records to a store. */
export interface StoreRecorder {
  readonly deviceIndex: number;
  readonly deviceId: Guid;
  readonly deviceName: string;
  readonly moduleId: Guid;
  readonly moduleName: string;
}

function modules(device: Device): ModuleBase[] {
  return [...device.videos, ...device.audioInputs, ...device.audioOutputs, device.ptz, device.sip, device.io, device.controlPanel].filter(
    (module): module is NonNullable<typeof module> => module !== undefined,
  );
}

const cache = new WeakMap<readonly Device[], ReadonlyMap<Guid, readonly StoreRecorder[]>>();

/**
 * Which device modules record to which store, built in one pass over the
 * devices and kept per devices list (edits elsewhere keep the list's
 * identity), so 2,000 devices cost one walk per change of devices, not one
 * per store or per keystroke.
 */
function storeRecorders(configuration: Configuration): ReadonlyMap<Guid, readonly StoreRecorder[]> {
  const cached = cache.get(configuration.devices);
  if (cached) return cached;
  const byStore = new Map<Guid, StoreRecorder[]>();
  configuration.devices.forEach((device, deviceIndex) => {
    for (const module of modules(device)) {
      const { use, id } = module.store ?? { use: false };
      if (!use || id === undefined) continue;
      const recorder = { deviceIndex, deviceId: device.id, deviceName: device.name, moduleId: module.id, moduleName: module.name };
      const list = byStore.get(id);
      if (list) list.push(recorder);
      else byStore.set(id, [recorder]);
    }
  });
  cache.set(configuration.devices, byStore);
  return byStore;
}

/** What would be left dangling by deleting the store: its recorders, and whether exports go to it. */
export function storeDependents(configuration: Configuration, id: Guid): { readonly recorders: readonly StoreRecorder[]; readonly exportation: boolean } {
  return { recorders: storeRecorders(configuration).get(id) ?? [], exportation: configuration.exportation === id };
}
