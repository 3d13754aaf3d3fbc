import type { Configuration } from './configuration';
import { allGates } from './controller/gate-graph';
import type { Device } from './device/device';
import type { Guid } from './guid';
import { isInput, type Io } from './io';

/**
 * What a group can be granted rights on, as a person knows it: the camera
 * streams and inputs/outputs of each device, then the inputs/outputs that
 * belong to no device (calendars, accesses, the logic controller). Names are
 * the configuration's own (possibly empty); the UI words the fallbacks.
 */
export type RightsResourceKind = 'video' | 'input' | 'output' | 'state';

export interface RightsResource {
  readonly id: Guid;
  readonly kind: RightsResourceKind;
  /** The module's or io's name as configured ('' when unnamed). */
  readonly name: string;
  /** 1-based rank among the owner's resources of the same kind (for an unnamed one). */
  readonly rank: number;
  /** Video streams: 0-based channel and stream of the device. */
  readonly channel?: number;
  readonly stream?: number;
  /** The key of the owner holding it. */
  readonly owner: string;
  /** Lower-cased, accent-free text searched (the resource's name, its owner's names). */
  readonly search: string;
}

export type RightsOwnerKind = 'device' | 'calendars' | 'accesses' | 'logic';

export interface RightsDevice {
  readonly id: Guid;
  readonly name: string;
  readonly typename: string;
  readonly address: string;
}

export interface RightsOwner {
  /** The device's guid, or the kind for the owners that are not devices. */
  readonly key: string;
  readonly kind: RightsOwnerKind;
  readonly device?: RightsDevice;
  readonly resources: readonly RightsResource[];
}

export interface RightsResources {
  readonly owners: readonly RightsOwner[];
  readonly byId: ReadonlyMap<Guid, RightsResource>;
  readonly ownerByKey: ReadonlyMap<string, RightsOwner>;
  readonly count: number;
}

/** The parts of a configuration its resources come from: rights edits touch none of them, so a memo keyed on them holds. */
export type ResourceSource = Pick<Configuration, 'devices' | 'calendars' | 'accesses' | 'controller'>;

/** Lower case without accents, so that 'entree' finds 'Entrée'. */
export function searchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

type Draft = Omit<RightsResource, 'owner' | 'search' | 'rank'>;

function owner(key: string, kind: RightsOwnerKind, drafts: readonly Draft[], ownerText: string, device?: RightsDevice): RightsOwner {
  const ranks = new Map<RightsResourceKind, number>();
  const resources = drafts.map((draft) => {
    const rank = (ranks.get(draft.kind) ?? 0) + 1;
    ranks.set(draft.kind, rank);
    return { ...draft, rank, owner: key, search: `${searchText(draft.name)}\n${ownerText}` };
  });
  return { key, kind, device, resources };
}

function ioResource(io: Io, kind?: RightsResourceKind): Draft {
  return { id: io.id, kind: kind ?? (isInput(io) ? 'input' : 'output'), name: io.name };
}

function deviceOwner(device: Device): RightsOwner {
  const drafts: Draft[] = device.videos.map((video) => ({ id: video.id, kind: 'video', name: video.name, channel: video.channel, stream: video.stream }));
  if (device.io) drafts.push(...device.io.inputs.map((io) => ioResource(io, 'input')), ...device.io.outputs.map((io) => ioResource(io, 'output')));
  // Connection states are inputs too: the client lists them and a group may read them.
  const modules = [...device.videos, ...device.audioInputs, ...device.audioOutputs, device.ptz, device.sip, device.io, device.controlPanel];
  for (const module of modules) if (module?.ioConnection) drafts.push(ioResource(module.ioConnection, 'state'));
  if (device.connectionStateIO) drafts.push(ioResource(device.connectionStateIO, 'state'));
  const info: RightsDevice = { id: device.id, name: device.name, typename: device.typename, address: device.address };
  return owner(device.id, 'device', drafts, searchText(`${device.name}\n${device.typename}\n${device.address}`), info);
}

/**
 * Every resource of the configuration, grouped by device in document order,
 * then the calendars', accesses' and controller's ios. Duplicated guids (a
 * broken document) are listed once, where first met.
 */
