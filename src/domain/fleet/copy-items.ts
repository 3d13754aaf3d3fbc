import type { Calendar } from '../configuration/calendar';
import type { Configuration } from '../configuration/configuration';
import type { Gate } from '../configuration/controller/gate';
import { cloneGates } from '../configuration/controller/logic-clone';
import type { Device } from '../configuration/device/device';
import type { Guid, GuidGenerator } from '../configuration/guid';
import { namedItems, STREAM_SETTING_KEYS, type CopyKind, type ItemRef } from './cross-site-items';
import { ownIds, renameIds } from './site-alignment';

/** What the copy did to one item on the target, for the review and the rollout's record. */
export interface CopyNote {
  readonly item: ItemRef;
  /** `replaced`: the target had an item of that name, whose identifier is kept; `added`: a new one; `missing`: the source has none. */
  readonly outcome: 'added' | 'replaced' | 'missing';
  /** Template inputs wired to the source's own signals, left unwired on the target. */
  readonly unwiredInputs?: number;
  /** Stream settings: the target's devices of that model that took them. */
  readonly devices?: number;
}

type ListKind = Exclude<CopyKind, 'templates' | 'streams'>;

function replaceOrAdd<T extends { readonly id: Guid; readonly name: string }>(list: readonly T[], item: T, withTargetIds: (copy: T, existing: T) => T, withNewIds: (copy: T) => T): { list: T[]; outcome: 'added' | 'replaced' } {
  const index = list.findIndex((each) => each.name === item.name);
  if (index < 0) return { list: [...list, withNewIds(item)], outcome: 'added' };
  return { list: list.map((each, at) => (at === index ? withTargetIds(item, each) : each)), outcome: 'replaced' };
}

function copyListItem(target: Configuration, kind: ListKind, item: { readonly id: Guid; readonly name: string }, newGuid: GuidGenerator): { target: Configuration; outcome: 'added' | 'replaced' } {
  if (kind === 'calendars') {
    const calendar = item as Calendar;
    const { list, outcome } = replaceOrAdd(
      target.calendars,
      calendar,
      (copy, existing) => ({ ...copy, id: existing.id, io: { ...copy.io, id: existing.io.id } }),
      (copy) => ({ ...copy, id: newGuid(), io: { ...copy.io, id: newGuid() } }),
    );
    return { target: { ...target, calendars: list }, outcome };
  }
  const { list, outcome } = replaceOrAdd(target[kind] as readonly { id: Guid; name: string }[], item, (copy, existing) => ({ ...copy, id: existing.id }), (copy) => ({ ...copy, id: newGuid() }));
  return { target: { ...target, [kind]: list }, outcome };
}

/**
 * A template copied onto the target: fresh identifiers inside it, its wires
 * to what the target names too (contacts, receivers, FTP clients, calendars'
 * signals) moved to the target's own, the others cut (they mean nothing
 * there; a message loses the recipients the target has no contact for); replacing a
 * template of the same name keeps that one's identifier and outputs', so
 * what the target wired to it stays wired.
 */
/** The source's contacts, receivers, FTP clients and calendars' signals that the target names too: source id → the target's. */
function sameNamed(source: Configuration, target: Configuration): Map<string, string> {
  const map = new Map<string, string>();
  const pair = <T extends { readonly id: string; readonly name: string }>(from: readonly T[], to: readonly T[], idOf: (item: T) => string = (item) => item.id) => {
    const byName = new Map(to.map((item) => [item.name, item] as const));
    for (const item of from) {
      const match = byName.get(item.name);
      if (match) map.set(idOf(item), idOf(match));
    }
  };
  pair(source.contacts, target.contacts);
  pair(source.alarms, target.alarms);
  pair(source.ftpClients, target.ftpClients);
  pair(source.calendars, target.calendars, (calendar) => calendar.io.id);
  return map;
}

