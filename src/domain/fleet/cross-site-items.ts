import type { Configuration } from '../configuration/configuration';
import { isCompositeGate, type CompositeGate, type Gate } from '../configuration/controller/gate';
import type { Device } from '../configuration/device/device';
import type { AnyVideoModule } from '../configuration/device/video-module';
import type { UserGroup } from '../configuration/user-group';

/**
 * The kinds of items the fleet compares between sites and copies from one
 * site to others (docs/fleet.md). Items are known across sites by their
 * names, never by their identifiers, which differ from one appliance to the
 * next; `streams` are the stream settings of one device model (typename).
 */
export const COPY_KINDS = ['calendars', 'contacts', 'emails', 'messages', 'ftpClients', 'alarms', 'templates', 'streams'] as const;
export type CopyKind = (typeof COPY_KINDS)[number];

/** What the comparison of two sites covers: what can be copied, and the groups with their rights. */
export const COMPARED_SECTIONS = [...COPY_KINDS, 'groups'] as const;
export type ComparedSection = (typeof COMPARED_SECTIONS)[number];

/** One item named across sites: its kind and its name (a device model's typename for `streams`). */
export interface ItemRef {
  readonly kind: CopyKind;
  readonly name: string;
}

type ListKind = Exclude<ComparedSection, 'templates' | 'streams'>;

/** The stream settings a device model's streams are compared and copied by (section 3, video modules). */
export const STREAM_SETTING_KEYS = ['codec', 'resolution', 'rotation', 'quality', 'fps', 'gov', 'maxBitrate', 'vbr', 'vbrQuality', 'cbrBitrate', 'cbrFrameratePriority', 'useSecondStream', 'rebuildSecondStream'] as const;

export function isCopyKind(value: unknown): value is CopyKind {
  return typeof value === 'string' && (COPY_KINDS as readonly string[]).includes(value);
}

export function templatesOf(configuration: Configuration): CompositeGate[] {
  return configuration.controller.gates.filter((gate): gate is CompositeGate => isCompositeGate(gate));
}

/**
 * The device standing for each model with video streams: the first of that
 * model by name, so that two sites compare the same kind of camera and a
 * site's order of devices does not matter.
 */
export function modelRepresentatives(configuration: Configuration): Map<string, Device> {
  const byModel = new Map<string, Device>();
  const sorted = [...configuration.devices].filter((device) => device.videos.length > 0 && device.typename !== '').sort((a, b) => a.name.localeCompare(b.name, 'en'));
  for (const device of sorted) if (!byModel.has(device.typename)) byModel.set(device.typename, device);
  return byModel;
}

function listOf(configuration: Configuration, kind: Exclude<ComparedSection, 'streams'>): readonly { readonly name: string }[] {
  return kind === 'templates' ? templatesOf(configuration) : configuration[kind as ListKind];
}

/** The named items of one kind, in document order (the first of a name when a site repeats it). */
export function namedItems(configuration: Configuration, kind: ComparedSection): Map<string, unknown> {
  if (kind === 'streams') return new Map(modelRepresentatives(configuration));
  const items = new Map<string, unknown>();
  for (const item of listOf(configuration, kind)) if (!items.has(item.name)) items.set(item.name, item);
  return items;
}

/** Every item of one kind with its key across sites: its name, and `#n` after the n-th repeat of a name. */
function keyedItems(configuration: Configuration, kind: ComparedSection): [string, unknown][] {
  if (kind === 'streams') return [...modelRepresentatives(configuration)];
  const seen = new Map<string, number>();
  return listOf(configuration, kind).map((item) => {
    const count = seen.get(item.name) ?? 0;
    seen.set(item.name, count + 1);
    return [count === 0 ? item.name : `${item.name}#${count}`, item];
  });
}

/** The stream settings of a device's video modules, by channel and stream. */
export function streamSettings(videos: readonly AnyVideoModule[]): Record<string, unknown>[] {
  return videos.map((video) => Object.fromEntries([['channel', video.channel], ['stream', video.stream], ...STREAM_SETTING_KEYS.map((key) => [key, video[key]])]));
}

