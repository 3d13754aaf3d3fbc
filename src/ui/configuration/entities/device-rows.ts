import type { Configuration } from '../../../domain/configuration/configuration';
import { isOnvifDevice, type Device } from '../../../domain/configuration/device/device';
import { removeDevice } from '../../../domain/configuration/device/device-list';
import type { Guid } from '../../../domain/configuration/guid';
import type { Store, StoreReference } from '../../../domain/configuration/store';
import { matchesWordsIn, queryWords } from '../../../domain/configuration/search/text-match';

export type DeviceKind = 'native' | 'onvif';
/** What the document tells of a device's state (docs/devices.md, "Devices"): no live state is in it. */
export type DeviceState = 'enabled' | 'monitored' | 'disabled';

/** One line of the device list, computed once per draft. */
export interface DeviceRow {
  readonly id: Guid;
  /** Its place in the configuration's device list: the editor's `/admin/devices/edit/<index>`. */
  readonly index: number;
  readonly name: string;
  readonly model: string;
  readonly address: string;
  readonly kind: DeviceKind;
  readonly state: DeviceState;
  /** The store its modules record to: a guid, '' when none records, 'mixed' when they differ. */
  readonly storeId: string;
  readonly storeName: string;
  /** The io through which the appliance reports whether it reaches the device (a driven device's connection state), if any. */
  readonly connectionIo: Guid | undefined;
}

export const NO_STORE = '';
export const MIXED_STORES = 'mixed';

/** The modules that record: video and audio inputs. */
function recordingReferences(device: Device): StoreReference[] {
  return [...device.videos, ...device.audioInputs].map((module) => module.store);
}

function storeOf(device: Device, stores: readonly Store[]): { storeId: string; storeName: string } {
  const ids = new Set(recordingReferences(device).map((reference) => (reference.use && reference.id ? reference.id : NO_STORE)));
  if (ids.size === 0) return { storeId: NO_STORE, storeName: '' };
  if (ids.size > 1) return { storeId: MIXED_STORES, storeName: '' };
  const [id] = [...ids] as [string];
  return { storeId: id, storeName: stores.find((store) => store.id === id)?.name ?? id };
}

/** A device's name: its first video module's name, else its model. */
export function deviceName(device: Device): string {
  const first = device.videos[0]?.name.trim() ?? '';
  return first !== '' ? first : device.typename;
}

function deviceState(device: Device): DeviceState {
  if (!device.configured) return 'disabled';
  return device.connectionStateIO ? 'monitored' : 'enabled';
}

export function deviceRows(configuration: Configuration): DeviceRow[] {
  const stores = configuration.parameters.stores;
  return configuration.devices.map((device, index) => ({
    id: device.id,
    index,
    name: deviceName(device),
    model: device.typename,
    address: device.address,
    kind: isOnvifDevice(device) ? 'onvif' : 'native',
    state: deviceState(device),
    ...storeOf(device, stores),
    connectionIo: device.configured ? device.connectionStateIO?.id : undefined,
  }));
}

export type SortKey = 'name' | 'model' | 'address' | 'state' | 'store';

export interface RowQuery {
  readonly search: string;
  /** A store guid, NO_STORE for none, MIXED_STORES, or undefined for any. */
  readonly store?: string;
  readonly kind?: DeviceKind;
  readonly sort: SortKey;
  readonly descending: boolean;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function sortValue(row: DeviceRow, key: SortKey): string {
  if (key === 'store') return row.storeName;
  return row[key];
}

/** The rows matching the search (each word in the name, model or address; accents and case ignored) and filters, sorted. */
export function queryRows(rows: readonly DeviceRow[], query: RowQuery): DeviceRow[] {
  const words = queryWords(query.search);
  const matching = rows.filter(
    (row) =>
      (query.store === undefined || row.storeId === query.store) &&
      (query.kind === undefined || row.kind === query.kind) &&
      matchesWordsIn([row.name, row.model, row.address], words),
  );
  const direction = query.descending ? -1 : 1;
  return matching.sort((a, b) => direction * (collator.compare(sortValue(a, query.sort), sortValue(b, query.sort)) || a.index - b.index));
}

function mapSelected(configuration: Configuration, ids: ReadonlySet<Guid>, change: (device: Device) => Device): Configuration {
  return { ...configuration, devices: configuration.devices.map((device) => (ids.has(device.id) ? change(device) : device)) };
}

/** Every recording module of the devices records to the store (or to none when `storeId` is undefined). */
export function setDevicesStore(configuration: Configuration, ids: ReadonlySet<Guid>, storeId: Guid | undefined): Configuration {
  const store: StoreReference = storeId === undefined ? { use: false } : { use: true, id: storeId };
  return mapSelected(configuration, ids, (device) => ({
    ...device,
    videos: device.videos.map((module) => ({ ...module, store })),
    audioInputs: device.audioInputs.map((module) => ({ ...module, store })),
  }));
}

/** Enabling a device sets its `configured` flag: the appliance runs configured devices only. */
export function setDevicesEnabled(configuration: Configuration, ids: ReadonlySet<Guid>, enabled: boolean): Configuration {
  return mapSelected(configuration, ids, (device) => ({ ...device, configured: enabled }));
}

/** Deletes the devices with the domain's removeDevice (an unknown one is refused). */
export function removeDevices(configuration: Configuration, ids: Iterable<Guid>): Configuration {
  let next = configuration;
  for (const id of ids) next = removeDevice(next, id);
  return next;
}