/** A message's recipients that mean nothing on the target (no contact of that name) taken out: a recipient must name a contact. */
function withoutUnknownRecipients<T>(value: T, dropped: () => void): T {
  const walk = (current: unknown): unknown => {
    if (Array.isArray(current)) return current.map(walk);
    if (current === null || typeof current !== 'object' || current instanceof Uint8Array) return current;
    return Object.fromEntries(
      Object.entries(current).map(([key, field]) => {
        if (key !== 'message' || field === null || typeof field !== 'object' || !Array.isArray((field as { contacts?: unknown }).contacts)) return [key, walk(field)];
        const message = field as { readonly contacts: readonly { readonly id: string }[] };
        const kept = message.contacts.filter((contact) => contact.id !== '');
        for (let count = kept.length; count < message.contacts.length; count += 1) dropped();
        return [key, { ...message, contacts: kept }];
      }),
    );
  };
  return walk(value) as T;
}

function copyTemplate(source: Configuration, target: Configuration, template: Gate, newGuid: GuidGenerator): { target: Configuration; outcome: 'added' | 'replaced'; unwired: number } {
  const own = ownIds(template);
  let unwired = 0;
  const [clone] = cloneGates([template], newGuid);
  const cloneOwn = ownIds(clone!);
  // What the target names as the source does (a contact, a receiver, a calendar's signal) stays wired to the target's own.
  const cut = withoutUnknownRecipients(
    renameIds(clone!, sameNamed(source, target), (id) => {
      if (cloneOwn.has(id) || own.has(id)) return id;
      unwired += 1;
      return '';
    }),
    () => undefined,
  );
  const gates = target.controller.gates;
  const index = gates.findIndex((gate) => gate.name === template.name && (gate.type === 'template' || gate.type === 'custom'));
  if (index < 0) return { target: { ...target, controller: { ...target.controller, gates: [...gates, cut] } }, outcome: 'added', unwired };
  const existing = gates[index]!;
  const keep = new Map<string, string>([[cut.id, existing.id]]);
  cut.outputs.forEach((output, at) => {
    const previous = existing.outputs[at];
    if (previous) keep.set(output.id, previous.id);
  });
  const replaced = renameIds(cut, keep);
  return { target: { ...target, controller: { ...target.controller, gates: gates.map((gate, at) => (at === index ? replaced : gate)) } }, outcome: 'replaced', unwired };
}

/** The source model's stream settings on every target device of that model, stream by stream (channel and stream alike). */
function copyStreams(target: Configuration, source: Device): { target: Configuration; devices: number } {
  const settings = new Map(source.videos.map((video) => [`${video.channel}/${video.stream}`, Object.fromEntries(STREAM_SETTING_KEYS.map((key) => [key, video[key]]))]));
  let devices = 0;
  const updated = target.devices.map((device) => {
    if (device.typename !== source.typename) return device;
    devices += 1;
    return { ...device, videos: device.videos.map((video) => ({ ...video, ...(settings.get(`${video.channel}/${video.stream}`) ?? {}) })) } as Device;
  });
  return { target: devices === 0 ? target : { ...target, devices: updated }, devices };
}

/**
 * The target's draft with the source's items copied onto it (docs/fleet.md,
 * "Copy to many"): an item the target names already is replaced in place
 * (keeping its identifier, so what refers to it still does), a new one is
 * added with new identifiers. The draft is then checked with the target's
 * own rules and cameras' limits, like any draft.
 */
export function copyItems(source: Configuration, target: Configuration, items: readonly ItemRef[], newGuid: GuidGenerator): { readonly draft: Configuration; readonly notes: readonly CopyNote[] } {
  let draft = target;
  const notes: CopyNote[] = [];
  for (const item of items) {
    const found = namedItems(source, item.kind).get(item.name);
    if (found === undefined) {
      notes.push({ item, outcome: 'missing' });
      continue;
    }
    if (item.kind === 'templates') {
      const copied = copyTemplate(source, draft, found as Gate, newGuid);
      draft = copied.target;
      notes.push({ item, outcome: copied.outcome, ...(copied.unwired > 0 ? { unwiredInputs: copied.unwired } : {}) });
    } else if (item.kind === 'streams') {
      const copied = copyStreams(draft, found as Device);
      draft = copied.target;
      notes.push({ item, outcome: copied.devices > 0 ? 'replaced' : 'missing', devices: copied.devices });
    } else {
      const copied = copyListItem(draft, item.kind, found as { id: Guid; name: string }, newGuid);
      draft = copied.target;
      notes.push({ item, outcome: copied.outcome });
    }
  }
  return { draft, notes };
}
