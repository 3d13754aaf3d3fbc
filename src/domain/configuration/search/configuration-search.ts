import type { Configuration } from '../configuration';
import type { Gate } from '../controller/gate';
import { deviceIos } from '../device/device';

/** What a search entry names; the console maps each kind to the page that edits it. */
export type SearchKind =
  | 'device'
  | 'stream'
  | 'io'
  | 'group'
  | 'user'
  | 'store'
  | 'contact'
  | 'smtpServer'
  | 'smsServer'
  | 'ftpClient'
  | 'receiver'
  | 'calendar'
  | 'gate'
  | 'page'
  | 'setting';

/** One named thing of the search: its name as written, and that name normalised once, when the index is built. */
export interface SearchEntry {
  readonly kind: SearchKind;
  readonly name: string;
  /** `normaliseSearchText(name)`. */
  readonly normalised: string;
  /** The item's id (for a page or a setting: the page's path). */
  readonly id: string;
  /**
   * The item that opens it: the device of a stream or an io, the group of a
   * user, the page of a setting, the top-level gate holding a nested gate;
   * the item itself otherwise.
   */
  readonly ownerId: string;
  /** What the entry belongs to, shown beside its name (a stream's device, a user's group, a setting's page). */
  readonly context?: string;
}

/** Lower case without accents: 'entree' finds 'Entrée', 'CAM' finds 'caméra'. */
function normaliseSearchText(text: string): string {
  // Most names are plain ASCII: no decomposition needed.
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An entry of `kind` for `name`, normalised now. */
export function searchEntry(kind: SearchKind, name: string, id: string, ownerId: string = id, context?: string): SearchEntry {
  return { kind, name, normalised: normaliseSearchText(name), id, ownerId, ...(context === undefined ? {} : { context }) };
}

/** Gates and their nested gates; a nested gate opens on the top-level gate that holds it (`root`), named after its parent. */
function pushGates(entries: SearchEntry[], gates: readonly Gate[], parent?: string, root?: string): void {
  for (const gate of gates) {
    if (gate.name) entries.push(searchEntry('gate', gate.name, gate.id, root ?? gate.id, parent));
    const nested = (gate as { readonly gates?: readonly Gate[] }).gates;
    if (Array.isArray(nested) && nested.length > 0) pushGates(entries, nested, gate.name || parent, root ?? gate.id);
  }
}

/**
 * Every named thing of a configuration, in the order results are listed:
 * devices with their streams and ios, groups and their users, stores,
 * contacts, SMTP and SMS servers, FTP clients, alarm receivers, calendars,
 * then the logic controller's gates (nested gates too). Unnamed items are
 * left out. Built once per configuration (the console memoises it per draft),
 * never per keystroke.
 */
export function buildSearchIndex(configuration: Configuration): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const device of configuration.devices) {
    entries.push(searchEntry('device', device.name, device.id));
    for (const video of device.videos) if (video.name) entries.push(searchEntry('stream', video.name, video.id, device.id, device.name));
    for (const io of deviceIos(device)) if (io.name) entries.push(searchEntry('io', io.name, io.id, device.id, device.name));
  }
  for (const group of configuration.groups) {
    entries.push(searchEntry('group', group.name, group.id));
    for (const user of group.users) entries.push(searchEntry('user', user.name, user.id, group.id, group.name));
  }
  const lists: readonly [SearchKind, readonly { readonly id: string; readonly name: string }[]][] = [
    ['store', configuration.parameters.stores],
    ['contact', configuration.contacts],
    ['smtpServer', configuration.emails],
    ['smsServer', configuration.messages],
    ['ftpClient', configuration.ftpClients],
    ['receiver', configuration.alarms],
    ['calendar', configuration.calendars],
  ];
  for (const [kind, items] of lists) for (const item of items) if (item.name) entries.push(searchEntry(kind, item.name, item.id));
  pushGates(entries, configuration.controller.gates);
  return entries.filter((entry) => entry.name !== '');
}

/** One result: the entry and where the query matched in its normalised name. */
export interface SearchHit {
  readonly entry: SearchEntry;
  readonly start: number;
  readonly end: number;
}

export interface SearchResults {
  /** At most `limit` hits: names that start with the query first, then a word that does, then the rest, each in index order. */
  readonly hits: readonly SearchHit[];
  /** How many entries match in all. */
  readonly total: number;
}

const WORD_START = /[^\p{L}\p{N}]/u;

/**
 * The entries whose normalised name contains the normalised query (a
 * substring, accents and case ignored). One pass over the index, no sort:
 * fast enough per keystroke on 50,000 entries.
 */
export function searchEntries(entries: readonly SearchEntry[], query: string, limit = 50): SearchResults {
  const needle = normaliseSearchText(query.trim());
  if (needle === '') return { hits: [], total: 0 };
  const buckets: SearchHit[][] = [[], [], []];
  let total = 0;
  for (const entry of entries) {
    const start = entry.normalised.indexOf(needle);
    if (start < 0) continue;
    total++;
    const rank = start === 0 ? 0 : WORD_START.test(entry.normalised[start - 1]!) ? 1 : 2;
    const bucket = buckets[rank]!;
    if (bucket.length < limit) bucket.push({ entry, start, end: start + needle.length });
  }
  return { hits: buckets.flat().slice(0, limit), total };
}

/**
 * The part of `name` (as written) that the hit matched, as [before, matched,
 * after]: the normalised offsets mapped back through each character's own
 * normalisation, so that 'Entrée' shows 'trée' matched for 'tree'.
 */
export function matchedParts(name: string, start: number, end: number): readonly [string, string, string] {
  let normalisedLength = 0;
  let from = -1;
  let to = -1;
  let offset = 0;
  for (const character of name) {
    if (from < 0 && normalisedLength >= start) from = offset;
    normalisedLength += normaliseSearchText(character).length;
    offset += character.length;
    if (to < 0 && normalisedLength >= end) to = offset;
  }
  if (from < 0 || to < 0 || to < from) return [name, '', ''];
  // Combining marks after the match belong to its last letter.
  while (to < name.length && /\p{M}/u.test(name[to]!)) to++;
  return [name.slice(0, from), name.slice(from, to), name.slice(to)];
}