export function rightsResources(source: ResourceSource): RightsResources {
  const owners: RightsOwner[] = source.devices.map(deviceOwner);
  const calendars = source.calendars.map((calendar) => ({ ...ioResource(calendar.io), name: calendar.name || calendar.io.name }));
  const accesses = source.accesses.map((access) => ioResource(access.io));
  const { controller } = source;
  const logic: Draft[] = [controller.io0, controller.io1, controller.io0a].map((io) => ioResource(io));
  for (const { gate } of allGates(controller)) logic.push(...gate.outputs.map((output) => ({ ...ioResource(output), name: output.name || gate.name })));
  if (calendars.length > 0) owners.push(owner('calendars', 'calendars', calendars, ''));
  if (accesses.length > 0) owners.push(owner('accesses', 'accesses', accesses, ''));
  owners.push(owner('logic', 'logic', logic, ''));

  const byId = new Map<Guid, RightsResource>();
  const unique = owners.map((each) => {
    const resources = each.resources.filter((resource) => {
      if (byId.has(resource.id)) return false;
      byId.set(resource.id, resource);
      return true;
    });
    return resources.length === each.resources.length ? each : { ...each, resources };
  });
  return { owners: unique, byId, ownerByKey: new Map(unique.map((each) => [each.key, each])), count: byId.size };
}

/**
 * The owners and resources matching every word of `query` (in any of the
 * resource's or its device's names, type name or address); an empty query
 * keeps everything as is.
 */
export function searchRightsResources(resources: RightsResources, query: string): readonly RightsOwner[] {
  const words = searchText(query).split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return resources.owners;
  const found: RightsOwner[] = [];
  for (const each of resources.owners) {
    const matching = each.resources.filter((resource) => words.every((word) => resource.search.includes(word)));
    if (matching.length > 0) found.push(matching.length === each.resources.length ? each : { ...each, resources: matching });
  }
  return found;
}

/** What a rights entry that is not a row of the matrix points at. */
export type RightsTarget =
  | { readonly kind: 'resource'; readonly resource: RightsResource }
  | { readonly kind: 'device'; readonly device: RightsDevice }
  | { readonly kind: 'module'; readonly device: RightsDevice; readonly moduleType: string; readonly name: string }
  | { readonly kind: 'dangling' };

/**
 * Names the target of a rights entry: a row of the matrix, a device or a
 * device module (valid targets the matrix does not list), or nothing the
 * configuration holds any more (validation reports it as dangling).
 */
export function rightsTarget(source: ResourceSource, resources: RightsResources, id: Guid): RightsTarget {
  const resource = resources.byId.get(id);
  if (resource) return { kind: 'resource', resource };
  const found = devicePartsOf(source.devices).get(id);
  if (!found) return { kind: 'dangling' };
  const { device, module } = found;
  const info = resources.ownerByKey.get(device.id)?.device ?? { id: device.id, name: device.name, typename: device.typename, address: device.address };
  return module ? { kind: 'module', device: info, moduleType: module.type, name: module.name } : { kind: 'device', device: info };
}

type DeviceOf = ResourceSource['devices'][number];
interface DevicePart {
  readonly device: DeviceOf;
  readonly module?: { readonly type: string; readonly name: string };
}

/**
 * Every device and device module by identifier, built once per devices list
 * (the review names thousands of references of one draft: a walk over the
 * devices for each was quadratic on a large site). Where identifiers repeat,
 * the first in document order wins, as the walk it replaces did.
 */
const DEVICE_PARTS = new WeakMap<ResourceSource['devices'], ReadonlyMap<Guid, DevicePart>>();
function devicePartsOf(devices: ResourceSource['devices']): ReadonlyMap<Guid, DevicePart> {
  let parts = DEVICE_PARTS.get(devices);
  if (!parts) {
    const built = new Map<Guid, DevicePart>();
    for (const device of devices) {
      if (!built.has(device.id)) built.set(device.id, { device });
      const modules = [...device.videos, ...device.audioInputs, ...device.audioOutputs, device.ptz, device.sip, device.io, device.controlPanel];
      for (const module of modules) if (module && !built.has(module.id)) built.set(module.id, { device, module });
    }
    DEVICE_PARTS.set(devices, built);
    parts = built;
  }
  return parts;
}