const IDENTIFYING = new Set(['id', 'linkId', 'gateIdentifier', 'videoIdentifier', 'monitoringIdentifier', 'ftpIdentifier', 'streamId', 'group', 'password', 'referenceImage']);

/** A value with identifiers and secrets taken out (they differ from one appliance to another for the same thing). */
function withoutIdentifiers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIdentifiers);
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value instanceof Uint8Array ? value.length : value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .filter((key) => !IDENTIFYING.has(key) && record[key] !== undefined)
      .sort()
      .map((key) => [key, withoutIdentifiers(record[key])]),
  );
}

/**
 * Where each identifier's owner sits in the document, in names rather than
 * identifiers (`devices/Entrance#0/videos/1`): list items by name and the
 * n-th of that name, unnamed ones by place. Two sites holding the same
 * thing give it the same place.
 */
export function identifierPlaces(configuration: Configuration): Map<string, string> {
  const places = new Map<string, string>();
  const walk = (value: unknown, place: string): void => {
    if (Array.isArray(value)) {
      const seen = new Map<string, number>();
      value.forEach((item, index) => {
        const name = (item as { readonly name?: unknown } | null)?.name;
        if (typeof name === 'string') {
          const count = seen.get(name) ?? 0;
          seen.set(name, count + 1);
          walk(item, `${place}/${name}#${count}`);
        } else {
          walk(item, `${place}/${index}`);
        }
      });
      return;
    }
    if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return;
    const record = value as Record<string, unknown>;
    if (typeof record['id'] === 'string' && !places.has(record['id'])) places.set(record['id'], place);
    for (const [key, field] of Object.entries(record)) {
      // References, not owners: rights entries, store references, an alert message's contacts.
      if (key === 'id' || key === 'rights' || key === 'store' || (key === 'contacts' && place.endsWith('.message'))) continue;
      walk(field, `${place}.${key}`);
    }
  };
  walk(configuration, '');
  return places;
}

/** A group as it compares across sites: root, users by name, rights by the resources' names. */
function groupShape(group: UserGroup, keys: ReadonlyMap<string, string>): unknown {
  return {
    name: group.name,
    root: group.root,
    users: group.users.map((user) => ({ name: user.name, remote: user.remote })).sort((a, b) => a.name.localeCompare(b.name, 'en')),
    rights: group.rights
      .map((entry) => ({ ...(withoutIdentifiers(entry) as object), resource: keys.get(entry.id) ?? entry.id }))
      .sort((a, b) => a.resource.localeCompare(b.resource, 'en')),
  };
}

function gateShape(gate: Gate): unknown {
  return withoutIdentifiers(gate);
}

function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Two FNV-1a hashes of the text with different seeds: short, stable fingerprints (not a security hash). */
function fingerprint(text: string): string {
  return fnv1a(text, 0x811c9dc5) + fnv1a(text, 0x2166136b);
}

/**
 * One fingerprint per compared item (`calendars/Holidays` → `3f9a…`), the
 * same on two sites exactly when the items are the same but for their
 * identifiers and secrets. The overview's drift counts the keys whose
 * fingerprints differ from the baseline's (`driftBetween`).
 */
export function configurationFingerprints(configuration: Configuration): Record<string, string> {
  const prints: Record<string, string> = {};
  const keys = identifierPlaces(configuration);
  for (const section of COMPARED_SECTIONS) {
    for (const [name, item] of keyedItems(configuration, section)) {
      const shape =
        section === 'groups' ? groupShape(item as UserGroup, keys) : section === 'streams' ? streamSettings((item as Device).videos) : section === 'templates' ? gateShape(item as Gate) : withoutIdentifiers(item);
      prints[`${section}/${name}`] = fingerprint(JSON.stringify(shape));
    }
  }
  return prints;
}

/** How many compared items differ between two sites: on one only, or not the same. */
export function driftBetween(site: Readonly<Record<string, string>>, baseline: Readonly<Record<string, string>>): number {
  let drift = 0;
  for (const [key, value] of Object.entries(site)) if (baseline[key] !== value) drift += 1;
  for (const key of Object.keys(baseline)) if (!(key in site)) drift += 1;
  return drift;
}
